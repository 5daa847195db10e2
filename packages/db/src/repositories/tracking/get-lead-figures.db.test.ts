import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { domains, leads } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { getLeadFigures, landingPath } from "./get-lead-figures.ts";
import { recordTrackingEvents, type TrackingEventInput } from "./record-tracking-events.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

const DAY = 86_400_000;
const leadAt = new Date("2026-11-20T12:00:00Z");
const ids = {
  google: "1b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  stale: "2b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  direct: "3b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  query: "4b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
  incomplete: "5b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11",
};

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
  ]);
});

afterAll(async () => {
  await handle?.close();
});

describe("getLeadFigures", () => {
  it("counts leads from the leads table, credited to the last non-direct click within 30 days", async () => {
    const figures = await getLeadFigures(handle.db, site.id, {
      start: new Date("2026-11-20T00:00:00Z"),
      end: new Date("2026-11-21T00:00:00Z"),
    });
    expect(figures.leads).toBe(4);
    expect(figures.by_form).toEqual({ "Used Vehicle Enquiry": 1, "Test Drive": 3 });
    expect(figures.by_day).toEqual({ "2026-11-20": 4 });
    expect(figures.by_source).toEqual([
      { source: "direct", medium: "none", campaign: "", leads: 1 },
      { source: "google", medium: "cpc", campaign: "utes", leads: 1 },
      { source: "news.test", medium: "referral", campaign: "", leads: 1 },
      { source: "newsletter", medium: "(none)", campaign: "november", leads: 1 },
    ]);
    expect(figures.by_landing_page).toEqual({ "/cars/used": 1, "/finance": 1, "(unknown)": 2 });
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
