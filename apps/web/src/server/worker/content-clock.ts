import "server-only";
import type { Database } from "@forecourt/db/client";
import type { ExpireSiteTags } from "../cache/site-tag-expiry.ts";
import { publishDueContent } from "../content/publish-due-content.ts";
import { releaseLapsedHolds } from "../payments/release-lapsed-holds.ts";
import type { WorkerLog } from "./channels/outbox-channel.ts";
import { startPeriodicQueue } from "./periodic-queue.ts";

/**
 * How often scheduled drafts, offers' and home banners' start and end times are looked for (each
 * an indexed query of what is due, whatever the number of sites: decision 0037).
 */
const CONTENT_CLOCK_MS = 10_000;

/** A cached page lives at most this long (the pages' revalidation hour): the first look back. */
const FIRST_LOOK_BACK_MS = 60 * 60 * 1000;

/**
 * Every CONTENT_CLOCK_MS: publishes the drafts whose time has come, expires the offers (or
 * the settings, for home banners) of the sites whose offers or banners started or ended since the
 * last tick, releases staff holds on cars that ran out (the car is for sale again on the site)
 * and purges the deleted content kept past 30 days (only the due rows, by index). The first
 * tick looks an hour back, so
 * an offer that ended while no worker ran leaves every page still cached from before.
 */
export function startContentClock(options: {
  database: () => Promise<Database>;
  expire: ExpireSiteTags;
  everyMs?: number;
  log?: WorkerLog;
}): () => void {
  const everyMs = options.everyMs ?? CONTENT_CLOCK_MS;
  let since = new Date(Date.now() - FIRST_LOOK_BACK_MS);
  return startPeriodicQueue({
    name: "content",
    what: "scheduled content",
    everyMs,
    queue: async () => {
      const now = new Date();
      const deps = { database: await options.database(), expire: options.expire };
      const done = await publishDueContent(deps, { since, now });
      since = now;
      return done + (await releaseLapsedHolds(deps, now));
    },
    wake: () => {},
    ...(options.log ? { log: options.log } : {}),
  });
}
