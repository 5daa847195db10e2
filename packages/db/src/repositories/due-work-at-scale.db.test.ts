import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_RESPONSE_TARGET_MINUTES } from "@forecourt/core/leads/lead-response";
import type { DatabaseHandle } from "../client.ts";
import { rows } from "../raw-rows.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { fullScans, plansOf, rowsRead } from "../testing/query-plans.ts";
import { createTenThousandSites } from "../testing/ten-thousand-sites.ts";
import {
  findDueContent,
  listDueDrafts,
  listHomeBannerBoundarySites,
  listOfferBoundarySites,
} from "./content/studio/due-content.ts";
import { purgeDeletedContent } from "./content/studio/remove-content.ts";
import { isCertifiableDomain } from "./domains/site-domains.ts";
import { listDueFeedPulls } from "./feeds/due-feed-pulls.ts";
import { queueLeadDigests } from "./leads/queue-lead-digests.ts";
import { queueWeeklyReports } from "./reports/queue-weekly-reports.ts";
import { releaseLapsedStaffHolds } from "./reservations/release-lapsed-staff-holds.ts";
import { archiveWebsite } from "./sites/archive-website.ts";
import { listDueRollupSites } from "./tracking/due-rollup-sites.ts";
import { getSitesInsightActivity } from "./tracking/get-insight-activity.ts";
import { getSitesLeadFigures } from "./tracking/get-lead-figures.ts";
import { getSitesSaleFigures } from "./tracking/get-sale-figures.ts";
import { getSitesAnalytics } from "./tracking/get-site-analytics.ts";
import { getSitesWebVitalsP75 } from "./tracking/get-web-vitals-p75.ts";
import { getSitesInsightSums } from "./tracking/get-sites-insight-sums.ts";
import { rollUpAllSites } from "./tracking/roll-up-tracking-events.ts";

// Every periodic job of the worker, over ten thousand sites with nothing due: each tick reads
// what is due by an index on its due time, never every site (issue 72). The plans are of the
// statements the job itself ran (`plansOf`), on both databases.
let handle: DatabaseHandle;
const now = new Date();
const BIG = [
  "websites",
  "staff_grants",
  "staff_users",
  "domains",
  "leads",
  "lead_reminders",
  "offers",
  "pages",
  "blog_posts",
  "deleted_content",
  "tracking_rollups",
  "tracking_events",
  "dealerships",
  "cars",
  "reservations",
];

beforeAll(async () => {
  handle = await createTestDatabase();
  await createTenThousandSites(handle.db, now);
}, 120_000);
afterAll(() => handle?.close());

async function expectIndexed(work: Parameters<typeof plansOf>[1]) {
  const planned = await plansOf(handle, work);
  expect(planned.length).toBeGreaterThan(0);
  expect(fullScans(planned, BIG)).toEqual([]);
  return planned;
}

