import type { Database } from "@forecourt/db/client";
import type { WorkerLog } from "./channels/outbox-channel.ts";
import { lineLog } from "../observability/log.ts";

/** What a watch that queues console mail is started with. */
export type ConsoleMailWatchOptions = {
  database: () => Promise<Database>;
  /** The console's origin, for the links in the mail. */
  consoleOrigin: string;
  /** Wakes the outbox worker once rows are queued. */
  wake: () => void;
  log?: WorkerLog;
};

/**
 * Runs `queue` now and then every `everyMs` (never two at once): it queues outbox rows and says
 * how many; when it queued any, the outbox worker is woken to send them. A failure is logged as
 * `[{name}] ... failed` and tried again next time. Returns the stop function.
 */
export function startPeriodicQueue(options: {
  name: string;
  what: string;
  everyMs: number;
  queue: () => Promise<number>;
  wake: () => void;
  log?: WorkerLog;
}): () => void {
  const { log = lineLog } = options;
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if ((await options.queue()) > 0) options.wake();
    } catch (error) {
      log.warn(
        `[${options.name}] ${options.what} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.everyMs);
  timer.unref?.();
  void tick();
  return () => clearInterval(timer);
}
