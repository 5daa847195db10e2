/** Applying a feed snapshot: the site's stock read once and planned against the rows. */
import { asc, eq } from "drizzle-orm";
import type { NewCarInput } from "@forecourt/core/stock/car-input";
import { planCarUpdate, type CarSaleState } from "@forecourt/core/stock/car-update";
import type { CarVinRule } from "@forecourt/core/stock/car-vin-rule";
import type { FeedImageWork } from "@forecourt/core/outbox/outbox-payload";
import type { IgnoredColumn } from "@forecourt/core/stock/feeds/feed-columns";
import type { FeedSource } from "@forecourt/core/stock/feeds/feed-import-report";
import type { FeedRejection } from "@forecourt/core/stock/feeds/parse-csv-feed";
import type { FeedFormat } from "@forecourt/core/stock/feeds/parse-feed-file";
import {
  planSnapshot,
  type SnapshotKey,
  type SnapshotPlan,
  type SnapshotRow,
} from "@forecourt/core/stock/feeds/snapshot-plan";
import type { Tx } from "../../client.ts";
import { cars, dealerships, locations } from "../../schema.ts";
import { readCarVinRule } from "../stock/read-car-vin-rule.ts";
import {
  carChanges,
  carRowFromInput,
  carSlugBase,
  type CarInsertRow,
  type CarRow,
  type CarRowChanges,
} from "../stock/car-row.ts";
import type { toFeedImportReport } from "./feed-import-report.ts";

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

export type ApplyFeedSnapshotResult = {
  report: ReturnType<typeof toFeedImportReport>;
  /** Whether any car row was written: only then are the site's cars' caches expired. */
  isChanged: boolean;
  /** The cars whose rows were written (created, updated, sold): their own caches expire. */
  changedCars: { id: number; slug: string }[];
  /** The cars whose images were queued for the outbox worker (`queueFeedImages`). */
  images: FeedImageWork[];
};

export const INSERT_BATCH = 500;
export const ID_BATCH = 1_000;

export const batchesOf = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
    items.slice(i * size, (i + 1) * size),
  );

/** A stored car's sale as the write rules read it (its sale price too: a relisting clears it). */
export const saleState = (car: CarRow): CarSaleState => ({
  status: car.status as CarSaleState["status"],
  isSold: car.isSold,
  soldAt: car.soldAt,
  soldPrice: car.soldPrice,
});

export const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

/** What a snapshot has refused so far: the rows' reasons and the keys of their cars. */
export type Refused = { rejections: FeedRejection[]; rejectedKeys: SnapshotKey[] };

/** Where a row's car belongs: the dealership and location its slugs name. */
type Place = { dealershipId?: number; locationId?: number | null };

type SiteStock = {
  existing: CarRow[];
  /** The site's VIN rule: a feed's cars are held to it as the API's are. */
  vinRule: CarVinRule;
  dealers: { id: number; slug: string }[];
  places: { id: number; slug: string; dealershipId: number }[];
};

type CarPlan = SnapshotPlan<CarRow, NewCarInput, ReturnType<typeof carChanges>>;

type FeedCarUpdate = { car: CarRow; changes: CarRowChanges };
type CarInsert = { row: CarInsertRow; input: NewCarInput };

/** A snapshot planned against the site's stock: what is written, and what is refused. */
export type PlannedOutcome = {
  websiteId: number;
  snapshot: FeedSnapshot;
  now: Date;
  plan: CarPlan;
  updates: FeedCarUpdate[];
  inserts: CarInsert[];
  rejections: FeedRejection[];
};

/** The site's cars, dealerships (oldest first) and locations, each read once. */
export async function readSiteStock(tx: Tx, websiteId: number): Promise<SiteStock> {
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
  return { existing, dealers, places, vinRule: await readCarVinRule(tx, websiteId) };
}

/**
 * Where each row's car belongs, from the slugs it names; a slug the site lacks rejects the row
 * (into `refused`). The rows kept, and the place of each by row number.
 */
export function placeRows(
  snapshotRows: SnapshotRow<NewCarInput>[],
  stock: SiteStock,
  refused: Refused,
) {
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
export function planStock(
  rows: SnapshotRow<NewCarInput>[],
  placeOf: Map<number, Place>,
  options: {
    existing: CarRow[];
    maxRemovalShare: number;
    isConfirmed: boolean;
    rejectedKeys: SnapshotKey[];
    now: Date;
    vinRule: CarVinRule;
  },
): CarPlan {
  const { now, vinRule, ...planOptions } = options;
  const rowOfInput = new Map(rows.map((row) => [row.input, row.row]));
  return planSnapshot({
    ...planOptions,
    rows,
    changesOf: (car, input) => {
      const place = placeOf.get(rowOfInput.get(input) ?? -1) ?? {};
      const result = carChanges(car, input, { source: "feed", now, vinRule, ...place });
      if (result.ok && Object.keys(result.changes).length === 0) return null;
      return result;
    },
  });
}

/**
 * The planned updates' changes (a car the file lists again relisted, unless the row sets its
 * sale itself); an update whose changes are invalid is rejected into `rejections`.
 */
export function carUpdates(
  planned: CarPlan["updates"],
  now: Date,
  rejections: FeedRejection[],
): FeedCarUpdate[] {
  const updates: FeedCarUpdate[] = [];
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
export function carInserts(
  creates: CarPlan["creates"],
  site: {
    websiteId: number;
    now: Date;
    placeOf: Map<number, Place>;
    defaultDealershipId: number | undefined;
    slugs: Set<string>;
    rejections: FeedRejection[];
    vinRule: CarVinRule;
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
      vinRule: site.vinRule,
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

/** What writing the cars changed: the cars written, and the new cars' images to fetch. */
export type WrittenCars = Pick<ApplyFeedSnapshotResult, "changedCars" | "images">;
