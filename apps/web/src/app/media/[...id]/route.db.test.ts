import sharp from "sharp";
import type { DatabaseHandle } from "@forecourt/db/client";
import { media } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mediaStore } from "@/server/media/media-store";
import { testImage } from "@/testing/image-server";
import { callRoute, useRouteTestDatabase } from "@/testing/route-harness";
import * as route from "./route.ts";

let handle: DatabaseHandle;

beforeAll(async () => {
  vi.stubEnv("S3_BUCKET", "");
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
});
afterAll(async () => {
  await handle.close();
  vi.unstubAllEnvs();
});

const get = (id: string, query = "") =>
  callRoute(route, "GET", new Request(`http://localhost/media/${id}${query}`), {
    id: id.split("/"),
  });

describe("/media/{id} on the database store", () => {
  it("serves what the store put, whole", async () => {
    const store = mediaStore(handle.db);
    expect(store.kind).toBe("database");
    const png = await testImage("png", 40, 30);
    await store.put({ id: "route/car.png", contentType: "image/png", bytes: png });
    const response = await get("route/car.png");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
  });

  it.each(["gif", "avif", "webp"] as const)(
    "crops a %s photo to a JPEG thumbnail",
    async (format) => {
      const bytes = await testImage(format, 90, 60);
      await mediaStore(handle.db).put({
        id: `route/photo.${format}`,
        contentType: `image/${format}`,
        bytes,
      });
      const response = await get(`route/photo.${format}`, "?w=360&h=240");
      expect(response.status).toBe(200);
      const size = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([size.format, size.width, size.height]).toEqual(["jpeg", 360, 240]);
    },
  );

  it("turns a photo as its EXIF orientation says before cropping it", async () => {
    // Shown upright: red above blue. Stored turned a quarter, with orientation 6 to undo it.
    const upright = await sharp({
      create: { width: 60, height: 90, channels: 3, background: { r: 255, g: 0, b: 0 } },
    })
      .composite([
        {
          input: await testImage("png", 60, 45, { r: 0, g: 0, b: 255 }),
          top: 45,
          left: 0,
        },
      ])
      .png()
      .toBuffer();
    const stored = await sharp(upright)
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    await mediaStore(handle.db).put({
      id: "route/turned.jpg",
      contentType: "image/jpeg",
      bytes: stored,
    });
    const response = await get("route/turned.jpg", "?w=360&h=240");
    const { data, info } = await sharp(Buffer.from(await response.arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [data[at]!, data[at + 1]!, data[at + 2]!];
    };
    const [topRed, , topBlue] = pixel(180, 10);
    const [bottomRed, , bottomBlue] = pixel(180, 230);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it("answers 404 for an unknown id and for a row whose bytes are in a bucket not configured", async () => {
    expect((await get("route/unknown.jpg")).status).toBe(404);
    await handle.db
      .insert(media)
      .values({ id: "route/in-bucket.jpg", contentType: "image/jpeg", bytes: null });
    expect((await get("route/in-bucket.jpg")).status).toBe(404);
  });
});
