import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { NUL_CHARACTER_MESSAGE } from "@forecourt/core/validation/messages";
import type { DatabaseHandle } from "@forecourt/db/client";
import {
  recordTrackingEvents,
  TRACKING_EVENT_REFUSALS,
  type TrackingEventInput,
} from "@forecourt/db/repositories/tracking/record-tracking-events";
import { trackingEvents } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as collectorRoute from "@/app/api/events/route";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { createEventBatcher, RefusedEventError } from "./event-batcher.ts";
import { trackingRowFor } from "../api/browser/collect-event.ts";

/**
 * One bad event among 40 good ones from five sites, sent at once so the collector writes them
 * together: it gave 41 answers of 500 and stored none of the 40 (the batch's one INSERT
 * failed whole). The bad one is refused on its own and the 40 are stored, whether it is
 * stopped by the checks (a NUL character) or only by the database.
 */

let handle: DatabaseHandle;
const sites: LeadTestSite[] = [];

beforeAll(async () => {
  handle = await createTestDatabase();
  for (const slug of ["batch-a", "batch-b", "batch-c", "batch-d", "batch-e"]) {
    sites.push(
      await createLeadTestSite(handle.db, {
        slug,
        settings: { analytics: { collectorEnabled: true } },
      }),
    );
  }
  useRouteTestDatabase(handle);
});

beforeEach(async () => {
  await handle.db.delete(trackingEvents);
});

afterAll(async () => {
  await handle?.close();
});

const event = (n: number, extra: Record<string, unknown> = {}) => ({
  url: `https://example.test/${n}`,
  category: "page_view",
  anon_id: `anon-${n}`,
  session_id: "session_ABCDEFGHIJ",
  event_properties: { event_id: 1, n },
  ...extra,
});

const stored = async () => (await handle.db.select({ n: count() }).from(trackingEvents))[0]?.n;

describe("the collector with one bad event among 40", () => {
  it("answers the bad one 422 naming its field and stores the other 40", async () => {
    const bodies = Array.from({ length: 41 }, (_, n) =>
      n === 20 ? event(n, { url: "https://example.test/\u0000" }) : event(n),
    );
    const answers = await Promise.all(
      bodies.map((body, n) =>
        callRoute(
          collectorRoute,
          "POST",
          siteRequest(sites[n % sites.length]!.slug, "/api/events", {
            json: { event: body },
          }),
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(40);
    expect(statuses[20]).toBe(422);
    expect(await answers[20]!.json()).toMatchObject({
      errors: { "event.url": NUL_CHARACTER_MESSAGE },
    });
    expect(await stored()).toBe(40);
  });

  it("a batch the database refuses one event of stores the rest and fails that one alone", async () => {
    const batcher = createEventBatcher({
      write: (events: TrackingEventInput[]) => recordTrackingEvents(handle.db, events),
      maxWaitMs: 20,
    });
    const rows = Array.from({ length: 41 }, (_, n) => {
      const row = trackingRowFor(sites[n % sites.length]!, event(n), null);
      // Past the checks, as a value they do not know of would be.
      return n === 7 ? { ...row, properties: { ...row.properties, note: "\u0000" } } : row;
    });
    const settled = await Promise.allSettled(rows.map((row) => batcher.add(row)));
    expect(settled.filter((result) => result.status === "fulfilled")).toHaveLength(40);
    const refused = settled[7] as PromiseRejectedResult;
    expect(refused.status).toBe("rejected");
    expect(refused.reason).toBeInstanceOf(RefusedEventError);
    expect((refused.reason as RefusedEventError).reason).toBe(
      TRACKING_EVENT_REFUSALS.unstorableCharacter,
    );
    expect(await stored()).toBe(40);
  });
});
