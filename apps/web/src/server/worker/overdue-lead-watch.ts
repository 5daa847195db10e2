import "server-only";
import { queueLeadDigests } from "@forecourt/db/repositories/leads/queue-lead-digests";
import { startPeriodicQueue, type ConsoleMailWatchOptions } from "./periodic-queue.ts";

/** How often leads are checked against their sites' response targets, and reminders for due. */
const OVERDUE_CHECK_MS = 60_000;

/**
 * Every minute, queues one digest per person of the leads that passed their site's response
 * target uncontacted and the follow-up reminders that came due (each told once; the outbox
 * worker sends it), then wakes the worker.
 */
export function startOverdueLeadWatch(options: ConsoleMailWatchOptions): () => void {
  return startPeriodicQueue({
    name: "leads",
    what: "overdue check",
    everyMs: OVERDUE_CHECK_MS,
    queue: async () =>
      queueLeadDigests(await options.database(), {
        now: new Date(),
        consoleOrigin: options.consoleOrigin,
      }),
    wake: options.wake,
    log: options.log,
  });
}