describe("each periodic job over 10,000 sites with nothing due", () => {
  it("weekly reports: one indexed read of the grants not yet sent this week", async () => {
    const links = { consoleUrl: "https://console.test", unsubscribeUrl: () => "https://u.test" };
    let queued = -1;
    const planned = await expectIndexed(async (db) => {
      queued = await queueWeeklyReports(db, { now, links });
    });
    expect(queued).toBe(0);
    expect(planned).toHaveLength(1);
  });

  it("overdue-lead and reminder digests: the uncontacted leads and undone reminders by index", async () => {
    let marked = -1;
    const planned = await expectIndexed(async (db) => {
      marked = await queueLeadDigests(db, { now, consoleOrigin: "https://console.test" });
    });
    expect(marked).toBe(0);
    expect(planned).toHaveLength(2);
  });

  it("overdue-lead digests: a tick reads no lead while the unanswered ones are within their site's target", async () => {
    // A lead nobody has answered yet on every tenth site, made ten minutes ago (the default
    // target is two hours), and one sold without an answer: the watch's index holds the first
    // by the time they come due, not the second.
    await handle.db.execute(sql`insert into leads (website_id, category, name, status, created_at)
      select w.id, 'enquiry', 'Waiting ' || s.status, s.status,
        ${now.toISOString()}::timestamptz - interval '10 minutes'
      from websites w cross join (values ('new'), ('sold')) as s(status)
      where w.slug like 'scale-%' and w.id % 10 = 0`);
    try {
      const read = await rowsRead(handle, async (db) => {
        expect(await queueLeadDigests(db, { now, consoleOrigin: "https://console.test" })).toBe(0);
      });
      expect(read.leads ?? 0).toBe(0);
      expect(read.lead_reminders ?? 0).toBe(0);
      const [target] = await rows<{ minutes: string }>(
        handle.db,
        sql`select forecourt_response_target('{}'::jsonb) as minutes`,
      );
      expect(Number(target!.minutes)).toBe(DEFAULT_RESPONSE_TARGET_MINUTES);
      // A site whose target falls to five minutes: its waiting lead is due at once.
      const [site] = await rows<{ id: number }>(
        handle.db,
        sql`select website_id as id from leads where name = 'Waiting new' limit 1`,
      );
      await handle.db.execute(sql`update websites
        set settings = jsonb_set(settings, '{leads}', '{"responseTargetMinutes": 5}'::jsonb)
        where id = ${site!.id}`);
      expect(
        await queueLeadDigests(handle.db, { now, consoleOrigin: "https://console.test" }),
      ).toBe(1);
    } finally {
      await handle.db.execute(sql`delete from leads where name like 'Waiting %'`);
    }
  });

  it("the content clock: scheduled drafts, offers' and banners' times, deleted items, lapsed holds", async () => {
    const window = { from: new Date(now.getTime() - 10_000), to: now };
    const planned = await expectIndexed(async (db) => {
      expect(await listDueDrafts(db, now)).toEqual([]);
      expect(await listOfferBoundarySites(db, window)).toEqual([]);
      expect(await listHomeBannerBoundarySites(db, window)).toEqual([]);
      // Every site's item was deleted yesterday: none is kept past 30 days yet.
      const before = new Date(now.getTime() - 30 * 86_400_000);
      expect(await purgeDeletedContent(db, { before, limit: 200 })).toBe(0);
      expect(await releaseLapsedStaffHolds(db, now)).toEqual([]);
    });
    // What the clock asks first, in one statement by the same indexes: nothing due, and not
    // one row read.
    const ask = { ...window, purgeBefore: new Date(now.getTime() - 30 * 86_400_000) };
    expect(await expectIndexed((db) => findDueContent(db, ask))).toHaveLength(1);
    const read = await rowsRead(handle, async (db) => {
      expect(await findDueContent(db, ask)).toEqual({
        draftKinds: [],
        hasOfferBoundary: false,
        hasBannerBoundary: false,
        hasDeletedToPurge: false,
      });
    });
    expect(Object.values(read).reduce((sum, count) => sum + count, 0)).toBe(0);
    const byIndex = planned.flatMap((statement) => statement.scans.map((scan) => scan.index));
    expect(byIndex).toEqual(
      expect.arrayContaining([
        "offers_publish_at",
        "pages_publish_at",
        "deleted_content_deleted_at",
        // The live reservations only (pending or confirmed), not every one ever made.
        "reservations_live_car",
      ]),
    );
  });

  it("the feed puller: the pulls due by their time", async () => {
    await expectIndexed(async (db) => {
      expect(await listDueFeedPulls(db, { now, limit: 50 })).toEqual([]);
    });
  });

  it("the analytics roll-up: only the sites with events or a day to close", async () => {
    await expectIndexed(async (db) => {
      const since = new Date(now.getTime() - 3_600_000);
      expect(await rollUpAllSites(db, { now, since, retentionDays: 400 })).toEqual([]);
    });
  });

  it("the certificate ask: one domain by its host", async () => {
    await expectIndexed(async (db) => {
      expect(await isCertifiableDomain(db, "www.scale-5000.example")).toBe(true);
      expect(await isCertifiableDomain(db, "www.unknown.example")).toBe(false);
    });
  });
});

describe("the analytics roll-up's due sites", () => {
  it("are those with events not yet rolled up, a day to close or events past retention, live ones", async () => {
    const idOf = async (slug: string) => {
      const [row] = await rows<{ id: number }>(
        handle.db,
        sql`select id from websites where slug = ${slug}`,
      );
      return row!.id;
    };
    const [fresh, open, old, archived] = await Promise.all(
      ["scale-1", "scale-2", "scale-3", "scale-4"].map(idOf),
    );
    const at = now.toISOString();
    const lastHour = sql`date_trunc('hour', ${at}::timestamptz at time zone 'UTC') at time zone 'UTC'
      - interval '1 minute'`;
    const today = sql`(${at}::timestamptz at time zone 'UTC')::date`;
    // A site's first events; another's and an archived site's in the last whole hour.
    await handle.db.execute(sql`delete from tracking_rollups where website_id = ${fresh}`);
    await handle.db.execute(sql`insert into tracking_events (website_id, category, created_at)
      values (${fresh}, 'page', ${lastHour}), (${archived}, 'page', ${lastHour}),
        (${old}, 'page', ${at}::timestamptz - interval '500 days')`);
    // A day rolled up in part, and ended.
    await handle.db.execute(sql`update tracking_rollups set rolled_through = ${today} - 2,
      rolled_until = (${today} - 1)::timestamp at time zone 'UTC',
      partial_until = (${today} - 1)::timestamp at time zone 'UTC' + interval '20 hours',
      partial_day_ends_at = ${today}::timestamp at time zone 'UTC'
      where website_id = ${open}`);
    await archiveWebsite(handle.db, archived!);
    const since = new Date(now.getTime() - 2 * 3_600_000);
    expect(await listDueRollupSites(handle.db, { now, since, retentionDays: 400 })).toEqual([
      fresh,
      open,
      old,
    ]);
    // Rolled up, they are due no more.
    await rollUpAllSites(handle.db, { now, since, retentionDays: 400 });
    expect(await listDueRollupSites(handle.db, { now, since, retentionDays: 400 })).toEqual([]);
  });
});

