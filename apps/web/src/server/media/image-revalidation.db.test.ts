import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import { FEED_IMAGES_OUTBOX_KIND } from "@forecourt/core/outbox/outbox-payload";
import type { DatabaseHandle } from "@forecourt/db/client";
import { sha256Hex } from "@forecourt/db/media/database-media-store";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { carImages, cars, media } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { runFeedImport } from "../stock/feeds/run-feed-import.ts";
import { stockWriteTags } from "../cache-tags.ts";
import { startImageServer, testImage, type ImageServer } from "../../testing/image-server.ts";
import { createOutboxWorker } from "../worker/outbox-worker.ts";
import { createFeedImagesChannel } from "../worker/channels/feed-images-channel.ts";

/**
 * A stored image whose URL is unchanged, asked for again by a feed's image work: with the ETag
 * and Last-Modified its server sent, and kept without a write or an expiry when the server
 * answers 304 or the same bytes; replaced, with the car's tags expired, only when the bytes
 * changed.
 */

let handle: DatabaseHandle;
let server: ImageServer;
let site: Site;
let importId: number;
let carId: number;
let slug: string;
const expired: string[][] = [];
const quiet = { info: () => {}, warn: () => {} };
const channel = createFeedImagesChannel({
  expire: async (_site, tags) => {
    expired.push([...tags]);
  },
});
const bodies: Record<string, Buffer> = {};
const MODIFIED = new Date("2026-03-02T08:00:00Z");
const FRONT = "/front.jpg";
const SIDE = "/side.jpg";

