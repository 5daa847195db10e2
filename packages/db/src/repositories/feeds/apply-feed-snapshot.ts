import { and, asc, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { NewCarInput } from "@forecourt/core/stock/car-input";
import { planCarUpdate, type CarSaleState } from "@forecourt/core/stock/car-update";
import type { FeedImageWork } from "@forecourt/core/outbox/outbox-payload";
import type { IgnoredColumn } from "@forecourt/core/stock/feeds/feed-columns";
import type { FeedCarChanges, FeedSource } from "@forecourt/core/stock/feeds/feed-import-report";
import { FEED_IMAGE_RECHECK_MS, imageRecheckOf } from "@forecourt/core/stock/feeds/image-recheck";
import type { FeedRejection } from "@forecourt/core/stock/feeds/parse-csv-feed";
import type { FeedFormat } from "@forecourt/core/stock/feeds/parse-feed-file";
import {
  planSnapshot,
  type SnapshotKey,
  type SnapshotPlan,
  type SnapshotRow,
} from "@forecourt/core/stock/feeds/snapshot-plan";
import type { Database, Tx } from "../../client.ts";
import { carImages, cars, dealerships, feedImports, locations, websites } from "../../schema.ts";
import { queueSavedCarAlerts } from "../garage/queue-saved-car-alerts.ts";
import {
  carChanges,
  carRowFromInput,
  carSlugBase,
  isKeptByLock,
  type CarInsertRow,
  type CarRow,
  type CarRowChanges,
} from "../stock/car-row.ts";
import { toFeedImportReport, type FeedImportRow } from "./feed-import-report.ts";
import { queueFeedImages } from "./queue-feed-images.ts";

/** What a held import keeps until it is confirmed: the rows it read and what it refused. */
export type HeldFeed = {
  rows: SnapshotRow<NewCarInput>[];
  rejections: FeedRejection[];
  rejectedKeys: SnapshotKey[];
  rowCount: number;
};

export type FeedSnapshot = HeldFeed & {
  source: FeedSource;
  format: FeedFormat;
  fileHash: string | null;
  /** The file's columns no car field reads, for the report (none when not given). */
  ignoredColumns?: IgnoredColumn[];
};

/** The message of an import whose every row was rejected: nothing is written. */
export const ALL_ROWS_REJECTED_MESSAGE =
  "Every row of the file was rejected, so nothing was changed (no car was created, updated or sold). Fix the rows listed in rejections and send the file again.";

export type ApplyFeedSnapshotOptions = {
  websiteId: number;
  snapshot: FeedSnapshot;
  /** settings.stockFeed.maxRemovalShare of the site. */
  maxRemovalShare: number;
  /** The held import being confirmed: applied whatever it sells, and its report updated. */
  confirming?: number;
  now?: Date;
  /**
   * The least time between two checks of a car's images at unchanged URLs (`imageRecheckOf`);
   * default {@link FEED_IMAGE_RECHECK_MS}.
   */
  imageRecheckMs?: number;
};

/**
 * A car whose images the feed gives and that differ from the ones it has (or a new car), or whose
 * unchanged image URLs are due to be asked again.
 */
export type { FeedImageWork };

export type ApplyFeedSnapshotResult = {
  report: ReturnType<typeof toFeedImportReport>;
  /** Whether any car row was written: only then are the site's cars' caches expired. */
  isChanged: boolean;
  /** The cars whose rows were written (created, updated, sold): their own caches expire. */
  changedCars: { id: number; slug: string }[];
  /** The cars whose images were queued for the outbox worker (`queueFeedImages`). */
  images: FeedImageWork[];
};

/** Thrown (rolling the transaction back) when the import being confirmed is no longer held. */
export class FeedImportNotHeldError extends Error {
  constructor(readonly id: number) {
    super(`Feed import ${id} is not held`);
    this.name = "FeedImportNotHeldError";
  }
}

const INSERT_BATCH = 500;
const ID_BATCH = 1_000;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

const saleState = (car: CarRow): CarSaleState => ({
  status: car.status as CarSaleState["status"],
  isSold: car.isSold,
  soldAt: car.soldAt,
});

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

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
    });
    const { rejections } = refused;
    rejections.push(...plan.rejections);
    const updates = carUpdates(plan.updates, now, rejections);
    const defaultDealershipId =
      stock.dealers.find((dealer) => dealer.id === site.primaryDealershipId)?.id ??
      stock.dealers[0]?.id;
    const inserts = carInserts(plan.creates, {
      websiteId,
      now,
      placeOf,
      defaultDealershipId,
      slugs: new Set(stock.existing.map((car) => car.slug)),
      rejections,
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

/** What a snapshot has refused so far: the rows' reasons and the keys of their cars. */
type Refused = { rejections: FeedRejection[]; rejectedKeys: SnapshotKey[] };

/** Where a row's car belongs: the dealership and location its slugs name. */
type Place = { dealershipId?: number; locationId?: number | null };

type SiteStock = {
  existing: CarRow[];
  dealers: { id: number; slug: string }[];
  places: { id: number; slug: string; dealershipId: number }[];
};

type CarPlan = SnapshotPlan<CarRow, NewCarInput, ReturnType<typeof carChanges>>;

type CarUpdate = { car: CarRow; changes: CarRowChanges };
type CarInsert = { row: CarInsertRow; input: NewCarInput };

/** A snapshot planned against the site's stock: what is written, and what is refused. */
type PlannedOutcome = {
  websiteId: number;
  snapshot: FeedSnapshot;
  now: Date;
  plan: CarPlan;
  updates: CarUpdate[];
  inserts: CarInsert[];
  rejections: FeedRejection[];
};

/**
 * Locks the site's row (two imports of one site run one after the other) and, when a held
 * import is being confirmed, checks it is still held.
 */
async function lockSite(tx: Tx, websiteId: number, confirming: number | undefined) {
  const [site] = await tx
    .select({ primaryDealershipId: websites.primaryDealershipId })
    .from(websites)
    .where(eq(websites.id, websiteId))
    .for("update");
  if (!site) throw new Error(`Website ${websiteId} does not exist`);
  if (confirming !== undefined) {
    // Two confirmations racing: the second waits for the site's lock, then finds it applied.
    const [held] = await tx
      .select({ status: feedImports.status })
      .from(feedImports)
      .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, confirming)));
    if (held?.status !== "held") throw new FeedImportNotHeldError(confirming);
  }
  return site;
}

