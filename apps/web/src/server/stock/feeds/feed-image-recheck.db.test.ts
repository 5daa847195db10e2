import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import { FEED_IMAGE_RECHECK_MS } from "@forecourt/core/stock/feeds/image-recheck";
import type { DatabaseHandle } from "@forecourt/db/client";
import { sha256Hex } from "@forecourt/db/media/database-media-store";
import { getFeedImport } from "@forecourt/db/repositories/feeds/get-feed-import";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { carImages, cars, media } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { stockWriteTags } from "../../cache-tags.ts";
import { startImageServer, testImage, type ImageServer } from "../../../testing/image-server.ts";
import { createOutboxWorker } from "../../worker/outbox-worker.ts";
import { createFeedImagesChannel } from "../../worker/channels/feed-images-channel.ts";
import { runFeedImport } from "./run-feed-import.ts";

/**
 * A feed imported again with the same image URLs, a day on: the outbox worker asks the image
 * host about each image with the ETag / Last-Modified it sent, so a photo the dealer replaced at
 * the same URL shows its new bytes, and only that car's tags expire; a 304 writes and expires
 * nothing. Within the day, the host is not asked.
 */

let handle: DatabaseHandle;
let server: ImageServer;
let site: Site;
const DAY = FEED_IMAGE_RECHECK_MS;
const T0 = Date.parse("2026-03-01T06:00:00Z");
const MODIFIED = new Date("2026-02-20T08:00:00Z");
const FRONT = "/r001/front.jpg";
const SIDE = "/r001/side.jpg";
const OTHER = "/r002/front.jpg";
const bodies: Record<string, Buffer> = {};
const expired: string[][] = [];
const expire = async (_site: unknown, tags: readonly string[]) => void expired.push([...tags]);
const quiet = { info: () => {}, warn: () => {} };
let worker: ReturnType<typeof createOutboxWorker>;

function feed() {
  const csv = [
    "Stock No,Year,Make,Model,Condition,Drive Away,Images",
    `R001,2021,Toyota,Corolla,Used,21000,${server.url(FRONT)};${server.url(SIDE)}`,
    `R002,2020,Mazda,CX-5,Used,26000,${server.url(OTHER)}`,
  ].join("\n");
  return { bytes: new TextEncoder().encode(csv), format: "csv" as const };
}

/** The same file imported at T0 + `ms`, then the worker run until nothing is owed. */
async function importAt(ms: number) {
  expired.length = 0;
  const asked = server.requests.length;
  const outcome = await runFeedImport(handle.db, site, feed(), "upload", {
    expire,
    now: new Date(T0 + ms),
  });
  if (!outcome.ok) throw new Error(outcome.message);
  for (;;) {
    const drained = await worker.drainOnce();
    expect(drained.failed).toBe(0);
    if (drained.delivered === 0) break;
  }
  const report = await getFeedImport(handle.db, { websiteId: site.id, id: outcome.report.id });
  return { answer: outcome.report, report: report!, requests: server.requests.slice(asked) };
}

const imageRows = () =>
  handle.db
    .select()
    .from(carImages)
    .where(eq(carImages.websiteId, site.id))
    .orderBy(asc(carImages.carId), asc(carImages.position));
const carRows = () =>
  handle.db.select().from(cars).where(eq(cars.websiteId, site.id)).orderBy(asc(cars.id));
const carOf = async (stockNumber: string) =>
  (
    await handle.db
      .select()
      .from(cars)
      .where(and(eq(cars.websiteId, site.id), eq(cars.stockNumber, stockNumber)))
  )[0]!;

beforeAll(async () => {
  handle = await createTestDatabase();
  server = await startImageServer();
  bodies.front = await testImage("jpeg", 60, 40, { r: 200, g: 0, b: 0 });
  bodies.side = await testImage("jpeg", 60, 40, { r: 0, g: 200, b: 0 });
  bodies.other = await testImage("jpeg", 60, 40, { r: 0, g: 0, b: 200 });
  bodies.newFront = await testImage("jpeg", 60, 40, { r: 250, g: 250, b: 0 });
  server.set(FRONT, { body: bodies.front, etag: '"front-1"', lastModified: MODIFIED });
  // No ETag: asked with If-Modified-Since alone.
  server.set(SIDE, { body: bodies.side, lastModified: MODIFIED });
  server.set(OTHER, { body: bodies.other, etag: '"other-1"', lastModified: MODIFIED });
  const created = await createLeadTestSite(handle.db, { slug: "feed-image-recheck" });
  site = (await getSiteById(handle.db, created.id))!;
  worker = createOutboxWorker({
    database: async () => handle.db,
    mail: null,
    channels: [createFeedImagesChannel({ expire })],
    batchSize: 5,
    log: quiet,
  });
  const first = await importAt(0);
  expect(first.report).toMatchObject({ created: 2, imageFailures: [] });
  expect(await imageRows()).toHaveLength(3);
});

