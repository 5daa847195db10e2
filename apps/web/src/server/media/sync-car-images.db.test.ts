import { and, asc, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@forecourt/db/client";
import { databaseMediaStore } from "@forecourt/db/media/database-media-store";
import { carImages, cars, media } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startImageServer, testImage, type ImageServer } from "../../testing/image-server.ts";
import { syncCarImages } from "./sync-car-images.ts";

let handle: DatabaseHandle;
let server: ImageServer;
let site: LeadTestSite;
let other: LeadTestSite;
let carId: number;
const images: Record<string, Buffer> = {};
const PAST = new Date("2026-01-01T00:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  server = await startImageServer();
  site = await createLeadTestSite(handle.db, { slug: "images" });
  other = await createLeadTestSite(handle.db, { slug: "images-other" });
  images.front = await testImage("jpeg", 60, 40, { r: 200, g: 0, b: 0 });
  images.side = await testImage("png", 90, 60, { r: 0, g: 200, b: 0 });
  images.rear = await testImage("webp", 30, 20, { r: 0, g: 0, b: 200 });
  images.interior = await testImage("gif", 12, 8, { r: 90, g: 90, b: 0 });
  images.newFront = await testImage("jpeg", 60, 40, { r: 250, g: 250, b: 0 });
});
afterAll(async () => {
  await server.close();
  await handle.close();
});

beforeEach(async () => {
  // One car per test (the test car's slug is fixed): the one before is taken out first.
  await handle.db.delete(cars).where(eq(cars.websiteId, site.id));
  carId = await createTestCar(handle.db, site);
  for (const name of ["front", "side", "rear", "interior"]) {
    server.set(`/${name}.img`, { body: images[name]!, lastModified: PAST });
  }
});

async function rowsOf(id: number) {
  return handle.db
    .select()
    .from(carImages)
    .where(and(eq(carImages.websiteId, site.id), eq(carImages.carId, id)))
    .orderBy(asc(carImages.position));
}

async function carOf(id: number) {
  const [row] = await handle.db.select().from(cars).where(eq(cars.id, id));
  return row!;
}

const sync = (urls: string[], options?: Parameters<typeof syncCarImages>[2]) =>
  syncCarImages(handle.db, { websiteId: site.id, carId, urls }, options);

