import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { rows } from "../../raw-rows.ts";
import { siteFeedPulls, websites } from "../../schema.ts";
import { createLeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { archiveWebsite } from "../sites/archive-website.ts";
import { listDueFeedPulls, setFeedPullDue } from "./due-feed-pulls.ts";

// The feed puller's schedule: a row per site with a feed URL, kept by a trigger on websites, so a
// tick reads the sites due by an index and never every site's settings.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

const HOUR = 3_600_000;
const dueIds = async (now: Date) =>
  (await listDueFeedPulls(handle.db, { now, limit: 100 })).map((site) => site.id);
const setSettings = (id: number, settings: Record<string, unknown>) =>
  handle.db.update(websites).set({ settings }).where(eq(websites.id, id));

describe("the feed pull schedule", () => {
  it("is due at once for a new feed or changed feed settings, later after a pull, and gone without a feed", async () => {
    const feed = { stockFeed: { pullUrl: "https://dms.example/stock.csv", pullEveryMinutes: 60 } };
    const site = await createLeadTestSite(handle.db, { slug: "feed-due", settings: feed });
    const quiet = await createLeadTestSite(handle.db, { slug: "no-feed" });
    const now = new Date(Date.now() + 1000);
    expect(await dueIds(now)).toContain(site.id);
    expect(await dueIds(now)).not.toContain(quiet.id);

    await setFeedPullDue(handle.db, site.id, new Date(now.getTime() + HOUR));
    expect(await dueIds(now)).not.toContain(site.id);
    expect(await dueIds(new Date(now.getTime() + HOUR))).toContain(site.id);
    // Another setting changes nothing; the feed's own settings make it due at once.
    await setSettings(site.id, { ...feed, locale: "en-AU" });
    expect(await dueIds(now)).not.toContain(site.id);
    await setSettings(site.id, { stockFeed: { ...feed.stockFeed, pullEveryMinutes: 30 } });
    expect(await dueIds(now)).toContain(site.id);

    await setSettings(site.id, {});
    expect(await dueIds(now)).not.toContain(site.id);
    await setSettings(site.id, feed);
    await archiveWebsite(handle.db, site.id);
    expect(await dueIds(now)).not.toContain(site.id);
  });

  it("is read by its index on the due time: a tick with none due reads no site", async () => {
    await handle.db.execute(sql`
      insert into websites (slug, name, settings)
      select 'feed-site-' || n, 'Feed site ' || n,
        jsonb_build_object('stockFeed', jsonb_build_object('pullUrl', 'https://dms.example/' || n))
      from generate_series(1, 10000) as n`);
    expect((await handle.db.select().from(siteFeedPulls)).length).toBeGreaterThanOrEqual(10_000);
    const later = new Date(Date.now() + 24 * HOUR);
    await handle.db.update(siteFeedPulls).set({ dueAt: later });
    await handle.db.execute(sql`analyze site_feed_pulls`);
    const now = new Date();
    const [plan] = await rows<{ "QUERY PLAN": unknown }>(
      handle.db,
      sql.raw(
        `explain (analyze, format json) select website_id from site_feed_pulls where due_at <= '${now.toISOString()}'::timestamptz order by due_at limit 50`,
      ),
    );
    const text = JSON.stringify(plan?.["QUERY PLAN"]);
    expect(text).toContain("site_feed_pulls_due");
    expect(text).not.toContain('"Seq Scan"');
    expect(await dueIds(now)).toEqual([]);
  });
});
