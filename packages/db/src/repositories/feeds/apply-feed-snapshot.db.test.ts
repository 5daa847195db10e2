import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { feedRowsOf } from "@forecourt/core/stock/feeds/feed-rows";
import type { DatabaseHandle } from "../../client.ts";
import { cars } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { applyFeedSnapshot, type FeedSnapshot } from "./apply-feed-snapshot.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "bulk-feed" });
});
afterAll(async () => {
  await handle?.close();
});

const CARS = 5_000;

function snapshot(priceOf: (i: number) => number): FeedSnapshot {
  const records = Array.from({ length: CARS }, (_, i) => ({
    row: i + 2,
    body: {
      stocknum: `B${i}`,
      make: "Mazda",
      model: "CX-5",
      badge: "Maxx",
      year: 2022,
      car_type: "used",
      km: 10_000 + i,
      price: priceOf(i),
      colour: "Soul Red",
      description: `Car ${i}: one owner, full service history.`,
    },
  }));
  const read = feedRowsOf(records);
  return { ...read, source: "upload", format: "csv", fileHash: null, rowCount: CARS };
}

describe("applyFeedSnapshot at a dealer group's size", () => {
  it(`imports ${CARS.toLocaleString("en")} cars, then re-imports them unchanged well under 5 s`, async () => {
    const first = await applyFeedSnapshot(handle.db, {
      websiteId: site.id,
      snapshot: snapshot(() => 30_000),
      maxRemovalShare: 0.3,
    });
    expect(first.report).toMatchObject({ created: CARS, status: "applied" });

    const started = performance.now();
    const again = await applyFeedSnapshot(handle.db, {
      websiteId: site.id,
      snapshot: snapshot(() => 30_000),
      maxRemovalShare: 0.3,
    });
    const seconds = (performance.now() - started) / 1000;
    expect(again.report).toMatchObject({ created: 0, updated: 0, unchanged: CARS, sold: 0 });
    expect(again.isChanged).toBe(false);
    expect(seconds).toBeLessThan(5);

    // A 1% change writes 50 cars.
    const changed = await applyFeedSnapshot(handle.db, {
      websiteId: site.id,
      snapshot: snapshot((i) => (i % 100 === 0 ? 29_000 : 30_000)),
      maxRemovalShare: 0.3,
    });
    expect(changed.report).toMatchObject({ updated: CARS / 100, unchanged: CARS - CARS / 100 });
    const cheaper = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(eq(cars.price, 29_000));
    expect(cheaper).toHaveLength(CARS / 100);
  }, 120_000);
});
