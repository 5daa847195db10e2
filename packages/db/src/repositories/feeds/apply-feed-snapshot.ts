import type { FeedImageWork } from "@forecourt/core/outbox/outbox-payload";
import { FEED_IMAGE_RECHECK_MS } from "@forecourt/core/stock/feeds/image-recheck";
import type { Database } from "../../client.ts";
import type {
  ApplyFeedSnapshotOptions,
  ApplyFeedSnapshotResult,
  Refused,
  PlannedOutcome,
} from "./feed-snapshot-plan.ts";
import {
  readSiteStock,
  placeRows,
  planStock,
  carUpdates,
  carInserts,
} from "./feed-snapshot-plan.ts";
import { lockSite, storeUnapplied, storeApplied } from "./feed-import-bookkeeping.ts";
import { writeCars, recheckedImages } from "./feed-car-writes.ts";

/**
 * A car whose images the feed gives and that differ from the ones it has (or a new car), or whose
 * unchanged image URLs are due to be asked again.
 */
export type { FeedImageWork };

/** The dealership a new car without one goes to: the site's primary one, else its first. */
const newCarDealership = (dealers: readonly { id: number }[], primaryId: number | null) =>
  dealers.find((dealer) => dealer.id === primaryId)?.id ?? dealers[0]?.id;

/**
 * Applies a full snapshot of a site's stock in one transaction (the site's row locked, so two
 * imports of one site run one after the other): the site's cars are read once, planned against
 * the rows (`planSnapshot`), and only what differs is written: new cars in batches, changed
 * columns per car, the cars missing from the snapshot sold together. Saved-car alerts for price
 * drops and sales are queued in the same transaction, and so are the images to fetch (new cars,
 * changed image URLs, and unchanged ones due to be asked again by `imageRecheckOf`:
 * `queueFeedImages`), and the report row is written with it. A
 * snapshot the shrink guard stops is stored as held, with its rows, and no car is touched.
 */
export async function applyFeedSnapshot(
  db: Database,
  {
    websiteId,
    snapshot,
    maxRemovalShare,
    confirming,
    now = new Date(),
    imageRecheckMs = FEED_IMAGE_RECHECK_MS,
  }: ApplyFeedSnapshotOptions,
): Promise<ApplyFeedSnapshotResult> {
  return db.transaction(async (tx) => {
    const site = await lockSite(tx, websiteId, confirming);
    const stock = await readSiteStock(tx, websiteId);
    const refused: Refused = {
      rejections: [...snapshot.rejections],
      rejectedKeys: [...snapshot.rejectedKeys],
    };
    const { rows, placeOf } = placeRows(snapshot.rows, stock, refused);
    const plan = planStock(rows, placeOf, {
      existing: stock.existing,
      maxRemovalShare,
      isConfirmed: confirming !== undefined,
      rejectedKeys: refused.rejectedKeys,
      now,
      vinRule: stock.vinRule,
    });
    const { rejections } = refused;
    rejections.push(...plan.rejections);
    const updates = carUpdates(plan.updates, now, rejections);
    const inserts = carInserts(plan.creates, {
      websiteId,
      now,
      placeOf,
      defaultDealershipId: newCarDealership(stock.dealers, site.primaryDealershipId),
      slugs: new Set(stock.existing.map((car) => car.slug)),
      rejections,
      vinRule: stock.vinRule,
    });
    const outcome: PlannedOutcome = {
      websiteId,
      snapshot,
      now,
      plan,
      updates,
      inserts,
      rejections,
    };
    const unwritten = await storeUnapplied(tx, outcome, confirming);
    if (unwritten) return unwritten;
    const written = await writeCars(tx, outcome);
    const matched = await recheckedImages(tx, outcome, imageRecheckMs);
    return storeApplied(tx, outcome, confirming, {
      changedCars: written.changedCars,
      images: [...written.images, ...matched],
    });
  });
}

export type {
  ApplyFeedSnapshotOptions,
  ApplyFeedSnapshotResult,
  FeedSnapshot,
  HeldFeed,
} from "./feed-snapshot-plan.ts";
export {
  ALL_ROWS_REJECTED_MESSAGE,
  FeedImportNotHeldError,
  notBeforeCreated,
} from "./feed-import-bookkeeping.ts";
