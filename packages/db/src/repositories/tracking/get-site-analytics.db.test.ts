import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { getSiteAnalytics } from "./get-site-analytics.ts";
import { recordTrackingEvents, type TrackingEventInput } from "./record-tracking-events.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;

const event = (
  day: string,
  session: string,
  fields: Partial<TrackingEventInput> & { props?: Record<string, unknown> },
): TrackingEventInput => ({
  websiteId: site.id,
  category: "page_view",
  eventId: null,
  url: "https://example.test/",
  leadId: null,
  carId: null,
  anonId: null,
  sessionId: `session_${session.padEnd(10, "0")}`,
  errorMessage: null,
  createdAt: new Date(`${day}T10:00:00Z`),
  ...fields,
  properties: fields.props ?? {},
});

const google = { utm_source: "google", variant: "a" };
const facebook = { fbclid: "fb1", variant: "b" };

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "stats" });
  other = await createLeadTestSite(handle.db, { slug: "stats-other" });
  const day1 = "2026-11-20";
  const day2 = "2026-11-21";
  const rows = [
    // Day 1, session A from Google ads in variant a: home, a used car, a search, a lead.
    event(day1, "A", { eventId: 1, props: { ...google, page_type: "Home" } }),
    event(day1, "A", {
      category: "view_item",
      eventId: 4,
      props: { ...google, page_type: "Used Vehicle Details" },
    }),
    event(day1, "A", {
      category: "search",
      eventId: 29,
      props: { ...google, search_string: "ute" },
    }),
    event(day1, "A", { category: "form_step_completed", eventId: 32, props: google }),
    event(day1, "A", {
      category: "generate_lead",
      eventId: 15,
      leadId: "0b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
      props: { ...google, conversion: true },
    }),
    // Day 1, session B from Facebook in variant b: a new car, a call and a reveal, no lead.
    event(day1, "B", {
      category: "view_item",
      eventId: 3,
      props: { ...facebook, page_type: "New Vehicle Details" },
    }),
    event(day1, "B", { category: "click_to_call", eventId: 25, props: facebook }),
    event(day1, "B", { category: "phone_reveal", eventId: 49, props: facebook }),
    // Day 2, session C direct: a page of no §9 type and a general enquiry.
    event(day2, "C", { props: { page_type: "Other" } }),
    event(day2, "C", { category: "generate_lead", eventId: 22, props: { conversion: true } }),
    // Outside the range, and another site's: never counted.
    event("2026-11-22", "D", { eventId: 1, props: { page_type: "Home" } }),
    { ...event(day1, "E", { eventId: 1, props: { page_type: "Home" } }), websiteId: other.id },
  ];
  await recordTrackingEvents(handle.db, rows);
});

afterAll(async () => {
  await handle?.close();
});

describe("getSiteAnalytics", () => {
  it("answers per day what the events say, by source and by variant", async () => {
    const stats = await getSiteAnalytics(handle.db, site.id, {
      from: "2026-11-19",
      to: "2026-11-21",
    });
    expect(stats.days.map((day) => day.date)).toEqual(["2026-11-20", "2026-11-21"]);
    const [day1, day2] = stats.days;
    expect(day1).toMatchObject({
      page_views: { Home: 1, "Used Vehicle Details": 1, "New Vehicle Details": 1 },
      vehicle_views: 2,
      searches: 1,
      conversions: 1,
      conversions_by_form: { "Used Vehicle Enquiry": 1 },
      sessions: 2,
      conversion_rate: 0.5,
      calls: 1,
      reveals: 1,
    });
    expect(day1?.by_source.google).toMatchObject({
      vehicle_views: 1,
      searches: 1,
      conversions: 1,
      sessions: 1,
      conversion_rate: 1,
      calls: 0,
    });
    expect(day1?.by_source.facebook).toMatchObject({
      vehicle_views: 1,
      conversions: 0,
      sessions: 1,
      calls: 1,
      reveals: 1,
    });
    expect(day1?.by_variant).toMatchObject({
      a: { conversions: 1, sessions: 1, conversion_rate: 1 },
      b: { conversions: 0, sessions: 1, conversion_rate: 0 },
    });
    expect(day2).toMatchObject({
      page_views: { Other: 1 },
      conversions: 1,
      conversions_by_form: { "General Enquiry": 1 },
      sessions: 1,
      conversion_rate: 1,
      by_source: { direct: { conversions: 1, sessions: 1 } },
      by_variant: {},
    });
    expect(stats.totals).toMatchObject({
      vehicle_views: 2,
      conversions: 2,
      sessions: 3,
      conversion_rate: 0.6667,
      conversions_by_form: { "Used Vehicle Enquiry": 1, "General Enquiry": 1 },
      by_variant: { a: { conversions: 1 }, b: { conversions: 0 } },
    });
  });

  it("answers the same days and totals without each day's groups (the dashboard's read)", async () => {
    const range = { from: "2026-11-19", to: "2026-11-21" };
    const full = await getSiteAnalytics(handle.db, site.id, range);
    const lean = await getSiteAnalytics(handle.db, site.id, range, { dayGroups: false });
    expect(Object.keys(full.totals.by_source).length).toBeGreaterThan(1);
    expect(Object.keys(full.totals.by_variant)).toEqual(expect.arrayContaining(["a", "b"]));
    expect(lean).toEqual({
      ...full,
      days: full.days.map((day) => ({ ...day, by_source: {}, by_variant: {} })),
    });
  });

  it("answers an empty range with no days and zero totals", async () => {
    const stats = await getSiteAnalytics(handle.db, other.id, {
      from: "2026-01-01",
      to: "2026-01-31",
    });
    expect(stats.days).toEqual([]);
    expect(stats.totals).toMatchObject({ conversions: 0, sessions: 0, conversion_rate: 0 });
  });
});
