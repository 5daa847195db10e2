import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../client.ts";
import { rows } from "../../../raw-rows.ts";
import { siteBannerTimes, websites } from "../../../schema.ts";
import { createLeadTestSite } from "../../../testing/lead-sites.ts";
import { createTestDatabase } from "../../../testing/test-database.ts";
import { archiveWebsite } from "../../sites/archive-website.ts";
import { listHomeBannerBoundarySites } from "./due-content.ts";

// The content clock's home banners: their times kept apart from the settings by a trigger, so a
// tick reads the times in its window by an index, never every site's settings.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

const at = (iso: string) => new Date(iso);
const banners = (...list: { startsAt?: string; endsAt?: string }[]) => ({
  home: { banners: list.map((times, index) => ({ title: `Banner ${index + 1}`, ...times })) },
});
const boundaries = (from: string, to: string) =>
  listHomeBannerBoundarySites(handle.db, { from: at(from), to: at(to) });

describe("home banner times", () => {
  it("follow every write of a site's settings, leave out what is no time, and go with archiving", async () => {
    const site = await createLeadTestSite(handle.db, {
      slug: "banner-times",
      settings: banners(
        { startsAt: "2026-12-01T00:00:00Z", endsAt: "2026-12-08T00:00:00Z" },
        { endsAt: "2026-13-45T00:00:00Z" },
        { startsAt: "soon" },
      ),
    });
    expect(await boundaries("2026-11-30T00:00:00Z", "2026-12-01T00:00:00Z")).toEqual([site.id]);
    expect(await boundaries("2026-12-01T00:00:00Z", "2026-12-07T00:00:00Z")).toEqual([]);
    expect(await boundaries("2026-12-07T00:00:00Z", "2026-12-08T00:00:00Z")).toEqual([site.id]);

    // A settings write moves the times; one without banners leaves none.
    await handle.db
      .update(websites)
      .set({ settings: banners({ endsAt: "2026-12-24T00:00:00Z" }) })
      .where(eq(websites.id, site.id));
    expect(await boundaries("2026-12-07T00:00:00Z", "2026-12-08T00:00:00Z")).toEqual([]);
    expect(await boundaries("2026-12-23T00:00:00Z", "2026-12-24T00:00:00Z")).toEqual([site.id]);
    await archiveWebsite(handle.db, site.id);
    expect(await boundaries("2026-12-23T00:00:00Z", "2026-12-24T00:00:00Z")).toEqual([]);
  });

  it("are read by the index on their time: a tick reads the times in its window, not every site's", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "many-banners" });
    // Ten thousand sites' worth of banner times, all long past.
    await handle.db.execute(sql`
      insert into site_banner_times (website_id, at)
      select ${site.id}, timestamptz '2020-01-01' + make_interval(mins => n)
      from generate_series(1, 10000) as n`);
    await handle.db.execute(sql`analyze site_banner_times`);
    const window = { from: at("2026-12-01T00:00:00Z"), to: at("2026-12-01T00:00:10Z") };
    const query = handle.db
      .selectDistinct({ websiteId: siteBannerTimes.websiteId })
      .from(siteBannerTimes)
      .where(sql`${siteBannerTimes.at} > ${window.from} and ${siteBannerTimes.at} <= ${window.to}`)
      .toSQL();
    const [plan] = await rows<{ "QUERY PLAN": unknown }>(
      handle.db,
      sql.raw(
        `explain (analyze, format json) ${query.sql.replace(/\$(\d+)/g, (_, n: string) => `'${(query.params[Number(n) - 1] as Date).toISOString()}'::timestamptz`)}`,
      ),
    );
    const text = JSON.stringify(plan?.["QUERY PLAN"]);
    expect(text).toContain("site_banner_times_at");
    expect(text).not.toContain('"Seq Scan"');
    expect(text).not.toContain('"websites"');
    expect(await listHomeBannerBoundarySites(handle.db, window)).toEqual([]);
  });
});
