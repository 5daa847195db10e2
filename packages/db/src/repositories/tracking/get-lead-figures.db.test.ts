import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { DatabaseHandle } from "../../client.ts";
import { domains, leads } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestCar } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { landingPath } from "./credit-leads.ts";
import { getLeadFigures } from "./get-lead-figures.ts";
import { recordTrackingEvents, type TrackingEventInput } from "./record-tracking-events.ts";
import { rollUpTrackingEvents } from "./roll-up-tracking-events.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let carId = 0;

const DAY = 86_400_000;
const leadAt = new Date("2026-11-20T12:00:00Z");
const ids = {
  google: "1b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  stale: "2b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  direct: "3b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  query: "4b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  incomplete: "5b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  tenDays: "6b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  none: "7b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  // The next day's, within the hour before the rollup: left to be credited at read.
  late: "8b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
};
const lateAt = new Date("2026-11-21T11:30:00Z");

const event = (
  anonId: string,
  at: Date,
  props: Record<string, unknown>,
  leadId: string | null = null,
): TrackingEventInput => ({
  websiteId: site.id,
  category: leadId ? "generate_lead" : "page_view",
  eventId: leadId ? 15 : 1,
  url: "https://figures.test/",
  leadId,
  carId: null,
  anonId,
  sessionId: "session_0000000000",
  errorMessage: null,
  createdAt: at,
  properties: props,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "lead-figures" });
  await handle.db.insert(domains).values({ websiteId: site.id, host: "lead-figures.test" });
  carId = await createTestCar(handle.db, site);
  const lead = (id: string, extra: Partial<typeof leads.$inferInsert> = {}) => ({
    id,
    websiteId: site.id,
    category: "Test Drive",
    createdAt: leadAt,
    ...extra,
  });
  await handle.db.insert(leads).values([
    // Facebook 10 days before, then Google 2 days before, then a direct visit: Google earns it.
    lead(ids.google, {
      category: "Used Vehicle Enquiry",
      visitedPages: ["https://lead-figures.test/cars/used?utm_source=google", "/cars/1"],
    }),
    // Its only click is 31 days old, then a visit from the site's own page: direct.
    lead(ids.stale),
    // A referral from another site.
    lead(ids.direct, { url: "https://lead-figures.test/finance?x=1" }),
    // No events at all: the lead's own first-page query says where it came from.
    lead(ids.query, {
      linkedQueryParams: { utm_source: "newsletter", utm_campaign: "november" },
    }),
    // A multi-step form part-way is no lead yet.
    lead(ids.incomplete, { leadStatus: "Incomplete", isFormCompleted: false }),
    // A utm click 10 days before, then direct visits: the click earns it.
    lead(ids.tenDays, { carId }),
    // No touch and no query: direct.
    lead(ids.none, { category: "Finance Application" }),
    lead(ids.late, { createdAt: lateAt }),
  ]);
  await recordTrackingEvents(handle.db, [
    event("anon-g", new Date(leadAt.getTime() - 10 * DAY), { utm_source: "facebook" }),
    event("anon-g", new Date(leadAt.getTime() - 2 * DAY), {
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "utes",
    }),
    event("anon-g", new Date(leadAt.getTime() - DAY), {}),
    event("anon-g", leadAt, {}, ids.google),
    event("anon-s", new Date(leadAt.getTime() - 31 * DAY), { gclid: "old" }),
    event("anon-s", new Date(leadAt.getTime() - DAY), { referrer: "lead-figures.test" }),
    event("anon-s", leadAt, {}, ids.stale),
    event("anon-r", new Date(leadAt.getTime() - DAY), { referrer: "news.test" }),
    event("anon-r", leadAt, {}, ids.direct),
    // A click after the lead is not its source.
    event("anon-r", new Date(leadAt.getTime() + 60_000), { utm_source: "later" }),
    event("anon-t", new Date(leadAt.getTime() - 10 * DAY), {
      utm_source: "facebook",
      utm_medium: "social",
      utm_campaign: "spring",
    }),
    event("anon-t", new Date(leadAt.getTime() - 3 * DAY), { referrer: "lead-figures.test" }),
    event("anon-t", new Date(leadAt.getTime() - DAY), {}),
    event("anon-t", leadAt, {}, ids.tenDays),
    event("anon-l", new Date(lateAt.getTime() - 60_000), { gclid: "late" }),
    event("anon-l", lateAt, {}, ids.late),
  ]);
});

afterAll(async () => {
  await handle?.close();
});

const day20 = { start: new Date("2026-11-20T00:00:00Z"), end: new Date("2026-11-21T00:00:00Z") };
const twoDays = { start: day20.start, end: new Date("2026-11-22T00:00:00Z") };

