import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../client.ts";
import { trackingEvents, webVitalsDaily } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { rollupSplit } from "./analytics-sql.ts";
import { getInsightActivity } from "./get-insight-activity.ts";
import { getSiteAnalytics } from "./get-site-analytics.ts";
import { getWebVitalsP75 } from "./get-web-vitals-p75.ts";
import { recordTrackingEvents, type TrackingEventInput } from "./record-tracking-events.ts";
import { rollUpTrackingEvents } from "./roll-up-tracking-events.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

const event = (
  at: string,
  session: string,
  fields: Partial<TrackingEventInput> & { props?: Record<string, unknown> } = {},
): TrackingEventInput => ({
  websiteId: site.id,
  category: "page_view",
  eventId: 1,
  url: "https://rollup.test/",
  leadId: null,
  carId: null,
  anonId: null,
  sessionId: `session_${session.padEnd(10, "0")}`,
  errorMessage: null,
  createdAt: new Date(at),
  ...fields,
  properties: fields.props ?? { page_type: "Home" },
});

const range = { from: "2026-09-01", to: "2026-11-30" };
/** The sites whose rollup mechanics are tested here count UTC days; a Sydney site its own. */
const UTC_DAYS = { timeZone: "UTC" };

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "rollup", settings: UTC_DAYS });
  await recordTrackingEvents(handle.db, [
    // An old day, past a 31-day retention from 2026-11-20.
    event("2026-09-10T09:00:00Z", "A", { props: { page_type: "Home", utm_source: "google" } }),
    event("2026-09-10T10:00:00Z", "A", {
      category: "generate_lead",
      eventId: 15,
      props: { utm_source: "google", conversion: true, variant: "a" },
    }),
    event("2026-09-10T11:00:00Z", "B", { category: "view_item", eventId: 4, carId: 7 }),
    // A recent day, kept raw as well as rolled up.
    event("2026-11-18T09:00:00Z", "C"),
    ...[1800, 2400, 3000, 5200].map((value, i) =>
      event(`2026-11-18T09:0${i}:00Z`, "C", {
        category: "web_vital",
        eventId: null,
        props: { metric: "LCP", value, page_group: "home" },
      }),
    ),
    // Today: not rolled up.
    event("2026-11-20T08:00:00Z", "D"),
  ]);
});

afterAll(async () => {
  await handle?.close();
});

describe("rollUpTrackingEvents", () => {
  it("answers the same figures from rollups as from the raw events, and deletes only what is rolled up and past retention", async () => {
    const before = await getSiteAnalytics(handle.db, site.id, range);
    const leanBefore = await getSiteAnalytics(handle.db, site.id, range, { dayGroups: false });
    const vitalsBefore = await getWebVitalsP75(handle.db, site.id, range);
    expect(vitalsBefore).toEqual([
      {
        day: "2026-11-18",
        pageGroup: "home",
        metric: "LCP",
        p75: 3550,
        samples: 4,
        rating: "needs-improvement",
      },
    ]);
    const result = await rollUpTrackingEvents(handle.db, site.id, {
      now: new Date("2026-11-20T12:00:00Z"),
      retentionDays: 31,
    });
    expect(result.days[0]).toBe("2026-09-10");
    expect(result.days.at(-1)).toBe("2026-11-19");
    expect(result.deleted).toBe(3);
    const left = await handle.db
      .select({ at: trackingEvents.createdAt })
      .from(trackingEvents)
      .where(eq(trackingEvents.websiteId, site.id));
    expect(left).toHaveLength(6);

    const after = await getSiteAnalytics(handle.db, site.id, range);
    expect(after).toEqual(before);
    expect(await getSiteAnalytics(handle.db, site.id, range, { dayGroups: false })).toEqual(
      leanBefore,
    );
    expect(await getWebVitalsP75(handle.db, site.id, range)).toEqual(vitalsBefore);
    expect(after.totals).toMatchObject({
      conversions: 1,
      vehicle_views: 1,
      sessions: 4,
      by_source: { google: { conversions: 1, sessions: 1 } },
      by_variant: { a: { conversions: 1 } },
    });

    const vitals = await handle.db
      .select()
      .from(webVitalsDaily)
      .where(eq(webVitalsDaily.websiteId, site.id));
    expect(vitals).toEqual([
      expect.objectContaining({ day: "2026-11-18", pageGroup: "home", metric: "LCP", samples: 4 }),
    ]);
    // percentile_cont over 1800, 2400, 3000, 5200.
    expect(vitals[0]?.p75).toBeCloseTo(3550, 5);
  });

  it("is up to date on a second run the same day, and rolls on the next day", async () => {
    const again = await rollUpTrackingEvents(handle.db, site.id, {
      now: new Date("2026-11-20T23:00:00Z"),
      retentionDays: 31,
    });
    expect(again).toMatchObject({ days: [], deleted: 0 });
    const next = await rollUpTrackingEvents(handle.db, site.id, {
      now: new Date("2026-11-21T01:00:00Z"),
      retentionDays: 31,
    });
    expect(next.days).toEqual(["2026-11-20"]);
    const day = await getSiteAnalytics(handle.db, site.id, {
      from: "2026-11-20",
      to: "2026-11-20",
    });
    expect(day.totals.page_views).toEqual({ Home: 1 });
  });
});

