import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { siteDay } from "@forecourt/core/time/site-time";
import type { DatabaseHandle } from "@forecourt/db/client";
import { trackingEvents } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as collectorRoute from "@/app/api/events/route";
import * as analyticsRoute from "@/app/api/v1/websites/[id]/analytics.json/route";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";

const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const LEAD_ID = "0b7c2a8e-8c1e-4c36-a9a8-1f6b0a4a3c11";

let handle: DatabaseHandle;
let site: LeadTestSite;
let off: LeadTestSite;
let rum: LeadTestSite;
const ZONE = "Australia/Sydney";

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, {
    slug: "collect",
    settings: { analytics: { collectorEnabled: true }, timeZone: ZONE },
  });
  off = await createLeadTestSite(handle.db, { slug: "collect-off" });
  rum = await createLeadTestSite(handle.db, {
    slug: "collect-rum",
    settings: { analytics: { collectorEnabled: true } },
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

const send = (slug: string, event: Record<string, unknown>, userAgent = IPHONE) =>
  callRoute(
    collectorRoute,
    "POST",
    siteRequest(slug, "/api/events", {
      headers: { "content-type": "application/json", "user-agent": userAgent },
      body: JSON.stringify({ event }),
    }),
  );

const base = (session: string, extra: Record<string, unknown> = {}) => ({
  website_slug: "someone-else",
  url: "https://collect.localhost/?utm_source=google",
  anon_id: "anon-1",
  session_id: session,
  ...extra,
});

describe("POST /api/events", () => {
  it("stores each event for the host's site with the server's reading of the user agent", async () => {
    const session = "session_AAAAAAAAAA";
    const answers = await Promise.all([
      send("collect", {
        ...base(session),
        category: "page_view",
        event_properties: { event_id: 1, page_type: "Home", utm_source: "google", variant: "b" },
      }),
      send("collect", {
        ...base(session),
        category: "view_item",
        event_properties: {
          event_id: 4,
          page_type: "Used Vehicle Details",
          car_id: 77,
          content_ids: ["ST1"],
          contents: [{ id: "ST1", quantity: 1 }],
          value: 25990,
          utm_source: "google",
          variant: "b",
          browser: "made up",
        },
      }),
      send("collect", {
        ...base(session),
        category: "generate_lead",
        lead_id: LEAD_ID,
        event_properties: { event_id: 15, conversion: true, utm_source: "google", variant: "b" },
      }),
      send("collect", {
        ...base(session),
        category: "some_custom",
        event_properties: { event_id: 999 },
      }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);

    const rows = await handle.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.sessionId, session));
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.websiteId === site.id)).toBe(true);
    const view = rows.find((row) => row.category === "view_item");
    expect(view).toMatchObject({ eventId: 4, carId: 77, anonId: "anon-1" });
    expect(view?.properties).toMatchObject({
      browser: "Mobile Safari",
      os: "iOS",
      device_type: "mobile",
      website_slug: "someone-else",
      content_ids: ["ST1"],
    });
    expect(rows.find((row) => row.category === "generate_lead")?.leadId).toBe(LEAD_ID);
    // An id outside the catalogue is kept in the properties only.
    expect(rows.find((row) => row.category === "some_custom")?.eventId).toBeNull();
  });

  it("stores nothing for a site that does not enable the collector", async () => {
    const answer = await send("collect-off", {
      ...base("session_BBBBBBBBBB"),
      category: "page_view",
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toEqual({ error: "This site does not collect events." });
    const rows = await handle.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.websiteId, off.id));
    expect(rows).toEqual([]);
  });

  it("refuses a session id of the wrong shape with a field message", async () => {
    const answer = await send("collect", { ...base("session_short"), category: "page_view" });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({
      errors: { "event.session_id": "session_id must be session_ and 10 letters or digits." },
    });
  });
});

