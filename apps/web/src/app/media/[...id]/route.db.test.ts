import sharp from "sharp";
import type { DatabaseHandle } from "@forecourt/db/client";
import { media } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { mediaStore } from "@/server/media/media-store";
import { testImage } from "@/server/testing/image-server";
import { callRoute, useRouteTestDatabase } from "@/server/testing/route-harness";
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

  it("answers 404 for an unknown id and for a row whose bytes are in a bucket not configured", async () => {
    expect((await get("route/unknown.jpg")).status).toBe(404);
    await handle.db
      .insert(media)
      .values({ id: "route/in-bucket.jpg", contentType: "image/jpeg", bytes: null });
    expect((await get("route/in-bucket.jpg")).status).toBe(404);
  });
});
