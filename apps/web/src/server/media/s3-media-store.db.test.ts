import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand } from "@aws-sdk/client-s3";
import { eq } from "drizzle-orm";
import S3rver from "s3rver";
import sharp from "sharp";
import type { DatabaseHandle } from "@forecourt/db/client";
import { seedMedia } from "@forecourt/db/demo/seed/seed-media";
import { sha256Hex } from "@forecourt/db/media/database-media-store";
import type { MediaStore } from "@forecourt/db/media/media-store";
import { createS3Client } from "@forecourt/db/media/s3-media-store";
import { carImages, media } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as mediaRoute from "@/app/media/[...id]/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { startImageServer, testImage, type ImageServer } from "../../testing/image-server.ts";
import { mediaStore } from "./media-store.ts";
import { syncCarImages } from "./sync-car-images.ts";

const BUCKET = "forecourt-media";
let s3rver: S3rver;
let directory: string;
let handle: DatabaseHandle;
let store: MediaStore;
let images: ImageServer;
let jpeg: Buffer;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "forecourt-s3-"));
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3rver.run();
  // Read by the env module on its first use in this file: the app's store is the bucket.
  vi.stubEnv("S3_BUCKET", BUCKET);
  vi.stubEnv("S3_ENDPOINT", `http://127.0.0.1:${port}`);
  vi.stubEnv("S3_REGION", "us-east-1");
  vi.stubEnv("S3_ACCESS_KEY_ID", "S3RVER");
  vi.stubEnv("S3_SECRET_ACCESS_KEY", "S3RVER");
  vi.stubEnv("S3_FORCE_PATH_STYLE", "true");
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  store = mediaStore(handle.db);
  images = await startImageServer();
  jpeg = await testImage("jpeg", 600, 400);
});
afterAll(async () => {
  await images?.close();
  await handle?.close();
  await s3rver?.close();
  await rm(directory, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

/** A client of the test's own, to look in the bucket behind the app's back. */
function bucketClient() {
  return createS3Client({
    bucket: BUCKET,
    endpoint: process.env.S3_ENDPOINT,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    isPathStyle: true,
  });
}

/** The object as the bucket holds it. */
async function objectInBucket(id: string): Promise<Buffer | null> {
  const client = bucketClient();
  try {
    const object = await client.send(new GetObjectCommand({ Bucket: BUCKET, Key: id }));
    return Buffer.from(await object.Body!.transformToByteArray());
  } catch {
    return null;
  } finally {
    client.destroy();
  }
}

const getMedia = (id: string, query = "") =>
  callRoute(mediaRoute, "GET", new Request(`http://localhost/media/${id}${query}`), {
    id: id.split("/"),
  });

describe("the S3 media store", () => {
  it("is the app's store when S3_BUCKET is set", () => {
    expect(store.kind).toBe("s3");
  });

  it("puts the bytes in the bucket under the id and keeps the row without them", async () => {
    await store.put({
      id: "test/car.jpg",
      contentType: "image/jpeg",
      bytes: jpeg,
      width: 600,
      height: 400,
    });
    const [row] = await handle.db.select().from(media).where(eq(media.id, "test/car.jpg"));
    expect(row).toMatchObject({
      contentType: "image/jpeg",
      bytes: null,
      sha256: sha256Hex(jpeg),
      width: 600,
      height: 400,
    });
    expect((await objectInBucket("test/car.jpg"))?.equals(jpeg)).toBe(true);
    const file = await store.get("test/car.jpg");
    expect(file?.contentType).toBe("image/jpeg");
    expect(file?.bytes.equals(jpeg)).toBe(true);
    expect(await store.has("test/car.jpg")).toBe(true);
    expect(await store.get("test/none.jpg")).toBeNull();
  });

  it("keeps what is stored under an id already put", async () => {
    const other = await testImage("png", 10, 10);
    await store.put({ id: "test/car.jpg", contentType: "image/png", bytes: other });
    expect((await store.get("test/car.jpg"))?.bytes.equals(jpeg)).toBe(true);
    expect((await objectInBucket("test/car.jpg"))?.equals(jpeg)).toBe(true);
  });

  it("serves /media/{id} from the bucket, whole and as a thumbnail", async () => {
    const response = await getMedia("test/car.jpg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true);

    const thumbnail = await getMedia("test/car.jpg", "?w=360&h=240");
    expect(thumbnail.status).toBe(200);
    const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(["jpeg", 360, 240]);
  });

  it("answers 404 for an id with no row, or whose object is gone from the bucket", async () => {
    expect((await getMedia("test/unknown.jpg")).status).toBe(404);
    await store.put({ id: "test/gone.jpg", contentType: "image/jpeg", bytes: jpeg });
    const client = bucketClient();
    await client.send(new DeleteObjectCommand({ Bucket: BUCKET, Key: "test/gone.jpg" }));
    client.destroy();
    expect(await store.get("test/gone.jpg")).toBeNull();
    expect((await getMedia("test/gone.jpg")).status).toBe(404);
  });

  it("still serves files stored in the database before the bucket was set", async () => {
    const png = await testImage("png", 20, 20);
    await handle.db
      .insert(media)
      .values({ id: "test/old.png", contentType: "image/png", bytes: png });
    const response = await getMedia("test/old.png");
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect(await objectInBucket("test/old.png")).toBeNull();
  });

  it("takes the demo seed's files", async () => {
    const logo = await testImage("png", 48, 16);
    const report = Buffer.from("%PDF-1.4\n% a history report\n");
    await seedMedia(store, [
      { id: "test/seed-logo.png", contentType: "image/png", bytes: logo, width: 48, height: 16 },
      { id: "test/seed-report.pdf", contentType: "application/pdf", bytes: report },
    ]);
    expect((await objectInBucket("test/seed-logo.png"))?.equals(logo)).toBe(true);
    const pdf = await getMedia("test/seed-report.pdf");
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).equals(report)).toBe(true);
    const rows = await handle.db
      .select({ bytes: media.bytes })
      .from(media)
      .where(eq(media.id, "test/seed-logo.png"));
    expect(rows).toEqual([{ bytes: null }]);
  });

  it("stores car images fetched by URL in the bucket and serves them at their /media URL", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "s3-images" });
    const carId = await createTestCar(handle.db, site);
    images.set("/front.jpg", { body: jpeg });
    const result = await syncCarImages(handle.db, {
      websiteId: site.id,
      carId,
      urls: [images.url("/front.jpg")],
    });
    expect(result).toEqual({ changed: true, failures: [] });
    const [image] = await handle.db.select().from(carImages).where(eq(carImages.carId, carId));
    const id = image!.url.slice("/media/".length);
    expect(id).toBe(`images/${sha256Hex(jpeg)}.jpg`);
    expect((await objectInBucket(id))?.equals(jpeg)).toBe(true);
    const [row] = await handle.db
      .select({ bytes: media.bytes })
      .from(media)
      .where(eq(media.id, id));
    expect(row?.bytes).toBeNull();
    const served = await getMedia(id);
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
  });
});
