import "server-only";
import { queueOverdueLeadMail } from "@forecourt/db/repositories/leads/queue-overdue-lead-mail";
import { startPeriodicQueue, type ConsoleMailWatchOptions } from "./periodic-queue.ts";

/** How often new leads are checked against their sites' response targets. */
export const OVERDUE_CHECK_MS = 60_000;

/**
 * Every minute, queues the mail for each new lead that passed its site's response target
 * (once per lead; the outbox worker sends it), then wakes the worker.
 */
export function startOverdueLeadWatch(options: ConsoleMailWatchOptions): () => void {
  return startPeriodicQueue({
    name: "leads",
    what: "overdue check",
    everyMs: OVERDUE_CHECK_MS,
    queue: async () =>
      queueOverdueLeadMail(await options.database(), {
        now: new Date(),
        consoleOrigin: options.consoleOrigin,
      }),
    wake: options.wake,
    log: options.log,
  });
}

/** The console's origin for links in mail: the platform host (with the port on localhost). */
export function consoleOrigin(platformDomain: string, port: string | undefined): string {
  const isLocal = platformDomain === "localhost" || platformDomain.endsWith(".localhost");
  return isLocal ? `http://${platformDomain}:${port ?? "3000"}` : `https://${platformDomain}`;
}
