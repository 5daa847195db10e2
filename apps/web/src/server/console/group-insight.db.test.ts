import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildGroupInsight, buildInsight } from "@forecourt/core/analytics/insight-report";
import type { DatabaseHandle } from "@forecourt/db/client";
import {
  recordTrackingEvents,
  type TrackingEventInput,
} from "@forecourt/db/repositories/tracking/record-tracking-events";
import { rollUpTrackingEvents } from "@forecourt/db/repositories/tracking/roll-up-tracking-events";
import { getSitesInsightSums } from "@forecourt/db/repositories/tracking/get-sites-insight-sums";
import { leads, reservations } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar, TEST_RANGER } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { siteDayRange } from "@forecourt/core/time/site-time";
import { sitesFigures } from "./insight-data.ts";

let handle: DatabaseHandle;
const sites: LeadTestSite[] = [];
const range = { from: "2026-11-01", to: "2026-11-20" };
const ZONE = "Australia/Sydney";

/** A visit's events: the home, a car's page, maybe a lead's conversion and a chat. */
function visit(
  site: LeadTestSite,
  at: string,
  session: string,
  options: { car?: number; variant?: string; source?: string; lead?: boolean; chat?: boolean },
): TrackingEventInput[] {
  const properties: Record<string, unknown> = {
    ...(options.variant ? { variant: options.variant } : {}),
    ...(options.source ? { utm_source: options.source } : {}),
  };
  const base = {
    websiteId: site.id,
    url: "https://group.test/",
    leadId: null,
    anonId: `anon_${session}`,
    sessionId: `session_${session}`,
    errorMessage: null,
    createdAt: new Date(at),
  };
  return [
    { ...base, category: "page_view", eventId: 1, carId: null, properties },
    { ...base, category: "view_item", eventId: 4, carId: options.car ?? null, properties },
    ...(options.lead
      ? [
          {
            ...base,
            category: "generate_lead",
            eventId: 22,
            carId: null,
            properties: { ...properties, conversion: true },
          },
        ]
      : []),
    ...(options.chat ? [{ ...base, category: "chat", eventId: 55, carId: null, properties }] : []),
  ];
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  for (const [slug, zone] of [
    ["sum-alpha", ZONE],
    ["sum-bravo", ZONE],
    ["sum-charlie", "UTC"],
    ["sum-delta", ZONE],
  ] as const) {
    sites.push(await createLeadTestSite(db, { slug, settings: { timeZone: zone } }));
  }
  const [alpha, bravo, charlie, delta] = sites as [
    LeadTestSite,
    LeadTestSite,
    LeadTestSite,
    LeadTestSite,
  ];
  const cars = new Map<number, number[]>();
  for (const site of [alpha, bravo, charlie]) {
    cars.set(site.id, [
      await createTestCar(db, site, { stockNumber: `${site.slug}-1` }),
      await createTestCar(db, site, { ...TEST_RANGER, stockNumber: `${site.slug}-2` }),
    ]);
  }
  const car = (site: LeadTestSite, i: number) => cars.get(site.id)![i]!;
  const events: TrackingEventInput[] = [];
  // Alpha: a split test over two days, leads from Google; bravo: cars viewed, chats; charlie:
  // one visit a day; delta: leads and no visits at all.
  for (let i = 0; i < 6; i++) {
    events.push(
      ...visit(alpha, `2026-11-0${2 + (i % 2)}T01:0${i}:00Z`, `a${i}`, {
        variant: i % 2 ? "b" : "a",
        source: "google",
        lead: i < 3,
        car: car(alpha, i % 2),
      }),
      ...visit(bravo, `2026-11-05T0${i}:00:00Z`, `b${i}`, {
        car: car(bravo, i % 3 ? 0 : 1),
        chat: i < 2,
      }),
    );
  }
  for (const day of ["2026-11-10", "2026-11-19", "2026-11-20"]) {
    events.push(
      ...visit(charlie, `${day}T05:00:00Z`, `c${day}`, { car: car(charlie, 1), lead: true }),
    );
  }
  await recordTrackingEvents(db, events);
  // Alpha and bravo rolled up (to the 19th), charlie read raw.
  for (const site of [alpha, bravo]) {
    await rollUpTrackingEvents(db, site.id, {
      now: new Date("2026-11-19T12:00:00Z"),
      retentionDays: 365,
    });
  }
  const lead = (site: LeadTestSite, at: string, extra: Record<string, unknown> = {}) => ({
    websiteId: site.id,
    category: "General Enquiry",
    createdAt: new Date(at),
    status: "new",
    ...extra,
  });
  await db.insert(leads).values([
    // Credited by the rollup (as stored), and today's not yet credited.
    lead(alpha, "2026-11-02T01:00:00Z", {
      creditedAt: new Date("2026-11-03T00:00:00Z"),
      creditSource: "google",
      creditMedium: "cpc",
      creditCampaign: "utes",
      landingPath: "/used/utes",
      carId: car(alpha, 0),
    }),
    lead(alpha, "2026-11-03T01:00:00Z", {
      creditedAt: new Date("2026-11-04T00:00:00Z"),
      creditSource: "google",
      creditMedium: "cpc",
      creditCampaign: "utes",
      landingPath: "/used/utes",
      carId: car(alpha, 1),
      status: "sold",
      soldAt: new Date("2026-11-06T00:00:00Z"),
      salePrice: 42_000,
    }),
    lead(bravo, "2026-11-05T02:00:00Z", {
      category: "Finance Application",
      creditedAt: new Date("2026-11-06T00:00:00Z"),
      creditSource: "direct",
      creditMedium: "",
      creditCampaign: "",
      landingPath: "/",
      carId: car(bravo, 0),
      status: "sold",
      soldAt: new Date("2026-11-07T00:00:00Z"),
      salePrice: 31_500,
    }),
    lead(charlie, "2026-11-19T05:00:00Z", {
      url: "https://charlie.test/stock/1?utm_source=bing",
      carId: car(charlie, 1),
    }),
    lead(charlie, "2026-11-20T05:00:00Z", { url: "https://charlie.test/" }),
    lead(delta, "2026-11-08T05:00:00Z", {
      status: "sold",
      soldAt: new Date("2026-11-09T00:00:00Z"),
    }),
    lead(delta, "2026-11-09T05:00:00Z"),
  ]);
  await db.insert(reservations).values([
    {
      websiteId: bravo.id,
      carId: car(bravo, 0),
      reference: "SUM-1",
      kind: "reserve",
      status: "confirmed",
      amount: 500,
      provider: "test",
      expiresAt: new Date("2026-11-12T10:15:00Z"),
      createdAt: new Date("2026-11-12T10:00:00Z"),
      confirmedAt: new Date("2026-11-12T10:05:00Z"),
    },
  ]);
});

