/** Applying a feed snapshot: the car rows written, and the images to fetch. */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { planCarUpdate } from "@forecourt/core/stock/car-update";
import type { FeedImageWork } from "@forecourt/core/outbox/outbox-payload";
import { imageRecheckOf } from "@forecourt/core/stock/feeds/image-recheck";
import type { Tx } from "../../client.ts";
import { carImages, cars } from "../../schema.ts";
import { queueSavedCarAlerts } from "../garage/queue-saved-car-alerts.ts";
import { isKeptByLock, type CarRow } from "../stock/car-row.ts";
import type { PlannedOutcome, WrittenCars } from "./feed-snapshot-plan.ts";
import { INSERT_BATCH, ID_BATCH, batchesOf, saleState, sameList } from "./feed-snapshot-plan.ts";
import { lastAppliedAt } from "./feed-import-bookkeeping.ts";

/**
 * Writes only what differs: new cars in batches, changed columns per car, the cars missing
 * from the snapshot sold together; saved-car alerts for price drops and sales queued with them.
 */
export async function writeCars(tx: Tx, outcome: PlannedOutcome): Promise<WrittenCars> {
  const written: WrittenCars = { changedCars: [], images: [] };
  await insertCars(tx, outcome, written);
  await updateCars(tx, outcome, written);
  await sellAbsentCars(tx, outcome, written);
  return written;
}

/** New cars in batches of {@link INSERT_BATCH}, each with the images its row gives. */
async function insertCars(tx: Tx, { inserts }: PlannedOutcome, written: WrittenCars) {
  for (const batch of batchesOf(inserts, INSERT_BATCH)) {
    const ids = await tx
      .insert(cars)
      .values(batch.map((insert) => insert.row))
      .returning({ id: cars.id });
    batch.forEach((insert, index) => {
      written.changedCars.push({ id: ids[index]!.id, slug: insert.row.slug });
      const urls = insert.input.images ?? [];
      if (urls.length > 0) {
        written.images.push({
          carId: ids[index]!.id,
          slug: insert.row.slug,
          stockNumber: insert.row.stockNumber,
          urls,
          wasUnchanged: false,
        });
      }
    });
  }
}

/** Each changed car's changed columns, and its watchers' alerts. */
async function updateCars(
  tx: Tx,
  { websiteId, now, updates }: PlannedOutcome,
  written: WrittenCars,
) {
  for (const { car, changes } of updates) {
    if (Object.keys(changes).length === 0) continue;
    written.changedCars.push({ id: car.id, slug: car.slug });
    await tx
      .update(cars)
      .set({ ...changes, updatedAt: now })
      .where(and(eq(cars.websiteId, websiteId), eq(cars.id, car.id)));
    await queueSavedCarAlerts(tx, {
      websiteId,
      carId: car.id,
      before: car,
      after: { ...car, ...changes },
    });
  }
}

/** Sold by absence: one statement per batch, then each watcher's alert. */
async function sellAbsentCars(
  tx: Tx,
  { websiteId, now, plan }: PlannedOutcome,
  written: WrittenCars,
) {
  const soldChanges = (car: CarRow) => {
    const planned = planCarUpdate(saleState(car), { sold: true }, now);
    return planned.ok ? planned.changes : { status: "sold" as const, isSold: true, soldAt: now };
  };
  for (const car of plan.sells) written.changedCars.push({ id: car.id, slug: car.slug });
  for (const batch of batchesOf(plan.sells, ID_BATCH)) {
    await tx
      .update(cars)
      .set({ ...soldChanges(batch[0]!), updatedAt: now })
      .where(
        and(
          eq(cars.websiteId, websiteId),
          inArray(
            cars.id,
            batch.map((car) => car.id),
          ),
        ),
      );
    for (const car of batch) {
      await queueSavedCarAlerts(tx, {
        websiteId,
        carId: car.id,
        before: car,
        after: { ...car, ...soldChanges(car) },
      });
    }
  }
}

/**
 * Matched cars whose image URLs the feed changed (unless the dealer locked them), and those
 * whose unchanged URLs are due to be asked again: a photo replaced at the same URL.
 */
export async function recheckedImages(
  tx: Tx,
  { websiteId, now, plan }: PlannedOutcome,
  imageRecheckMs: number,
): Promise<FeedImageWork[]> {
  const matched = [
    ...plan.updates.map((u) => ({ car: u.car, input: u.input, wasUnchanged: false })),
    ...plan.unchanged.map((u) => ({ ...u, wasUnchanged: true })),
  ].filter(
    ({ car, input }) =>
      input.images !== undefined && !isKeptByLock(car.lockedFields, "images", "feed"),
  );
  if (matched.length === 0) return [];
  const { urlsOf, fetchedCars } = await storedImageSources(tx, websiteId);
  const previousImportAt = await lastAppliedAt(tx, websiteId);
  const images: FeedImageWork[] = [];
  for (const { car, input, wasUnchanged } of matched) {
    const urls = input.images ?? [];
    const isRecheckDue = () =>
      fetchedCars.has(car.id) &&
      imageRecheckOf({
        carId: car.id,
        carCreatedAt: car.createdAt,
        previousImportAt,
        now,
        intervalMs: imageRecheckMs,
      }).isDue;
    if (!sameList(urlsOf.get(car.id) ?? [], urls) || isRecheckDue()) {
      images.push({
        carId: car.id,
        slug: car.slug,
        stockNumber: car.stockNumber,
        urls,
        wasUnchanged,
      });
    }
  }
  return images;
}

/** The source URLs of each of the site's cars' images in order, and the cars with any fetched. */
async function storedImageSources(tx: Tx, websiteId: number) {
  const sources = await tx
    .select({
      carId: carImages.carId,
      url: sql<string>`coalesce(${carImages.sourceUrl}, ${carImages.url})`,
      isFetched: sql<boolean>`${carImages.sourceUrl} is not null`,
    })
    .from(carImages)
    .where(eq(carImages.websiteId, websiteId))
    .orderBy(asc(carImages.carId), asc(carImages.position));
  const urlsOf = new Map<number, string[]>();
  const fetchedCars = new Set<number>();
  for (const source of sources) {
    const list = urlsOf.get(source.carId) ?? [];
    list.push(source.url);
    urlsOf.set(source.carId, list);
    if (source.isFetched) fetchedCars.add(source.carId);
  }
  return { urlsOf, fetchedCars };
}
