import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Site } from "@forecourt/core/site/site";
import { FEED_IMAGES_OUTBOX_KIND, parseOutboxPayload } from "@forecourt/core/outbox/outbox-payload";
import type { DatabaseHandle } from "@forecourt/db/client";
import { carImages, cars, outbox } from "@forecourt/db/schema";
import { claimDueDeliveries } from "@forecourt/db/repositories/outbox/claim-due-deliveries";
import { markSending } from "@forecourt/db/repositories/outbox/mark-delivery";
import { getFeedImport } from "@forecourt/db/repositories/feeds/get-feed-import";
import { FEED_IMAGE_CARS_PER_ROW } from "@forecourt/db/repositories/feeds/queue-feed-images";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { runFeedImport } from "../../stock/feeds/run-feed-import.ts";
import { startImageServer, testImage, type ImageServer } from "../../../testing/image-server.ts";
import { createOutboxWorker } from "../outbox-worker.ts";
import { createFeedImagesChannel } from "./feed-images-channel.ts";

let handle: DatabaseHandle;
let images: ImageServer;
let site: Site;
const quiet = { info: () => {}, warn: () => {} };
const noExpiry = async () => {};
/** The dying worker's claim: long enough to outlast its part, which it never marks done. */
const LEASE_MS = 5_000;
/** Three parts: two full, one of five cars. */
const CARS = 2 * FEED_IMAGE_CARS_PER_ROW + 5;
/** The car whose second image is missing: in the part the dying worker had. */
const BROKEN = FEED_IMAGE_CARS_PER_ROW + 3;

const stockOf = (n: number) => `C${String(n).padStart(3, "0")}`;
const photo = (n: number, k: number) => `/c${n}-${k}.jpg`;

beforeAll(async () => {
  handle = await createTestDatabase();
  images = await startImageServer();
  const body = await testImage("jpeg", 40, 30);
  for (let n = 1; n <= CARS; n++) {
    images.set(photo(n, 1), { body, contentType: "image/jpeg" });
    if (n !== BROKEN) images.set(photo(n, 2), { body, contentType: "image/jpeg" });
  }
  const created = await createLeadTestSite(handle.db, { slug: "feed-images" });
  site = (await getSiteById(handle.db, created.id))!;
});

afterAll(async () => {
  await images?.close();
  await handle?.close();
});

const channel = createFeedImagesChannel({ expire: noExpiry });
const worker = (batchSize: number) =>
  createOutboxWorker({
    database: async () => handle.db,
    mail: null,
    channels: [channel],
    batchSize,
    log: quiet,
  });

describe("a feed import's images", () => {
  it("are fetched after the answer, and a worker restart part-way still fetches the rest", async () => {
    const csv = [
      "Stock No,Year,Make,Model,Condition,Drive Away,Images",
      ...Array.from(
        { length: CARS },
        (_, i) =>
          `${stockOf(i + 1)},2020,Toyota,Corolla,Used,20000,${images.url(photo(i + 1, 1))};${images.url(photo(i + 1, 2))}`,
      ),
    ].join("\n");
    const outcome = await runFeedImport(
      handle.db,
      site,
      { bytes: new TextEncoder().encode(csv), format: "csv" },
      "upload",
      { expire: noExpiry },
    );
    if (!outcome.ok) throw new Error(outcome.message);
    const { report } = outcome;
    expect(report).toMatchObject({ created: CARS, imageFailures: [], imagesPending: true });
    // The answer came before any image was asked for.
    expect(images.requests).toEqual([]);
    const parts = await handle.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.websiteId, site.id), eq(outbox.kind, FEED_IMAGES_OUTBOX_KIND)))
      .orderBy(asc(outbox.id));
    expect(parts.map((part) => part.aggregateId)).toEqual(
      [0, 1, 2].map((n) => `${report.id}.${n}`),
    );

    // The first part is fetched and delivered.
    expect(await worker(1).drainOnce()).toMatchObject({ delivered: 1 });
    // A worker takes the second part, fetches and records it, and dies before marking it done.
    const [claimed] = await claimDueDeliveries(handle.db, {
      limit: 1,
      leaseMs: LEASE_MS,
      kinds: [FEED_IMAGES_OUTBOX_KIND],
    });
    expect(claimed!.aggregateId).toBe(`${report.id}.1`);
    const parsed = parseOutboxPayload(FEED_IMAGES_OUTBOX_KIND, claimed!.payload);
    if (!parsed.ok) throw new Error(parsed.error);
    expect(await markSending(handle.db, claimed!, LEASE_MS)).toBe(true);
    const send = await channel.prepare(
      { ...claimed!, kind: FEED_IMAGES_OUTBOX_KIND, payload: parsed.payload },
      { db: handle.db, mail: null, fetch, webhookTimeoutMs: 1_000, log: quiet },
    );
    const pending = () => getFeedImport(handle.db, { websiteId: site.id, id: report.id });
    const sending = send();
    // A part being fetched is still pending.
    expect(await pending()).toMatchObject({ imagesPending: true });
    await sending;
    expect(await pending()).toMatchObject({ imagesPending: true });

    // A new worker: the last part at once, the dead worker's part when its lease lapses.
    const restarted = worker(20);
    expect(await restarted.drainOnce()).toMatchObject({ delivered: 1 });
    expect(await pending()).toMatchObject({ imagesPending: true });
    const [lapsed] = await handle.db.select().from(outbox).where(eq(outbox.id, claimed!.id));
    await new Promise((resolve) =>
      setTimeout(resolve, Math.max(0, lapsed!.nextAttemptAt.getTime() - Date.now()) + 100),
    );
    expect(await restarted.drainOnce()).toMatchObject({ delivered: 1 });
    expect(await restarted.drainOnce()).toMatchObject({ delivered: 0 });

    const done = await pending();
    expect(done).toMatchObject({ imagesPending: false, created: CARS });
    // Recorded once, though its part ran twice.
    expect(done!.imageFailures).toEqual([
      {
        stock_number: stockOf(BROKEN),
        url: images.url(photo(BROKEN, 2)),
        reason: expect.any(String),
      },
    ]);
    const stored = await handle.db
      .select({ stockNumber: cars.stockNumber, sourceUrl: carImages.sourceUrl })
      .from(carImages)
      .innerJoin(cars, eq(cars.id, carImages.carId))
      .where(eq(cars.websiteId, site.id))
      .orderBy(asc(cars.stockNumber), asc(carImages.position));
    const expected = Array.from({ length: CARS }, (_, i) => i + 1).flatMap((n) =>
      (n === BROKEN ? [1] : [1, 2]).map((k) => ({
        stockNumber: stockOf(n),
        sourceUrl: images.url(photo(n, k)),
      })),
    );
    expect(stored).toEqual(expected);
    // The first part's images were asked for once: the restart did not fetch them again.
    expect(images.requestsTo(photo(1, 1))).toHaveLength(1);
    expect(images.requestsTo(photo(CARS, 1))).toHaveLength(1);
    expect(images.requestsTo(photo(BROKEN, 1))).toHaveLength(2);
  });
});
