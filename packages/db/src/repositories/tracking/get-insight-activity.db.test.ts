import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { reservations } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestCar, TEST_RANGER } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { getInsightActivity } from "./get-insight-activity.ts";
import { recordTrackingEvents, type TrackingEventInput } from "./record-tracking-events.ts";
import { rollUpTrackingEvents } from "./roll-up-tracking-events.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
let hilux = 0;
let ranger = 0;

const event = (
  websiteId: number,
  at: string,
  eventId: number,
  carId: number | null = null,
): TrackingEventInput => ({
  websiteId,
  category: eventId === 4 ? "view_item" : "chat",
  eventId,
  url: "https://activity.test/",
  leadId: null,
  carId,
  anonId: null,
  sessionId: "session_0000000000",
  errorMessage: null,
  createdAt: new Date(at),
  properties: {},
});

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "activity", settings: { timeZone: "UTC" } });
  other = await createLeadTestSite(handle.db, { slug: "activity-other" });
  hilux = await createTestCar(handle.db, site);
  ranger = await createTestCar(handle.db, site, {
    ...TEST_RANGER,
    price: 52_990,
    stockNumber: "activity-2",
  });
  await recordTrackingEvents(handle.db, [
    // A day that will be rolled up: the Hilux viewed twice, a chat opened and started.
    event(site.id, "2026-11-10T09:00:00Z", 4, hilux),
    event(site.id, "2026-11-10T09:05:00Z", 4, hilux),
    event(site.id, "2026-11-10T09:06:00Z", 54),
    event(site.id, "2026-11-10T09:07:00Z", 55),
    // Today (raw): the Ranger three times, the Hilux once, a later chat message (57) not counted.
    ...[0, 1, 2].map((i) => event(site.id, `2026-11-20T08:0${i}:00Z`, 4, ranger)),
    event(site.id, "2026-11-20T08:10:00Z", 4, hilux),
    event(site.id, "2026-11-20T08:11:00Z", 57),
    // Before the range, and another site's: neither counts.
    event(site.id, "2026-10-01T08:00:00Z", 4, hilux),
    event(other.id, "2026-11-20T08:00:00Z", 4, hilux),
  ]);
  await rollUpTrackingEvents(handle.db, site.id, {
    now: new Date("2026-11-20T12:00:00Z"),
    retentionDays: 365,
  });
  const hold = (
    carId: number,
    kind: string,
    createdAt: string,
    confirmedAt: string | null,
    reference: string,
    status = confirmedAt ? "confirmed" : "released",
  ) => ({
    websiteId: site.id,
    carId,
    reference,
    kind,
    status,
    amount: 500,
    provider: "test",
    expiresAt: new Date(new Date(createdAt).getTime() + 900_000),
    createdAt: new Date(createdAt),
    confirmedAt: confirmedAt ? new Date(confirmedAt) : null,
  });
  await handle.db.insert(reservations).values([
    hold(hilux, "reserve", "2026-11-12T10:00:00Z", "2026-11-12T10:05:00Z", "RES-A1"),
    hold(ranger, "reserve", "2026-11-13T10:00:00Z", null, "RES-A2"),
    hold(ranger, "purchase", "2026-11-14T10:00:00Z", null, "RES-A3"),
    // Begun before the range, paid inside it (since cancelled): a payment, not a reservation.
    hold(hilux, "reserve", "2026-10-31T23:50:00Z", "2026-11-01T00:01:00Z", "RES-A4", "cancelled"),
  ]);
});

afterAll(async () => {
  await handle.close();
});

describe("getInsightActivity", () => {
  it("counts views by car over the rollups and today's raw events, with the cars' names", async () => {
    const activity = await getInsightActivity(
      handle.db,
      site.id,
      { from: "2026-11-01", to: "2026-11-20" },
      { alsoName: [hilux] },
    );
    expect(activity.topViewed).toEqual([
      { carId: hilux, name: "2020 Toyota Hilux SR5", count: 3 },
      { carId: ranger, name: "2021 Ford Ranger XLT", count: 3 },
    ]);
    expect(activity.carNames[String(hilux)]).toBe("2020 Toyota Hilux SR5");
    expect(activity.chatsOpened).toBe(1);
    expect(activity.chats).toBe(1);
  });

  it("counts reservations and purchases begun and deposits paid in the range", async () => {
    const activity = await getInsightActivity(handle.db, site.id, {
      from: "2026-11-01",
      to: "2026-11-20",
    });
    expect(activity).toMatchObject({ reservations: 2, purchases: 1, payments: 2 });
  });

  it("answers only the range asked for: a rolled-up day alone, or nothing", async () => {
    const day = await getInsightActivity(handle.db, site.id, {
      from: "2026-11-10",
      to: "2026-11-10",
    });
    expect(day.topViewed).toEqual([{ carId: hilux, name: "2020 Toyota Hilux SR5", count: 2 }]);
    const none = await getInsightActivity(handle.db, other.id, {
      from: "2026-11-01",
      to: "2026-11-19",
    });
    expect(none).toEqual({
      topViewed: [],
      chatsOpened: 0,
      chats: 0,
      reservations: 0,
      purchases: 0,
      payments: 0,
      carNames: {},
    });
  });
});
