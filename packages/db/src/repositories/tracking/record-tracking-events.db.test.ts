import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { trackingEvents } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import {
  MAX_TRACKING_BATCH,
  recordTrackingEvents,
  TRACKING_EVENT_REFUSALS,
  type TrackingEventInput,
} from "./record-tracking-events.ts";

/**
 * A batch of collector events with one the database cannot store (here a NUL character, which
 * PostgreSQL's text and jsonb refuse, written past the validation that now stops it): the
 * multi-row INSERT failed whole, so one shopper's bad event lost every other event of the
 * batch, on PGlite and on PostgreSQL. The bad one is refused on its own now.
 */

let handle: DatabaseHandle;
const sites: LeadTestSite[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const slug of ["rt-a", "rt-b", "rt-c", "rt-d", "rt-e"]) {
    sites.push(await createLeadTestSite(handle.db, { slug }));
  }
});

beforeEach(async () => {
  await handle.db.delete(trackingEvents);
});

afterAll(async () => {
  await handle?.close();
});

const event = (n: number, fields: Partial<TrackingEventInput> = {}): TrackingEventInput => ({
  websiteId: sites[n % sites.length]!.id,
  category: "page_view",
  eventId: 1,
  url: `https://example.test/${n}`,
  leadId: null,
  carId: null,
  anonId: `anon-${n}`,
  sessionId: "session_ABCDEFGHIJ",
  errorMessage: null,
  properties: { n },
  ...fields,
});

const storedCount = async () =>
  (await handle.db.select({ n: count() }).from(trackingEvents))[0]?.n ?? 0;

describe("recordTrackingEvents", () => {
  it("stores a batch of events from five sites in one go", async () => {
    const events = Array.from({ length: 40 }, (_, n) => event(n));
    expect(await recordTrackingEvents(handle.db, events)).toEqual({ stored: 40, refused: [] });
    expect(await storedCount()).toBe(40);
  });

  it.each([
    ["its url", { url: "https://example.test/\u0000" }],
    ["a property", { properties: { page_type: "a\u0000b" } }],
    ["a property's name", { properties: { "k\u0000": 1 } }],
  ])(
    "refuses one event with a NUL character in %s on its own and stores the other 40",
    async (_label, bad) => {
      const events = Array.from({ length: 41 }, (_, n) => (n === 17 ? event(n, bad) : event(n)));
      const result = await recordTrackingEvents(handle.db, events);
      expect(result).toEqual({
        stored: 40,
        refused: [{ index: 17, reason: TRACKING_EVENT_REFUSALS.unstorableCharacter }],
      });
      expect(await storedCount()).toBe(40);
      const urls = await handle.db.select({ url: trackingEvents.url }).from(trackingEvents);
      expect(urls.map((row) => row.url).sort()).toEqual(
        events
          .filter((_, n) => n !== 17)
          .map((e) => e.url)
          .sort(),
      );
    },
  );

  it("refuses an event of a site that is not there, and keeps the rest", async () => {
    const events = [event(0), event(1, { websiteId: 2_000_000_000 }), event(2)];
    expect(await recordTrackingEvents(handle.db, events)).toEqual({
      stored: 2,
      refused: [{ index: 1, reason: TRACKING_EVENT_REFUSALS.unknownReference }],
    });
    expect(await storedCount()).toBe(2);
  });

  it("over several statements, refuses by the index in the whole list", async () => {
    const total = MAX_TRACKING_BATCH + 20;
    const bad = MAX_TRACKING_BATCH + 3;
    const events = Array.from({ length: total }, (_, n) =>
      n === 2 || n === bad ? event(n, { errorMessage: "\u0000" }) : event(n),
    );
    const result = await recordTrackingEvents(handle.db, events);
    expect(result.stored).toBe(total - 2);
    expect(result.refused.map((refusal) => refusal.index)).toEqual([2, bad]);
    expect(await storedCount()).toBe(total - 2);
    const [first] = await handle.db
      .select({ n: count() })
      .from(trackingEvents)
      .where(eq(trackingEvents.url, "https://example.test/0"));
    expect(first?.n).toBe(1);
  });
});