afterAll(async () => {
  await server?.close();
  await handle?.close();
});

beforeEach(() => {
  expired.length = 0;
});

describe("a feed re-import with unchanged image URLs", () => {
  it("within a day asks the image host nothing", async () => {
    const before = await imageRows();
    const again = await importAt(60 * 60 * 1000);
    expect(again.answer).toMatchObject({ unchanged: 2, imagesPending: false });
    expect(again.requests).toEqual([]);
    expect(await imageRows()).toEqual(before);
    expect(expired).toEqual([]);
  });

  it("a day later asks each image with its validators; the 304s leave every row and expire no tag", async () => {
    const images = await imageRows();
    const carsBefore = await carRows();
    const mediaBefore = await handle.db.select({ id: media.id }).from(media);
    const later = await importAt(DAY + 60 * 60 * 1000);
    expect(later.answer).toMatchObject({ unchanged: 2, updated: 0, imagesPending: true });
    expect(later.report).toMatchObject({
      unchanged: 2,
      updated: 0,
      imagesPending: false,
      imageFailures: [],
    });
    expect(
      later.requests
        .map((r) => [r.path, r.headers["if-none-match"], r.headers["if-modified-since"]])
        .sort(),
    ).toEqual([
      [FRONT, '"front-1"', MODIFIED.toUTCString()],
      [SIDE, undefined, MODIFIED.toUTCString()],
      [OTHER, '"other-1"', MODIFIED.toUTCString()],
    ]);
    expect(await imageRows()).toEqual(images);
    expect(await carRows()).toEqual(carsBefore);
    expect(await handle.db.select({ id: media.id }).from(media)).toEqual(mediaBefore);
    expect(expired).toEqual([]);
  });

  it("shows a photo replaced at the same URL after the worker runs, expiring only that car's tags", async () => {
    const replacedAt = new Date("2026-03-03T09:00:00Z");
    server.set(FRONT, { body: bodies.newFront!, etag: '"front-2"', lastModified: replacedAt });
    const r001 = await carOf("R001");
    const r002Before = (await imageRows()).filter((row) => row.carId !== r001.id);
    const [oldFront, oldSide] = (await imageRows()).filter((row) => row.carId === r001.id);

    const later = await importAt(2 * DAY + 2 * 60 * 60 * 1000);
    // The answer comes before any image is fetched: nothing expired by the import itself.
    expect(later.answer).toMatchObject({ unchanged: 2, imagesPending: true });
    const [front, side] = (await imageRows()).filter((row) => row.carId === r001.id);
    expect(front).toMatchObject({
      position: 0,
      sourceUrl: server.url(FRONT),
      sourceHash: sha256Hex(bodies.newFront!),
      sourceEtag: '"front-2"',
      sourceLastModified: replacedAt.toUTCString(),
    });
    expect(front!.url).not.toBe(oldFront!.url);
    const [stored] = await handle.db
      .select({ sha256: media.sha256 })
      .from(media)
      .where(eq(media.id, front!.url.slice("/media/".length)));
    expect(stored?.sha256).toBe(sha256Hex(bodies.newFront!));
    expect(side).toMatchObject({ url: oldSide!.url, sourceHash: sha256Hex(bodies.side!) });
    expect((await carOf("R001")).primaryImageUrl).toBe(front!.url);
    expect((await imageRows()).filter((row) => row.carId !== r001.id)).toEqual(r002Before);
    expect(expired).toEqual([stockWriteTags(site.id, [{ id: r001.id, slug: r001.slug }])]);
    // The car counted unchanged by the file counts as updated: its images changed.
    expect(later.report).toMatchObject({ updated: 1, unchanged: 1, imageFailures: [] });
  });
});