describe("today rolled up to its last whole hour", () => {
  let hourly: LeadTestSite;
  const today = { from: "2026-11-20", to: "2026-11-20" };
  const at = (time: string, session: string, fields: Parameters<typeof event>[2] = {}) => ({
    ...event(`2026-11-20T${time}Z`, session, fields),
    websiteId: hourly.id,
  });
  const view = { category: "view_item", eventId: 4, carId: 9, props: { page_type: "Vehicle" } };

  beforeAll(async () => {
    hourly = await createLeadTestSite(handle.db, { slug: "rollup-hourly", settings: UTC_DAYS });
    await recordTrackingEvents(handle.db, [
      { ...event("2026-11-19T12:00:00Z", "Y"), websiteId: hourly.id },
      at("08:10:00", "E"),
      at("09:50:00", "F", view),
      at("10:20:00", "G", view),
    ]);
  });

  it("reads the rolled-up hours from the rollups and only the hour after from the raw events, counting each event once", async () => {
    const raw = await getSiteAnalytics(handle.db, hourly.id, today);
    expect(raw.totals).toMatchObject({ page_views: { Home: 1, Vehicle: 2 }, sessions: 3 });

    const first = await rollUpTrackingEvents(handle.db, hourly.id, {
      now: new Date("2026-11-20T10:30:00Z"),
      retentionDays: 31,
    });
    expect(first.days).toEqual(["2026-11-19"]);
    expect(first.todayUntil).toEqual(new Date("2026-11-20T10:00:00Z"));
    const split = await rollupSplit(handle.db, hourly.id, today);
    expect(split).toMatchObject({ rolledThrough: "2026-11-19", rolledTo: "2026-11-20" });
    expect(split.rawStart).toEqual(new Date("2026-11-20T10:00:00Z"));
    expect(await getSiteAnalytics(handle.db, hourly.id, today)).toEqual(raw);
    const activity = await getInsightActivity(handle.db, hourly.id, today);
    expect(activity.topViewed).toEqual([expect.objectContaining({ carId: 9, count: 2 })]);

    // The same hour again: nothing to do.
    const same = await rollUpTrackingEvents(handle.db, hourly.id, {
      now: new Date("2026-11-20T10:55:00Z"),
      retentionDays: 31,
    });
    expect(same.todayUntil).toBeNull();

    // The next hour replaces the partial rows, so nothing is counted twice.
    await recordTrackingEvents(handle.db, [at("10:40:00", "H", view), at("11:10:00", "I")]);
    const next = await rollUpTrackingEvents(handle.db, hourly.id, {
      now: new Date("2026-11-20T11:05:00Z"),
      retentionDays: 31,
    });
    expect(next.todayUntil).toEqual(new Date("2026-11-20T11:00:00Z"));
    const later = await getSiteAnalytics(handle.db, hourly.id, today);
    expect(later.totals).toMatchObject({ page_views: { Home: 2, Vehicle: 3 }, sessions: 5 });
    expect((await getInsightActivity(handle.db, hourly.id, today)).topViewed).toEqual([
      expect.objectContaining({ carId: 9, count: 3 }),
    ]);

    // The whole day replaces the partial rollup when the day is over.
    const tomorrow = await rollUpTrackingEvents(handle.db, hourly.id, {
      now: new Date("2026-11-21T00:30:00Z"),
      retentionDays: 31,
    });
    expect(tomorrow).toMatchObject({ days: ["2026-11-20"], todayUntil: null });
    expect(await getSiteAnalytics(handle.db, hourly.id, today)).toEqual(later);
  });

  it("leaves today raw without partial rollups (partialDay: false), with the same figures", async () => {
    const other = await createLeadTestSite(handle.db, { slug: "rollup-daily", settings: UTC_DAYS });
    await recordTrackingEvents(handle.db, [
      { ...event("2026-11-19T12:00:00Z", "Y"), websiteId: other.id },
      { ...event("2026-11-20T09:00:00Z", "Z"), websiteId: other.id },
    ]);
    const result = await rollUpTrackingEvents(handle.db, other.id, {
      now: new Date("2026-11-20T10:30:00Z"),
      retentionDays: 31,
      partialDay: false,
    });
    expect(result).toMatchObject({ days: ["2026-11-19"], todayUntil: null });
    const split = await rollupSplit(handle.db, other.id, today);
    expect(split.rawStart).toEqual(new Date("2026-11-20T00:00:00Z"));
    const figures = await getSiteAnalytics(handle.db, other.id, today);
    expect(figures.totals).toMatchObject({ page_views: { Home: 1 }, sessions: 1 });
  });
});

