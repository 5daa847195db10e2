import "server-only";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import type { Database } from "@forecourt/db/client";
import { queueWeeklyReports } from "@forecourt/db/repositories/reports/queue-weekly-reports";
import { consoleSecret } from "../security/console-secret.ts";
import { unsubscribeQuery, WEEKLY_REPORT_UNSUBSCRIBE_PATH } from "../reports/weekly-report-link.ts";
import { startPeriodicQueue, type ConsoleMailWatchOptions } from "./periodic-queue.ts";

/** How often the worker looks for last week's reports not yet queued (a query when none are). */
export const WEEKLY_REPORT_CHECK_MS = 60 * 60 * 1000;

/** Queues the weekly reports now due, with the console's links; how many were queued. */
export async function queueDueWeeklyReports(
  database: Database,
  { now, consoleOrigin }: { now: Date; consoleOrigin: string },
): Promise<number> {
  const secret = await consoleSecret(database);
  return queueWeeklyReports(database, {
    now,
    links: {
      consoleUrl: new URL(CONSOLE_PATH, consoleOrigin).toString(),
      unsubscribeUrl: (staffUserId) =>
        new URL(
          `${WEEKLY_REPORT_UNSUBSCRIBE_PATH}?${unsubscribeQuery(secret, staffUserId)}`,
          consoleOrigin,
        ).toString(),
    },
  });
}

/**
 * Every hour, queues last week's report for each site's dealer admins who have not had it (once
 * per week, site and recipient, across restarts), then wakes the outbox worker that sends them.
 */
export function startWeeklyReportWatch(options: ConsoleMailWatchOptions): () => void {
  return startPeriodicQueue({
    name: "reports",
    what: "weekly report check",
    everyMs: WEEKLY_REPORT_CHECK_MS,
    queue: async () =>
      queueDueWeeklyReports(await options.database(), {
        now: new Date(),
        consoleOrigin: options.consoleOrigin,
      }),
    wake: options.wake,
    log: options.log,
  });
}