describe("syncCarImages", () => {
  it("stores the images in the order given, with their sizes, sources and thumbnails", async () => {
    const urls = ["/side.img", "/front.img", "/interior.img", "/rear.img"].map(server.url);
    expect(await sync(urls)).toEqual({ changed: true, failures: [] });
    const rows = await rowsOf(carId);
    const { sha256Hex } = await import("@forecourt/db/media/database-media-store");
    expect(
      rows.map(({ position, url, thumbUrl, width, height, sourceUrl, sourceHash }) => ({
        position,
        url,
        thumbUrl,
        width,
        height,
        sourceUrl,
        sourceHash,
      })),
    ).toEqual(
      [
        ["side", "png", 90, 60],
        ["front", "jpg", 60, 40],
        ["interior", "gif", 12, 8],
        ["rear", "webp", 30, 20],
      ].map(([name, extension, width, height], position) => {
        const hash = sha256Hex(images[name as string]!);
        return {
          position,
          url: `/media/images/${hash}.${extension}`,
          thumbUrl: `/media/images/${hash}.${extension}?w=360&h=240`,
          width,
          height,
          sourceUrl: server.url(`/${name}.img`),
          sourceHash: hash,
        };
      }),
    );
    expect((await carOf(carId)).primaryImageUrl).toBe(rows[0]!.url);
    const stored = await databaseMediaStore(handle.db).get(rows[2]!.url.slice("/media/".length));
    expect(stored?.contentType).toBe("image/gif");
    expect(stored?.bytes.equals(images.interior!)).toBe(true);
  });

  it("asks again conditionally for unchanged URLs and writes nothing", async () => {
    const urls = ["/front.img", "/side.img"].map(server.url);
    await sync(urls);
    const before = await rowsOf(carId);
    const updatedAt = (await carOf(carId)).updatedAt;
    const asked = server.requests.length;

    expect(await sync(urls)).toEqual({ changed: false, failures: [] });
    const again = server.requests.slice(asked);
    expect(again.map((request) => request.path).sort()).toEqual(["/front.img", "/side.img"]);
    for (const request of again) expect(request.headers["if-modified-since"]).toBeDefined();
    expect(await rowsOf(carId)).toEqual(before);
    expect((await carOf(carId)).updatedAt).toEqual(updatedAt);
  });

  it("keeps an image whose server sends the same bytes again (no conditional answer)", async () => {
    server.set("/no-validators.img", { body: images.front! });
    await sync([server.url("/no-validators.img")]);
    const before = await rowsOf(carId);
    expect(await sync([server.url("/no-validators.img")])).toEqual({
      changed: false,
      failures: [],
    });
    expect(await rowsOf(carId)).toEqual(before);
  });

  it("rewrites the rows when only the order changes, without downloading again", async () => {
    await sync(["/front.img", "/side.img"].map(server.url));
    const asked = server.requests.length;
    expect(await sync(["/side.img", "/front.img"].map(server.url))).toEqual({
      changed: true,
      failures: [],
    });
    const rows = await rowsOf(carId);
    expect(rows.map((row) => row.sourceUrl)).toEqual(["/side.img", "/front.img"].map(server.url));
    expect((await carOf(carId)).primaryImageUrl).toBe(rows[0]!.url);
    // Both were asked for conditionally; neither was sent again.
    expect(server.requests.slice(asked).every((r) => r.headers["if-modified-since"])).toBe(true);
  });

  it("fetches and replaces an image whose content changed at the same URL", async () => {
    const urls = ["/front.img", "/side.img"].map(server.url);
    await sync(urls);
    const [oldFront, side] = await rowsOf(carId);
    server.set("/front.img", {
      body: images.newFront!,
      lastModified: new Date(Date.now() + 60_000),
    });
    expect(await sync(urls)).toEqual({ changed: true, failures: [] });
    const [newFront, sideAfter] = await rowsOf(carId);
    expect(newFront!.sourceUrl).toBe(server.url("/front.img"));
    expect(newFront!.sourceHash).not.toBe(oldFront!.sourceHash);
    expect(newFront!.url).not.toBe(oldFront!.url);
    expect(sideAfter).toMatchObject({ url: side!.url, sourceHash: side!.sourceHash });
    expect((await carOf(carId)).primaryImageUrl).toBe(newFront!.url);
  });

  it("reports each failed image on its own and stores the others", async () => {
    server.set("/page.img", { body: Buffer.from("<html><body>gone</body></html>") });
    server.set("/slow.img", { body: images.rear!, delayMs: 3_000 });
    server.set("/huge.img", { body: Buffer.concat([images.front!, Buffer.alloc(300_000)]) });
    const urls = [
      server.url("/missing.img"),
      server.url("/front.img"),
      server.url("/slow.img"),
      "ftp://example.com/car.jpg",
      server.url("/huge.img"),
      server.url("/page.img"),
      server.url("/side.img"),
    ];
    const result = await sync(urls, { fetch: { timeoutMs: 500, maxBytes: 200 * 1024 } });
    expect(result).toEqual({
      changed: true,
      failures: [
        { url: urls[0], reason: "the server answered 404" },
        { url: urls[2], reason: "no complete answer within 0.5 s" },
        { url: urls[3], reason: "not an http(s) URL" },
        { url: urls[4], reason: "larger than 200 kB" },
        { url: urls[5], reason: "not an image (JPEG, PNG, WebP, GIF or AVIF expected)" },
      ],
    });
    expect((await rowsOf(carId)).map((row) => [row.position, row.sourceUrl])).toEqual([
      [0, urls[1]],
      [1, urls[6]],
    ]);
  });

  it("keeps an image's previous row when it fails to fetch again", async () => {
    const urls = ["/front.img", "/side.img"].map(server.url);
    await sync(urls);
    const before = await rowsOf(carId);
    server.set("/side.img", { status: 500 });
    expect(await sync(urls)).toEqual({
      changed: false,
      failures: [{ url: urls[1], reason: "the server answered 500" }],
    });
    expect(await rowsOf(carId)).toEqual(before);
  });

  it("stores the same bytes once, whatever URLs they come from", async () => {
    server.set("/copy-a.img", { body: images.rear! });
    server.set("/copy-b.img", { body: images.rear! });
    await sync(["/copy-a.img", "/copy-b.img"].map(server.url));
    const rows = await rowsOf(carId);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.url).toBe(rows[1]!.url);
    const stored = await handle.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, rows[0]!.url.slice("/media/".length)));
    expect(stored).toHaveLength(1);
  });

  it("takes a URL of an image stored here as it is, and empties a car given no URLs", async () => {
    await sync([server.url("/front.img")]);
    const [front] = await rowsOf(carId);
    const asked = server.requests.length;
    expect(await sync([front!.url, "/media/nothing-here.jpg"])).toEqual({
      changed: false,
      failures: [{ url: "/media/nothing-here.jpg", reason: "no image is stored at this address" }],
    });
    expect(server.requests.length).toBe(asked);
    expect(await sync([])).toEqual({ changed: true, failures: [] });
    expect(await rowsOf(carId)).toEqual([]);
    expect((await carOf(carId)).primaryImageUrl).toBeNull();
    expect(await sync([front!.url])).toEqual({ changed: true, failures: [] });
    expect(await rowsOf(carId)).toMatchObject([
      { url: front!.url, width: 60, height: 40, sourceUrl: null, sourceHash: front!.sourceHash },
    ]);
  });

  it("fetches at most four images at once", async () => {
    const urls = Array.from({ length: 10 }, (_, index) => {
      server.set(`/many-${index}.img`, { body: images.rear!, delayMs: 100 });
      return server.url(`/many-${index}.img`);
    });
    server.load.mostInFlight = 0;
    expect((await sync(urls)).failures).toEqual([]);
    expect(server.load.mostInFlight).toBe(4);
  });

  it("does not touch another site's car", async () => {
    const othersCar = await createTestCar(handle.db, other);
    await expect(
      syncCarImages(handle.db, {
        websiteId: site.id,
        carId: othersCar,
        urls: [server.url("/front.img")],
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const rows = await handle.db.select().from(carImages).where(eq(carImages.carId, othersCar));
    expect(rows).toEqual([]);
  });
});
