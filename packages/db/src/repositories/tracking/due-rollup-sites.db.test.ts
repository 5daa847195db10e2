import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { createLeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { listDueRollupSites } from "./due-rollup-sites.ts";
import { recordTrackingEvents, type TrackingEventInput } from "./record-tracking-events.ts";
import { rollUpTrackingEvents } from "./roll-up-tracking-events.ts";

// The roll-up cuts each site's days in its own zone; which sites are due follows the same days,
// so a quiet site's partly rolled day closes at its own midnight, not the next UTC one.
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle?.close());

const HOUR = 3_600_000;
const visit = (websiteId: number, at: string): TrackingEventInput => ({
  websiteId,
  category: "page_view",
  eventId: 1,
  url: "https://due.test/",
  leadId: null,
  carId: null,
  anonId: null,
  sessionId: "session_due0000000",
  errorMessage: null,
  createdAt: new Date(at),
  properties: { page_type: "Home" },
});

/** The sites due at `now` whose events since the hour before the previous pass are unrolled. */
const dueAt = (now: string) =>
  listDueRollupSites(handle.db, {
    now: new Date(now),
    since: new Date(new Date(now).getTime() - 2 * HOUR),
    retentionDays: 400,
  });

const rollUp = (websiteId: number, now: string) =>
  rollUpTrackingEvents(handle.db, websiteId, { now: new Date(now), retentionDays: 400 });

describe("the roll-up's due sites, by each site's own days", () => {
  it("closes a quiet Sydney site's partly rolled day at Sydney's midnight, not UTC's", async () => {
    const site = await createLeadTestSite(handle.db, {
      slug: "due-sydney",
      settings: { timeZone: "Australia/Sydney" },
    });
    // A visit on the 28th and one at 19:30 AEDT on the 29th (08:30 UTC), then nothing.
    await recordTrackingEvents(handle.db, [
      visit(site.id, "2026-11-28T02:00:00Z"),
      visit(site.id, "2026-11-29T08:30:00Z"),
    ]);
    // At 21:30 AEDT the 28th is rolled up whole and the 29th up to 10:00 UTC (21:00 AEDT).
    expect(await rollUp(site.id, "2026-11-29T10:30:00Z")).toMatchObject({
      days: ["2026-11-28"],
      todayUntil: new Date("2026-11-29T10:00:00Z"),
    });
    // Before Sydney's midnight (13:00 UTC) there is nothing to do.
    expect(await dueAt("2026-11-29T12:30:00Z")).toEqual([]);
    // At 01:30 AEDT on the 30th the 29th has ended there: due, though UTC's 29th has not.
    expect(await dueAt("2026-11-29T14:30:00Z")).toEqual([site.id]);
    expect(await rollUp(site.id, "2026-11-29T14:30:00Z")).toMatchObject({
      days: ["2026-11-29"],
    });
    expect(await dueAt("2026-11-29T14:40:00Z")).toEqual([]);
  });

  it("keeps a Los Angeles site's partly rolled day open until Los Angeles' midnight", async () => {
    const site = await createLeadTestSite(handle.db, {
      slug: "due-los-angeles",
      settings: { timeZone: "America/Los_Angeles" },
    });
    await recordTrackingEvents(handle.db, [
      visit(site.id, "2026-11-26T20:00:00Z"),
      visit(site.id, "2026-11-27T22:10:00Z"),
    ]);
    // 15:30 PST on the 27th: the 26th whole, the 27th to 23:00 UTC (15:00 PST).
    expect(await rollUp(site.id, "2026-11-27T23:30:00Z")).toMatchObject({
      days: ["2026-11-26"],
      todayUntil: new Date("2026-11-27T23:00:00Z"),
    });
    // UTC's 28th has begun but it is 17:30 PST on the 27th: not due yet.
    expect(await dueAt("2026-11-28T01:30:00Z")).toEqual([]);
    // At 00:30 PST on the 28th (08:30 UTC) it is.
    expect(await dueAt("2026-11-28T08:30:00Z")).toEqual([site.id]);
    await rollUp(site.id, "2026-11-28T08:30:00Z");
  });

  it("finds a Sydney site's first events after its midnight when it was rolled up without a partial day", async () => {
    const site = await createLeadTestSite(handle.db, {
      slug: "due-sydney-midnight",
      settings: { timeZone: "Australia/Sydney" },
    });
    await recordTrackingEvents(handle.db, [visit(site.id, "2026-11-20T02:00:00Z")]);
    // At 00:20 AEDT on the 22nd (13:20 UTC on the 21st): rolled through the 21st, no hour of
    // the 22nd whole yet.
    expect(await rollUp(site.id, "2026-11-21T13:20:00Z")).toMatchObject({
      days: ["2026-11-20", "2026-11-21"],
      todayUntil: null,
    });
    // A visit at 00:40 AEDT on the 22nd: not rolled up, so due once its hour has ended.
    await recordTrackingEvents(handle.db, [visit(site.id, "2026-11-21T13:40:00Z")]);
    expect(await dueAt("2026-11-21T14:10:00Z")).toEqual([site.id]);
    await rollUp(site.id, "2026-11-21T14:10:00Z");
    expect(await dueAt("2026-11-21T14:20:00Z")).toEqual([]);
  });
});