describe("Insight over the platform's 10,000 sites", () => {
  it("reads each figure in one statement over every site, and no raw event a site has rolled up", async () => {
    const ids = (
      await rows<{ id: number }>(
        handle.db,
        sql`select id from websites where slug like 'scale-%' order by id`,
      )
    ).map((row) => row.id);
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const range = { from: day(now.getTime() - 29 * 86_400_000), to: day(now.getTime()) };
    const days = {
      start: new Date(`${range.from}T00:00:00Z`),
      end: new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000),
    };
    const insight = async (db: Parameters<Parameters<typeof plansOf>[1]>[0]) => {
      const events = await getSitesAnalytics(db, ids, range, { dayGroups: false });
      const leads = await getSitesLeadFigures(db, ids, days);
      await getSitesSaleFigures(db, ids, days);
      await getSitesWebVitalsP75(db, ids, range);
      await getSitesInsightActivity(db, ids, range, { days });
      return { events, leads };
    };
    let answered: Awaited<ReturnType<typeof insight>> | null = null;
    const planned = await plansOf(handle, async (db) => {
      answered = await insight(db);
    });
    // A few statements a figure (each site's mark, the figure, the credit of today's leads),
    // not one a site.
    expect(planned.length).toBeLessThanOrEqual(15);
    expect(answered!.events.size).toBe(ids.length);
    expect(answered!.leads.get(ids[0]!)!.leads).toBe(1);
    const read = await rowsRead(handle, insight);
    // Every site is rolled up to the last hour: its five raw page views are not read again.
    expect(read.tracking_events ?? 0).toBe(0);
    // The range's leads (one a site), once for their groups and once for those to credit.
    expect(read.leads ?? 0).toBeLessThanOrEqual(2 * ids.length);
  }, 120_000);

  it("sums the platform in the database: a few statements, a row per day or kind, lists of ten", async () => {
    const sites = await rows<{ id: number; name: string }>(
      handle.db,
      sql`select id, name from websites where slug like 'scale-%' order by name`,
    );
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const range = { from: day(now.getTime() - 29 * 86_400_000), to: day(now.getTime()) };
    const days = {
      start: new Date(`${range.from}T00:00:00Z`),
      end: new Date(Date.parse(`${range.to}T00:00:00Z`) + 86_400_000),
    };
    const sums = (db: Parameters<Parameters<typeof plansOf>[1]>[0]) =>
      getSitesInsightSums(db, sites, range, { days, timeZone: "UTC", withSpeed: true });
    let answered: Awaited<ReturnType<typeof sums>> | null = null;
    const planned = await plansOf(handle, async (db) => {
      answered = await sums(db);
    });
    expect(planned.length).toBeLessThanOrEqual(12);
    const group = answered!;
    expect(group.counts.leads).toBe(sites.length);
    // Lists that name sites hold their first ten (and ties), never a row per site.
    expect(group.leadsByLandingPage.length).toBeLessThanOrEqual(10);
    expect(group.topByLeads.length).toBeLessThanOrEqual(10);
    expect(group.topViewed.length).toBeLessThanOrEqual(10);
    expect(group.sales.bySite).toHaveLength(10);
    expect(group.days.length).toBeLessThanOrEqual(31);
    const read = await rowsRead(handle, sums);
    // Every site is rolled up to the last hour: no raw event is read again.
    expect(read.tracking_events ?? 0).toBe(0);
    // The range's leads (one a site): credited, to credit, and per site for visits and sales.
    expect(read.leads ?? 0).toBeLessThanOrEqual(4 * sites.length);
  }, 120_000);
});
