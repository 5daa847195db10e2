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
 * costs a query per site).
 */
export const ROLLUP_CHECK_MS = 60 * 60 * 1000;

/** How long from `now` until a sixtieth of `intervalMs` past its next multiple (a minute past the hour). */
export function nextRollupDelay(now: number, intervalMs: number): number {
  const delay = (((intervalMs / 60 - now) % intervalMs) + intervalMs) % intervalMs;
  return delay === 0 ? intervalMs : delay;
}

export type AnalyticsRollup = {
  /**
   * One pass over every site: whole past days rolled up, their leads credited, raw events past
   * retention deleted.
   */
  runOnce(now?: Date): Promise<RollUpResult[]>;
  start(intervalMs?: number): void;
  stop(): void;
};

/**
 * The worker's rollup step: each site's raw tracking events are rolled up into the daily
 * tables by the site's whole days (in its own zone) and today up to its last whole hour, the
 * leads of those days credited to their source (stored on the lead), then events older than
 * `retentionDays` (env EVENT_RETENTION_DAYS) are deleted. A failed pass is logged and tried again
 * next time.
 */
export function createAnalyticsRollup(options: {
  database: () => Promise<Database>;
  retentionDays: number;
}): AnalyticsRollup {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isRunning = false;
  const runOnce = async (now = new Date()) =>
    rollUpAllSites(await options.database(), { now, retentionDays: options.retentionDays });
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