/** The site's cars, dealerships (oldest first) and locations, each read once. */
async function readSiteStock(tx: Tx, websiteId: number): Promise<SiteStock> {
  const existing = await tx.select().from(cars).where(eq(cars.websiteId, websiteId));
  const dealers = await tx
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(eq(dealerships.websiteId, websiteId))
    .orderBy(asc(dealerships.id));
  const places = await tx
    .select({ id: locations.id, slug: locations.slug, dealershipId: locations.dealershipId })
    .from(locations)
    .where(eq(locations.websiteId, websiteId));
  return { existing, dealers, places };
}

/**
 * Where each row's car belongs, from the slugs it names; a slug the site lacks rejects the row
 * (into `refused`). The rows kept, and the place of each by row number.
 */
function placeRows(snapshotRows: SnapshotRow<NewCarInput>[], stock: SiteStock, refused: Refused) {
  const rejectRow = (row: SnapshotRow<NewCarInput>, reason: string) => {
    refused.rejections.push({ row: row.row, stockNumber: row.stockNumber, reason });
    refused.rejectedKeys.push({ stockNumber: row.stockNumber, vin: row.vin });
  };
  const placeOf = new Map<number, Place>();
  const rows = snapshotRows.filter((row) => {
    const place: Place = {};
    const { dealership, dealership_id, location, location_id } = row.input;
    if (dealership !== undefined || dealership_id !== undefined) {
      const found = stock.dealers.find((d) => d.slug === dealership || d.id === dealership_id);
      if (!found) {
        rejectRow(
          row,
          `dealership ${dealership ?? dealership_id} is not one of the site's dealerships`,
        );
        return false;
      }
      place.dealershipId = found.id;
    }
    if (location === null || location_id === null) place.locationId = null;
    else if (location !== undefined || location_id !== undefined) {
      const found = stock.places.find((l) => l.slug === location || l.id === location_id);
      if (!found) {
        rejectRow(row, `location ${location ?? location_id} is not one of the site's locations`);
        return false;
      }
      place.locationId = found.id;
      place.dealershipId ??= found.dealershipId;
    }
    placeOf.set(row.row, place);
    return true;
  });
  return { rows, placeOf };
}

/** The rows planned against the site's cars (`planSnapshot`), each diffed with its place. */
function planStock(
  rows: SnapshotRow<NewCarInput>[],
  placeOf: Map<number, Place>,
  options: {
    existing: CarRow[];
    maxRemovalShare: number;
    isConfirmed: boolean;
    rejectedKeys: SnapshotKey[];
    now: Date;
  },
): CarPlan {
  const { now, ...planOptions } = options;
  const rowOfInput = new Map(rows.map((row) => [row.input, row.row]));
  return planSnapshot({
    ...planOptions,
    rows,
    changesOf: (car, input) => {
      const place = placeOf.get(rowOfInput.get(input) ?? -1) ?? {};
      const result = carChanges(car, input, { source: "feed", now, ...place });
      if (result.ok && Object.keys(result.changes).length === 0) return null;
      return result;
    },
  });
}