describe("the site's own days", () => {
  it("counts a visit and its speed on the day it was in the site's zone, rolled up or raw", async () => {
    const sydney = await createLeadTestSite(handle.db, {
      slug: "rollup-sydney",
      settings: { timeZone: "Australia/Sydney" },
    });
    // 18:28 UTC on the 28th is 05:28 AEDT on the 29th.
    await recordTrackingEvents(handle.db, [
      { ...event("2026-11-28T18:28:00Z", "S"), websiteId: sydney.id },
      {
        ...event("2026-11-28T18:29:00Z", "S", {
          category: "web_vital",
          eventId: null,
          props: { metric: "LCP", value: 2000, page_group: "home" },
        }),
        websiteId: sydney.id,
      },
    ]);
    const days = { from: "2026-11-28", to: "2026-11-29" };
    const visitDays = async () =>
      (await getSiteAnalytics(handle.db, sydney.id, days)).days.map((d) => [d.date, d.sessions]);
    const speedDays = async () =>
      (await getWebVitalsP75(handle.db, sydney.id, days)).map((d) => [d.day, d.samples]);
    expect(await visitDays()).toEqual([["2026-11-29", 1]]);
    expect(await speedDays()).toEqual([["2026-11-29", 1]]);

    // At 12:00 UTC on the 29th it is still the 29th in Sydney (23:00): no whole day to roll up.
    const early = await rollUpTrackingEvents(handle.db, sydney.id, {
      now: new Date("2026-11-29T12:00:00Z"),
      retentionDays: 31,
    });
    expect(early.days).toEqual([]);
    // At 14:00 UTC it is the 30th there: the 29th is rolled up whole and still answers the same,
    // and the 30th, begun at 13:00 UTC (AEDT, UTC+11), is rolled up to its last whole hour.
    const next = await rollUpTrackingEvents(handle.db, sydney.id, {
      now: new Date("2026-11-29T14:00:00Z"),
      retentionDays: 31,
    });
    expect(next).toMatchObject({
      days: ["2026-11-29"],
      todayUntil: new Date("2026-11-29T14:00:00Z"),
    });
    expect(await visitDays()).toEqual([["2026-11-29", 1]]);
    expect(await speedDays()).toEqual([["2026-11-29", 1]]);
    const split = await rollupSplit(handle.db, sydney.id, days);
    expect(split).toMatchObject({ timeZone: "Australia/Sydney", rolledThrough: "2026-11-29" });
    expect(split.rawStart).toEqual(new Date("2026-11-29T14:00:00Z"));
  });
});