describe("POST /api/events with a batch of web vitals", () => {
  const vitals = (session: string, metrics: unknown) =>
    send("collect-rum", {
      ...base(session),
      url: "https://collect-rum.localhost/cars/used",
      category: "web_vitals",
      event_properties: { page_type: "Vehicle Inventory Listing", metrics },
    });
  const rumRows = () =>
    handle.db.select().from(trackingEvents).where(eq(trackingEvents.websiteId, rum.id));

  it("stores each good measurement as a row and refuses a bad one alone, by its index", async () => {
    const answer = await vitals("session_RRRRRRRRRR", [
      { name: "LCP", value: 2712.4 },
      { name: "CLS", value: -0.5 },
      { name: "INP", value: 180 },
      { name: "FID", value: 12 },
      { name: "TTFB", value: 999_999 },
    ]);
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({
      ok: true,
      stored: 2,
      refused: [
        { index: 1, reason: "CLS must be a number of 0 or more." },
        { index: 3, reason: "name must be one of LCP, INP, CLS, TTFB." },
        { index: 4, reason: "TTFB must be at most 120000." },
      ],
    });
    const rows = await rumRows();
    expect(rows.map((row) => [row.category, row.properties])).toEqual(
      expect.arrayContaining([
        [
          "web_vital",
          expect.objectContaining({
            metric: "LCP",
            value: 2712,
            rating: "needs-improvement",
            page_group: "search",
          }),
        ],
        ["web_vital", expect.objectContaining({ metric: "INP", value: 180, rating: "good" })],
      ]),
    );
    expect(rows).toHaveLength(2);
  });

  it("answers 422 and stores nothing when no measurement of the batch is good", async () => {
    const before = (await rumRows()).length;
    const answer = await vitals("session_SSSSSSSSSS", [{ name: "LCP", value: "fast" }]);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: "No measurement of the batch could be stored; see errors.",
      errors: { "event.metrics.0": "LCP must be a number of 0 or more." },
    });
    const empty = await vitals("session_SSSSSSSSSS", []);
    expect(empty.status).toBe(422);
    expect((await rumRows()).length).toBe(before);
  });
});

describe("GET /api/v1/websites/{id}/analytics.json", () => {
  it("answers the figures of what was collected", async () => {
    // Its days are the site's: today in its zone, whatever the hour in UTC.
    const today = siteDay(new Date(), ZONE);
    const answer = await callRoute(
      analyticsRoute,
      "GET",
      new Request(
        `http://localhost/api/v1/websites/${site.id}/analytics.json?from=${today}&to=${today}`,
        {
          headers: { authorization: AUTH },
        },
      ),
      { id: String(site.id) },
    );
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as {
      website_id: number;
      days: unknown[];
      totals: unknown;
      leads: unknown;
      figure_sources: Record<string, string>;
    };
    expect(body.website_id).toBe(site.id);
    expect(body.days).toHaveLength(1);
    expect(body.totals).toMatchObject({
      page_views: { Home: 1, "Used Vehicle Details": 1 },
      vehicle_views: 1,
      conversions: 1,
      conversions_by_form: { "Used Vehicle Enquiry": 1 },
      sessions: 1,
      conversion_rate: 1,
      by_source: { google: { conversions: 1, vehicle_views: 1 } },
      by_variant: { b: { conversions: 1, sessions: 1 } },
    });
    // The conversion event's lead was never stored: the leads table has none.
    expect(body.leads).toMatchObject({ leads: 0, by_source: [] });
    expect(Object.keys(body.figure_sources)).toEqual(["leads", "days", "totals"]);
  });

  it("refuses a bad range with a field message", async () => {
    const answer = await callRoute(
      analyticsRoute,
      "GET",
      new Request(`http://localhost/api/v1/websites/${site.id}/analytics.json?from=2026-02-31`, {
        headers: { authorization: AUTH },
      }),
      { id: String(site.id) },
    );
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: "Invalid date range.",
      errors: { from: "from must be a date as YYYY-MM-DD." },
    });
  });
});