/**
 * The planned updates' changes (a car the file lists again relisted, unless the row sets its
 * sale itself); an update whose changes are invalid is rejected into `rejections`.
 */
function carUpdates(
  planned: CarPlan["updates"],
  now: Date,
  rejections: FeedRejection[],
): CarUpdate[] {
  const updates: CarUpdate[] = [];
  for (const update of planned) {
    const result = update.changes;
    if (result && !result.ok) {
      rejections.push({
        row: update.row,
        stockNumber: update.car.stockNumber,
        reason: Object.values(result.errors).join(" "),
      });
      continue;
    }
    const changes: CarRowChanges = { ...(result?.changes ?? {}) };
    const setsSale = update.input.sold !== undefined || update.input.status !== undefined;
    if (update.isRelisted && !setsSale) {
      const relisted = planCarUpdate(saleState(update.car), { sold: false }, now);
      if (relisted.ok) Object.assign(changes, relisted.changes);
    }
    updates.push({ car: update.car, changes });
  }
  return updates;
}

/**
 * The rows of the new cars, each with a slug of its own on the site (added to `slugs`); a car
 * with no dealership to list it under, or whose row does not build, is rejected.
 */
function carInserts(
  creates: CarPlan["creates"],
  site: {
    websiteId: number;
    now: Date;
    placeOf: Map<number, Place>;
    defaultDealershipId: number | undefined;
    slugs: Set<string>;
    rejections: FeedRejection[];
  },
): CarInsert[] {
  const { slugs, rejections } = site;
  const uniqueSlug = (base: string) => {
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    slugs.add(slug);
    return slug;
  };
  const inserts: CarInsert[] = [];
  for (const create of creates) {
    const place = site.placeOf.get(create.row) ?? {};
    const dealershipId = place.dealershipId ?? site.defaultDealershipId;
    if (dealershipId === undefined) {
      rejections.push({
        row: create.row,
        stockNumber: create.stockNumber,
        reason: "the site has no dealership to list the car under",
      });
      continue;
    }
    const built = carRowFromInput(create.input, {
      websiteId: site.websiteId,
      dealershipId,
      locationId: place.locationId ?? null,
      now: site.now,
      slug: uniqueSlug(carSlugBase(create.input)),
    });
    if (!built.ok) {
      rejections.push({
        row: create.row,
        stockNumber: create.stockNumber,
        reason: Object.values(built.errors).join(" "),
      });
      continue;
    }
    inserts.push({ row: built.row, input: create.input });
  }
  return inserts;
}

/** The import row's counts and the stock numbers of the cars it created, updated and sold. */
function importCounts({ plan, updates, inserts }: PlannedOutcome) {
  const counts = {
    created: inserts.length,
    updated: updates.length,
    unchanged: plan.unchanged.length,
    sold: plan.sells.length,
  };
  const carLists: FeedCarChanges = {
    created: inserts.map((insert) => insert.row.stockNumber),
    updated: updates.map((update) => update.car.stockNumber),
    sold: plan.sells.map((car) => car.stockNumber),
  };
  return { ...counts, carChanges: carLists };
}

/** The columns of the import row that come from the snapshot itself. */
function importBase({ websiteId, snapshot, now }: PlannedOutcome) {
  return {
    websiteId,
    source: snapshot.source,
    format: snapshot.format,
    fileHash: snapshot.fileHash,
    rowCount: snapshot.rowCount,
    ignoredColumns: snapshot.ignoredColumns ?? [],
    // The import's own clock, so that finished_at (the same clock) never precedes it.
    createdAt: now,
  };
}

/**
 * The import stored without touching a car, when it is not applied: rejected (no row taken) or
 * held by the shrink guard, with its rows. None when it is to be applied.
 */
async function storeUnapplied(
  tx: Tx,
  outcome: PlannedOutcome,
  confirming: number | undefined,
): Promise<ApplyFeedSnapshotResult | null> {
  const { websiteId, snapshot, now, plan, updates, inserts, rejections } = outcome;
  const base = importBase(outcome);
  // A file none of whose rows could be taken changes nothing: it would otherwise sell every
  // car it failed to list (the rejected rows' own cars are spared, but not those of rows
  // whose stock number could not be read). A confirmation applies rows already accepted.
  const accepted = inserts.length + updates.length + plan.unchanged.length;
  if (confirming === undefined && snapshot.rowCount > 0 && accepted === 0) {
    const [row] = await tx
      .insert(feedImports)
      .values({
        ...base,
        status: "rejected",
        rejections: sortRejections(rejections),
        message: ALL_ROWS_REJECTED_MESSAGE,
        finishedAt: now,
      })
      .returning();
    return { report: toFeedImportReport(row!), isChanged: false, changedCars: [], images: [] };
  }
  if (!plan.hold) return null;
  const held: HeldFeed = {
    rows: snapshot.rows,
    rejections: snapshot.rejections,
    rejectedKeys: snapshot.rejectedKeys,
    rowCount: snapshot.rowCount,
  };
  const [row] = await tx
    .insert(feedImports)
    .values({
      ...base,
      ...importCounts(outcome),
      status: "held",
      rejections: sortRejections(rejections),
      message: plan.hold.message,
      heldRows: held,
    })
    .returning();
  await supersedeHeld(tx, websiteId, row!.id, now);
  return { report: toFeedImportReport(row!), isChanged: false, changedCars: [], images: [] };
}

