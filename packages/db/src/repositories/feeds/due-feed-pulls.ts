import { asc, eq, lte } from "drizzle-orm";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "../../client.ts";
import { siteFeedPulls } from "../../schema.ts";
import { getSiteById } from "../sites/get-site.ts";

/**
 * The live sites whose stock feed is due a pull at `now`, longest waiting first, at most `limit`:
 * read from `site_feed_pulls` by its index on the due time, so a tick with none due reads no site.
 */
export async function listDueFeedPulls(
  db: Database,
  { now, limit }: { now: Date; limit: number },
): Promise<Site[]> {
  const rows = await db
    .select({ websiteId: siteFeedPulls.websiteId })
    .from(siteFeedPulls)
    .where(lte(siteFeedPulls.dueAt, now))
    .orderBy(asc(siteFeedPulls.dueAt))
    .limit(limit);
  const sites = await Promise.all(rows.map((row) => getSiteById(db, row.websiteId)));
  return sites.filter((site): site is Site => site?.settings.stockFeed.pullUrl !== undefined);
}

/** When the site's feed is next pulled (after a pull: the pull's time and the site's interval). */
export async function setFeedPullDue(db: Database, websiteId: number, dueAt: Date): Promise<void> {
  await db.update(siteFeedPulls).set({ dueAt }).where(eq(siteFeedPulls.websiteId, websiteId));
}
