import "server-only";
import type { Database } from "@forecourt/db/client";
import { listDueFeedPulls, setFeedPullDue } from "@forecourt/db/repositories/feeds/due-feed-pulls";
import type { WorkerLog } from "./channels/outbox-channel.ts";
import { pullFeed, type PullFeedOptions } from "./pull-feed.ts";
import { lineLog } from "../observability/log.ts";

/** How often the puller looks for feeds that are due (each site says how often it is). */
export const FEED_PULL_CHECK_MS = 60_000;

/** The most feeds one tick pulls, one after another; the rest are due at the next tick. */
const PULLS_PER_TICK = 50;

export type FeedPuller = {
  /** Pulls every site's feed that is due now, one after another; how many were pulled. */
  pullDue(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
};

/**
 * The scheduled pull: every minute, each live site whose feed is due (`site_feed_pulls`: due at
 * once when its feed settings change, then `pullEveryMinutes` after each pull, whatever its
 * outcome) is pulled and imported. Only the due rows are read, by their index, whatever the
 * number of sites. A run that fails is logged and tried at the next tick.
 */
export function createFeedPuller(
  options: PullFeedOptions & {
    database: () => Promise<Database>;
    now?: () => Date;
    log?: WorkerLog;
  },
): FeedPuller {
  const { database, now = () => new Date(), log = lineLog } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | null = null;

  async function pullDue(): Promise<number> {
    const db = await database();
    const sites = await listDueFeedPulls(db, { now: now(), limit: PULLS_PER_TICK });
    let pulled = 0;
    for (const site of sites) {
      const everyMs = site.settings.stockFeed.pullEveryMinutes * 60_000;
      try {
        const report = await pullFeed(db, site, options);
        pulled++;
        log.info(
          `[feeds] ${site.slug}: ${report.status}${report.message ? ` (${report.message})` : ""}, ${report.created} created, ${report.updated} updated, ${report.sold} sold`,
        );
      } finally {
        await setFeedPullDue(db, site.id, new Date(now().getTime() + everyMs));
      }
    }
    return pulled;
  }

  const tick = () => {
    if (running) return;
    running = pullDue()
      .catch((error: unknown) => {
        log.warn(`[feeds] pull failed: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      })
      .finally(() => {
        running = null;
      });
  };

  return {
    pullDue,
    start(intervalMs = FEED_PULL_CHECK_MS) {
      clearInterval(timer);
      timer = setInterval(tick, intervalMs);
      timer.unref?.();
      tick();
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
