import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_IMAGES_OUTBOX_KIND } from "@forecourt/core/outbox/outbox-payload";
import { feedRowsOf } from "@forecourt/core/stock/feeds/feed-rows";
import { FEED_IMAGE_RECHECK_MS } from "@forecourt/core/stock/feeds/image-recheck";
import type { DatabaseHandle } from "../../client.ts";
import { cars, outbox } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { replaceCarImages } from "../stock/replace-car-images.ts";
import { applyFeedSnapshot, type FeedSnapshot } from "./apply-feed-snapshot.ts";

/**
 * A re-import asks again about the images of cars whose image URLs it did not change (a photo
 * replaced at the same URL), queued for the worker with the snapshot, but each car's at most once
 * a day, however often the feed runs.
 */

let handle: DatabaseHandle;
let site: LeadTestSite;
const CARS = 48;
const HOUR = 60 * 60 * 1000;
const DAY = FEED_IMAGE_RECHECK_MS;
const T0 = Date.parse("2026-03-01T06:00:00Z");
/** The one car whose image is stored here (an upload, no source URL): there is nothing to ask. */
const STORED = "/media/images/uploaded.jpg";
const urlOf = (i: number) => `https://photos.example.com/R${i}/1.jpg`;
const stockNumberOf = (i: number) => `R${String(i).padStart(3, "0")}`;

function snapshot(): FeedSnapshot {
  const records = Array.from({ length: CARS }, (_, i) => ({
    row: i + 2,
    body: {
      stocknum: stockNumberOf(i),
      make: "Mazda",
      model: "CX-5",
      year: 2022,
      car_type: "used",
      price: 30_000 + i,
      images: [i === 0 ? STORED : urlOf(i)],
    },
  }));
  const read = feedRowsOf(records, new Date(T0));
  return { ...read, source: "upload", format: "csv", fileHash: null, rowCount: CARS };
}

const importAt = (ms: number) =>
  applyFeedSnapshot(handle.db, {
    websiteId: site.id,
    snapshot: snapshot(),
    maxRemovalShare: 0.3,
    now: new Date(T0 + ms),
  });

const queuedRows = (importId: number) =>
  handle.db
    .select({ payload: outbox.payload })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, FEED_IMAGES_OUTBOX_KIND),
        like(outbox.aggregateId, `${importId}.%`),
        eq(outbox.websiteId, site.id),
      ),
    );

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "image-recheck" });
  const first = await importAt(0);
  expect(first.report).toMatchObject({ created: CARS });
  // Each car's image as the worker stores it after fetching it from its URL.
  const rows = await handle.db
    .select({ id: cars.id, stockNumber: cars.stockNumber })
    .from(cars)
    .where(eq(cars.websiteId, site.id));
  for (const car of rows) {
    const i = Number(car.stockNumber.slice(1));
    const isStored = i === 0;
    await replaceCarImages(handle.db, site.id, car.id, [
      {
        url: isStored ? STORED : `/media/images/${i}.jpg`,
        thumbUrl: `/media/images/${i}.jpg?w=400`,
        width: 800,
        height: 600,
        alt: "",
        sourceUrl: isStored ? null : urlOf(i),
        sourceHash: isStored ? null : `hash-${i}`,
        sourceEtag: isStored ? null : `"${i}"`,
        sourceLastModified: null,
      },
    ]);
  }
});
afterAll(async () => {
  await handle?.close();
});

describe("a feed re-import with the same image URLs", () => {
  it("asks about no car's images within a day of the cars being created", async () => {
    const again = await importAt(HOUR);
    expect(again.report).toMatchObject({ created: 0, updated: 0, unchanged: CARS });
    expect(again.images).toEqual([]);
    expect(again.report.imagesPending).toBe(false);
    expect(await queuedRows(again.report.id)).toEqual([]);
  });

  it("a day after the previous import, queues every fetched car's images to be asked again", async () => {
    const later = await importAt(HOUR + DAY);
    expect(later.isChanged).toBe(false);
    expect(later.report).toMatchObject({ updated: 0, unchanged: CARS, imagesPending: true });
    expect(later.images).toHaveLength(CARS - 1);
    expect(later.images.every((work) => work.wasUnchanged)).toBe(true);
    expect(later.images.map((work) => work.stockNumber).sort()).toEqual(
      Array.from({ length: CARS - 1 }, (_, i) => stockNumberOf(i + 1)),
    );
    for (const work of later.images) {
      expect(work.urls).toEqual([urlOf(Number(work.stockNumber.slice(1)))]);
    }
    // Queued in the snapshot's transaction, 20 cars to an outbox row.
    expect(await queuedRows(later.report.id)).toHaveLength(Math.ceil((CARS - 1) / 20));
  });

  it("imported every hour for the next day, asks about each car's images exactly once", async () => {
    const asked = new Map<string, number>();
    let most = 0;
    for (let hour = 1; hour <= 24; hour++) {
      const result = await importAt(HOUR + DAY + hour * HOUR);
      expect(result.isChanged).toBe(false);
      most = Math.max(most, result.images.length);
      for (const work of result.images) {
        asked.set(work.stockNumber, (asked.get(work.stockNumber) ?? 0) + 1);
      }
    }
    expect(asked.size).toBe(CARS - 1);
    expect([...asked.values()].every((times) => times === 1)).toBe(true);
    // A share at a time (about 2 of 47 an hour), not every car at once.
    expect(most).toBeLessThan(CARS / 4);
  }, 60_000);

  it("an import an hour after one that asked, asks nothing of the cars just asked", async () => {
    const base = HOUR + 3 * DAY;
    const all = await importAt(base);
    expect(all.images).toHaveLength(CARS - 1);
    const soon = await importAt(base + HOUR);
    const askedAgain = soon.images.map((work) => work.stockNumber);
    // Only cars whose own moment of the day falls in that hour: never all of them again.
    expect(askedAgain.length).toBeLessThan(CARS / 4);
    const sameTime = await importAt(base + HOUR);
    expect(sameTime.images).toEqual([]);
  });
});