/** What writing the cars changed: the cars written, and the new cars' images to fetch. */
type WrittenCars = Pick<ApplyFeedSnapshotResult, "changedCars" | "images">;

/**
 * Writes only what differs: new cars in batches, changed columns per car, the cars missing
 * from the snapshot sold together; saved-car alerts for price drops and sales queued with them.
 */
async function writeCars(tx: Tx, outcome: PlannedOutcome): Promise<WrittenCars> {
  const written: WrittenCars = { changedCars: [], images: [] };
  await insertCars(tx, outcome, written);
  await updateCars(tx, outcome, written);
  await sellAbsentCars(tx, outcome, written);
  return written;
}

/** New cars in batches of {@link INSERT_BATCH}, each with the images its row gives. */
async function insertCars(tx: Tx, { inserts }: PlannedOutcome, written: WrittenCars) {
  for (const batch of chunks(inserts, INSERT_BATCH)) {
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
  for (const batch of chunks(plan.sells, ID_BATCH)) {
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
async function recheckedImages(
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

/**
 * The applied import's row: a new one (superseding any held one), or the confirmed held one
 * updated; the images to fetch queued under it.
 */
async function storeApplied(
  tx: Tx,
  outcome: PlannedOutcome,
  confirming: number | undefined,
  { changedCars, images }: WrittenCars,
): Promise<ApplyFeedSnapshotResult> {
  const { websiteId, now, plan, updates, inserts, rejections } = outcome;
  const isChanged =
    inserts.length > 0 ||
    plan.sells.length > 0 ||
    updates.some(({ changes }) => Object.keys(changes).length > 0);
  const report = {
    ...importCounts(outcome),
    status: confirming === undefined ? "applied" : "confirmed",
    rejections: sortRejections(rejections),
    message: null,
    finishedAt: now,
  };
  let row: FeedImportRow | undefined;
  if (confirming === undefined) {
    [row] = await tx
      .insert(feedImports)
      .values({ ...importBase(outcome), ...report })
      .returning();
    await supersedeHeld(tx, websiteId, row!.id, now);
  } else {
    [row] = await tx
      .update(feedImports)
      .set({ ...report, finishedAt: notBeforeCreated(now), heldRows: null })
      .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, confirming)))
      .returning();
  }
  await queueFeedImages(tx, { websiteId, importId: row!.id, work: images });
  return {
    report: toFeedImportReport(row!, images.length > 0),
    isChanged,
    changedCars,
    images,
  };
}

/**
 * When the site's last snapshot was applied (or confirmed): the images due since then are asked
 * again. Null before its first. The newest such import is also the last one finished, since a
 * newer import discards a held one before it can be confirmed.
 */
async function lastAppliedAt(tx: Tx, websiteId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ at: feedImports.finishedAt })
    .from(feedImports)
    .where(
      and(
        eq(feedImports.websiteId, websiteId),
        inArray(feedImports.status, ["applied", "confirmed"]),
      ),
    )
    .orderBy(desc(feedImports.createdAt), desc(feedImports.id))
    .limit(1);
  return row?.at ?? null;
}

/**
 * A newer snapshot replaces any held one: confirming the old file later would undo the new
 * one, so it is discarded, its rows dropped, with the reason in its message.
 */
async function supersedeHeld(tx: Tx, websiteId: number, newerId: number, now: Date) {
  await tx
    .update(feedImports)
    .set({
      status: "discarded",
      heldRows: null,
      finishedAt: notBeforeCreated(now),
      message: `Superseded by the newer import ${newerId}; it was not applied.`,
    })
    .where(
      and(
        eq(feedImports.websiteId, websiteId),
        eq(feedImports.status, "held"),
        ne(feedImports.id, newerId),
      ),
    );
}

/**
 * The finish time of a stored import: `now`, or its own start when that is later (an import
 * made by another clock, or by a test's, is never shown as finished before it began).
 */
export const notBeforeCreated = (now: Date) =>
  sql<Date>`greatest(${feedImports.createdAt}, ${now.toISOString()}::timestamptz)`;

const sortRejections = (rejections: FeedRejection[]) =>
  [...rejections].sort((a, b) => a.row - b.row);