beforeAll(async () => {
  handle = await createTestDatabase();
  server = await startImageServer();
  bodies.front = await testImage("jpeg", 60, 40, { r: 200, g: 0, b: 0 });
  bodies.side = await testImage("jpeg", 60, 40, { r: 0, g: 200, b: 0 });
  bodies.newFront = await testImage("jpeg", 60, 40, { r: 250, g: 250, b: 0 });
  server.set(FRONT, { body: bodies.front, etag: '"front-1"', lastModified: MODIFIED });
  server.set(SIDE, { body: bodies.side, etag: '"side-1"', lastModified: MODIFIED });
  const created = await createLeadTestSite(handle.db, { slug: "image-revalidation" });
  site = (await getSiteById(handle.db, created.id))!;
  const csv = [
    "Stock No,Year,Make,Model,Condition,Drive Away,Images",
    `R001,2021,Toyota,Corolla,Used,21000,${server.url(FRONT)};${server.url(SIDE)}`,
  ].join("\n");
  const outcome = await runFeedImport(
    handle.db,
    site,
    { bytes: new TextEncoder().encode(csv), format: "csv" },
    "upload",
    { expire: async () => {} },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  importId = outcome.report.id;
  const worker = createOutboxWorker({
    database: async () => handle.db,
    mail: null,
    channels: [channel],
    batchSize: 5,
    log: quiet,
  });
  expect(await worker.drainOnce()).toMatchObject({ delivered: 1 });
  const [car] = await handle.db.select().from(cars).where(eq(cars.websiteId, site.id));
  carId = car!.id;
  slug = car!.slug;
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

beforeEach(() => {
  expired.length = 0;
});

async function rowsOfCar() {
  return handle.db
    .select()
    .from(carImages)
    .where(and(eq(carImages.websiteId, site.id), eq(carImages.carId, carId)))
    .orderBy(asc(carImages.position));
}

const carRow = async () => (await handle.db.select().from(cars).where(eq(cars.id, carId)))[0]!;
const mediaCount = async () => (await handle.db.select({ id: media.id }).from(media)).length;

/** The car's image work run again, as a feed import that lists its URLs queues it. */
async function revalidate() {
  const send = await channel.prepare(
    {
      id: 0,
      websiteId: site.id,
      kind: FEED_IMAGES_OUTBOX_KIND,
      aggregateId: `${importId}.9`,
      attempts: 1,
      payload: {
        importId,
        cars: [
          {
            carId,
            slug,
            stockNumber: "R001",
            urls: [server.url(FRONT), server.url(SIDE)],
            wasUnchanged: true,
          },
        ],
      },
    },
    { db: handle.db, mail: null, fetch, webhookTimeoutMs: 1_000, log: quiet },
  );
  const asked = server.requests.length;
  expect(await send()).toEqual({ status: "delivered" });
  return server.requests.slice(asked);
}

describe("an image at an unchanged URL", () => {
  it("keeps its server's ETag and Last-Modified with the stored image", async () => {
    expect(
      (await rowsOfCar()).map(({ sourceHash, sourceEtag, sourceLastModified }) => ({
        sourceHash,
        sourceEtag,
        sourceLastModified,
      })),
    ).toEqual([
      {
        sourceHash: sha256Hex(bodies.front!),
        sourceEtag: '"front-1"',
        sourceLastModified: MODIFIED.toUTCString(),
      },
      {
        sourceHash: sha256Hex(bodies.side!),
        sourceEtag: '"side-1"',
        sourceLastModified: MODIFIED.toUTCString(),
      },
    ]);
  });

  it("is asked for with If-None-Match and If-Modified-Since; a 304 writes and expires nothing", async () => {
    const before = await rowsOfCar();
    const { updatedAt } = await carRow();
    const stored = await mediaCount();
    const requests = await revalidate();
    expect(requests.map((request) => request.path).sort()).toEqual([FRONT, SIDE]);
    expect(
      requests.map((r) => [r.headers["if-none-match"], r.headers["if-modified-since"]]),
    ).toEqual(
      expect.arrayContaining([
        ['"front-1"', MODIFIED.toUTCString()],
        ['"side-1"', MODIFIED.toUTCString()],
      ]),
    );
    expect(await rowsOfCar()).toEqual(before);
    expect((await carRow()).updatedAt).toEqual(updatedAt);
    expect(await mediaCount()).toBe(stored);
    expect(expired).toEqual([]);
  });

  it("answered 200 with the same bytes (a new ETag) is kept: no write, no expiry", async () => {
    const later = new Date(MODIFIED.getTime() + 86_400_000);
    server.set(FRONT, { body: bodies.front!, etag: '"front-2"', lastModified: later });
    const before = await rowsOfCar();
    const { updatedAt } = await carRow();
    const stored = await mediaCount();
    const requests = await revalidate();
    expect(requests.find((r) => r.path === FRONT)?.headers["if-none-match"]).toBe('"front-1"');
    expect(requests).toHaveLength(2);
    expect(await rowsOfCar()).toEqual(before);
    expect((await carRow()).updatedAt).toEqual(updatedAt);
    expect(await mediaCount()).toBe(stored);
    expect(expired).toEqual([]);
  });

  it("answered 200 with new bytes is replaced, its validators stored, and the car's tags expired", async () => {
    const later = new Date(MODIFIED.getTime() + 2 * 86_400_000);
    server.set(FRONT, { body: bodies.newFront!, etag: '"front-3"', lastModified: later });
    const [oldFront, side] = await rowsOfCar();
    const requests = await revalidate();
    expect(requests).toHaveLength(2);
    const [front, sideAfter] = await rowsOfCar();
    expect(front).toMatchObject({
      sourceUrl: server.url(FRONT),
      sourceHash: sha256Hex(bodies.newFront!),
      sourceEtag: '"front-3"',
      sourceLastModified: later.toUTCString(),
    });
    expect(front!.url).not.toBe(oldFront!.url);
    expect(sideAfter).toMatchObject({ url: side!.url, sourceEtag: '"side-1"' });
    expect((await carRow()).primaryImageUrl).toBe(front!.url);
    expect(expired).toEqual([stockWriteTags(site.id, [{ id: carId, slug }])]);

    // And asked again, it is a 304 with the new validators.
    const again = await revalidate();
    expect(again.find((r) => r.path === FRONT)?.headers["if-none-match"]).toBe('"front-3"');
    expect(expired).toHaveLength(1);
  });
});