describe("getLeadFigures", () => {
  it("counts leads from the leads table, credited to the last non-direct click within 30 days", async () => {
    const figures = await getLeadFigures(handle.db, site.id, day20);
    expect(figures.leads).toBe(6);
    expect(figures.by_form).toEqual({
      "Used Vehicle Enquiry": 1,
      "Test Drive": 4,
      "Finance Application": 1,
    });
    expect(figures.by_day).toEqual({ "2026-11-20": 6 });
    expect(figures.by_source).toEqual([
      { source: "direct", medium: "none", campaign: "", leads: 2 },
      { source: "facebook", medium: "social", campaign: "spring", leads: 1 },
      { source: "google", medium: "cpc", campaign: "utes", leads: 1 },
      { source: "news.test", medium: "referral", campaign: "", leads: 1 },
      { source: "newsletter", medium: "(none)", campaign: "november", leads: 1 },
    ]);
    expect(figures.by_landing_page).toEqual({ "/cars/used": 1, "/finance": 1, "(unknown)": 4 });
    expect(figures.by_car).toEqual({ [String(carId)]: 1 });
  });

  it("answers nothing for a range without leads", async () => {
    const figures = await getLeadFigures(handle.db, site.id, {
      start: new Date("2026-10-01T00:00:00Z"),
      end: new Date("2026-10-02T00:00:00Z"),
    });
    expect(figures).toMatchObject({ leads: 0, by_source: [] });
  });

  it("reads a landing path from an absolute or relative URL", () => {
    expect(landingPath("https://x.test/a/b?utm_source=y")).toBe("/a/b");
    expect(landingPath("/cars?x=1")).toBe("/cars");
    expect(landingPath(null)).toBe("(unknown)");
  });
});

describe("stored lead credit", () => {
  const stored = async () =>
    Object.fromEntries(
      (
        await handle.db
          .select({
            id: leads.id,
            source: leads.creditSource,
            medium: leads.creditMedium,
            campaign: leads.creditCampaign,
            landing: leads.landingPath,
            creditedAt: leads.creditedAt,
          })
          .from(leads)
          .where(eq(leads.websiteId, site.id))
      ).map(({ id, ...credit }) => [id, credit]),
    );

  it("is the rule's answer, stored when the lead's day is rolled up, and the figures stay the same", async () => {
    const before = await getLeadFigures(handle.db, site.id, twoDays);
    const beforeDay20 = await getLeadFigures(handle.db, site.id, day20);
    expect(before.leads).toBe(7);
    expect(Object.values(await stored()).every((lead) => lead.creditedAt === null)).toBe(true);

    // An hour after the late lead would be credited; 30 minutes after, it is left for later.
    const result = await rollUpTrackingEvents(handle.db, site.id, {
      now: new Date("2026-11-21T12:00:00Z"),
      retentionDays: 3_650,
    });
    expect(result.days.at(-1)).toBe("2026-11-20");
    expect(result.credited).toBe(6);
    const credits = await stored();
    const credit = (source: string, medium: string, campaign: string, landing = "(unknown)") => ({
      source,
      medium,
      campaign,
      landing,
      creditedAt: new Date("2026-11-21T12:00:00Z"),
    });
    expect(credits[ids.tenDays]).toEqual(credit("facebook", "social", "spring"));
    expect(credits[ids.google]).toEqual(credit("google", "cpc", "utes", "/cars/used"));
    expect(credits[ids.stale]).toEqual(credit("direct", "none", ""));
    expect(credits[ids.none]).toEqual(credit("direct", "none", ""));
    expect(credits[ids.direct]).toEqual(credit("news.test", "referral", "", "/finance"));
    expect(credits[ids.query]).toEqual(credit("newsletter", "(none)", "november"));
    expect(credits[ids.incomplete]?.creditedAt).toBeNull();
    expect(credits[ids.late]?.creditedAt).toBeNull();

    // Stored credits for the rolled-up day, the late lead credited at read: the same figures.
    expect(await getLeadFigures(handle.db, site.id, twoDays)).toEqual(before);
    expect(await getLeadFigures(handle.db, site.id, day20)).toEqual(beforeDay20);
  });

  it("credits each lead once, and the credit outlives the raw events", async () => {
    const before = await getLeadFigures(handle.db, site.id, twoDays);
    // Weeks later: the late lead is credited, then every raw event is past a 31-day retention.
    const later = await rollUpTrackingEvents(handle.db, site.id, {
      now: new Date("2027-02-01T00:00:00Z"),
      retentionDays: 31,
    });
    expect(later.credited).toBe(1);
    expect(later.deleted).toBeGreaterThan(0);
    expect((await stored())[ids.late]).toMatchObject({ source: "google", medium: "cpc" });
    expect(await getLeadFigures(handle.db, site.id, twoDays)).toEqual(before);
    const again = await rollUpTrackingEvents(handle.db, site.id, {
      now: new Date("2027-02-01T01:00:00Z"),
      retentionDays: 31,
    });
    expect(again.credited).toBe(0);
  });
});