afterAll(async () => {
  await handle?.close();
});

describe("a group's Insight summed by the database", () => {
  it("equals the sum of each site's own figures, every headline, day, list and sale", async () => {
    const shown = sites.map((site) => ({
      id: site.id,
      slug: site.slug,
      name: `${site.slug} site`,
      isCollecting: true,
      timeZone: site.slug === "sum-charlie" ? "UTC" : ZONE,
    }));
    const options = { withSpeed: true, timeZone: ZONE };
    const bySite = buildInsight(await sitesFigures(handle.db, shown, range, options), range);
    const { start, end } = siteDayRange(range.from, range.to, ZONE);
    const sums = await getSitesInsightSums(handle.db, shown, range, {
      ...options,
      days: { start: start!, end: end! },
    });
    const summed = buildGroupInsight(sums, range);
    // The fixture reaches each figure: not a comparison of two empty dashboards.
    expect(bySite.headline).toMatchObject({
      visits: 15,
      leads: 7,
      sales: 3,
      chats: 2,
      payments: 1,
    });
    expect(bySite.headline.leadsWithoutVisit).toBeGreaterThan(0);
    expect(bySite.topViewed.length).toBeGreaterThan(2);
    expect(bySite.variants).toHaveLength(1);
    expect(summed).toEqual(bySite);
  });
});
