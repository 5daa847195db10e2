import "server-only";
import type { Database } from "@forecourt/db/client";
import {
  rollUpAllSites,
  type RollUpResult,
} from "@forecourt/db/repositories/tracking/roll-up-tracking-events";
import { lineLog } from "../observability/log.ts";

/**
 * How often the worker rolls up: every hour, a minute past it, so today's rollup reaches its last
 * whole hour and a read of today takes at most an hour of raw events (a run that finds nothing new
 * costs one indexed query, whatever the number of sites: `listDueRollupSites`).
 */
export const ROLLUP_CHECK_MS = 60 * 60 * 1000;

/**
 * How far before the previous pass's start a pass looks for new events (events stored while it
 * ran, a pass that failed), and how far back the first pass after a start looks.
 */
const SINCE_MARGIN_MS = 60 * 60 * 1000;
const FIRST_LOOK_BACK_MS = 25 * 60 * 60 * 1000;

/** How long from `now` until a sixtieth of `intervalMs` past its next multiple (a minute past the hour). */
export function nextRollupDelay(now: number, intervalMs: number): number {
  const delay = (((intervalMs / 60 - now) % intervalMs) + intervalMs) % intervalMs;
  return delay === 0 ? intervalMs : delay;
}

export type AnalyticsRollup = {
  /**
   * One pass over the sites with work due: whole past days rolled up, their leads credited, raw
   * events past retention deleted.
   */
  runOnce(now?: Date): Promise<RollUpResult[]>;
  start(intervalMs?: number): void;
  stop(): void;
};

/**
 * The worker's rollup step: the raw tracking events of each site with work due are rolled up
 * into the daily tables by the site's whole days (in its own zone) and today up to its last
 * whole hour, the leads of those days credited to their source (stored on the lead), then
 * events older than `retentionDays` (env EVENT_RETENTION_DAYS) are deleted. A failed pass is
 * logged and tried again next time.
 */
export function createAnalyticsRollup(options: {
  database: () => Promise<Database>;
  retentionDays: number;
}): AnalyticsRollup {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isRunning = false;
  let lastPassAt: number | null = null;
  const runOnce = async (now = new Date()) => {
    const since = new Date(
      lastPassAt === null ? now.getTime() - FIRST_LOOK_BACK_MS : lastPassAt - SINCE_MARGIN_MS,
    );
    const results = await rollUpAllSites(await options.database(), {
      now,
      since,
      retentionDays: options.retentionDays,
    });
    lastPassAt = now.getTime();
    return results;
  };
  const tick = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      const results = await runOnce();
      const days = results.reduce((sum, result) => sum + result.days.length, 0);
      const credited = results.reduce((sum, result) => sum + result.credited, 0);
      const deleted = results.reduce((sum, result) => sum + result.deleted, 0);
      if (days > 0 || credited > 0 || deleted > 0) {
        lineLog.info(
          `Analytics rollup: ${days} site-days rolled up, ${credited} leads credited, ${deleted} raw events deleted`,
        );
      }
    } catch (error) {
      lineLog.warn("Analytics rollup failed; it runs again later", error);
    } finally {
      isRunning = false;
    }
  };
  return {
    runOnce,
    start(intervalMs = ROLLUP_CHECK_MS) {
      if (timer) return;
      const schedule = (delay: number) => {
        timer = setTimeout(() => {
          void tick().finally(() => schedule(nextRollupDelay(Date.now(), intervalMs)));
        }, delay);
        timer.unref?.();
      };
      schedule(5_000);
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
