import "server-only";
import { createHash } from "node:crypto";
import type { Site } from "@forecourt/core/domain/site";
import type {
  FeedImageFailure,
  FeedImportReport,
  FeedSource,
} from "@forecourt/core/stock/feeds/feed-import-report";
import { feedRowsOf } from "@forecourt/core/stock/feeds/feed-rows";
import { parseFeedFile } from "@forecourt/core/stock/feeds/parse-feed-file";
import type { Database } from "@forecourt/db/client";
import {
  applyFeedSnapshot,
  type ApplyFeedSnapshotResult,
  type FeedImageWork,
} from "@forecourt/db/repositories/feeds/apply-feed-snapshot";
import { recordImageResults } from "@forecourt/db/repositories/feeds/record-image-failures";
import { stockWriteTags, type ChangedCar } from "../../cache-tags.ts";
import { expireSiteTags } from "../../cache/expire-site-tags.ts";
import type { ExpireSiteTags } from "../../cache/site-tag-expiry.ts";
import { syncCarImages } from "../../media/sync-car-images.ts";
import { wakeOutboxWorker } from "../../worker/embedded.ts";
import type { FeedFile } from "./read-feed-upload.ts";

/** Cars whose images are fetched at once (each fetches a few of its images at once). */
export const FEED_IMAGE_CONCURRENCY = 4;

/** How a write reaches the caches: `expireSiteTags` in a request, the worker's own outside one. */
export type FeedImportDeps = { expire?: ExpireSiteTags };

export type FeedImportOutcome =
  | { ok: true; report: FeedImportReport }
  /** The file could not be read at all: nothing was written. */
  | { ok: false; message: string; format: FeedFile["format"]; fileHash: string };

/**
 * One feed file, from bytes to report: read (UTF-8, CSV or JSON, the site's column map and
 * locale), each row checked as a car, the snapshot applied in one transaction (or held by the
 * shrink guard), then, only when cars were written, the site's stock lists and those cars' own
 * tags expired and the outbox worker woken for the saved-car alerts. Images of new cars and of cars whose image URLs changed
 * are fetched after the write, a few cars at a time; a failed image is in the report and never
 * fails its car.
 */
export async function runFeedImport(
  db: Database,
  site: Site,
  file: FeedFile,
  source: FeedSource,
  deps: FeedImportDeps = {},
): Promise<FeedImportOutcome> {
  const fileHash = createHash("sha256").update(file.bytes).digest("hex");
  const { locale, stockFeed } = site.settings;
  const parsed = parseFeedFile(file.bytes, file.format, {
    locale,
    columnMap: stockFeed.columnMap,
  });
  if (!parsed.ok) return { ok: false, message: parsed.message, format: parsed.format, fileHash };
  const read = feedRowsOf(parsed.records);
  const result = await applyFeedSnapshot(db, {
    websiteId: site.id,
    snapshot: {
      source,
      format: parsed.format,
      fileHash,
      rows: read.rows,
      rejections: [...parsed.rejections, ...read.rejections],
      rejectedKeys: read.rejectedKeys,
      rowCount: parsed.records.length + parsed.rejections.length,
    },
    maxRemovalShare: stockFeed.maxRemovalShare,
  });
  return { ok: true, report: await afterFeedWrite(db, site, result, deps) };
}

/** What follows a committed snapshot (a new import or a confirmed one): caches, alerts, images. */
export async function afterFeedWrite(
  db: Database,
  site: Site,
  result: ApplyFeedSnapshotResult,
  { expire = expireSiteTags }: FeedImportDeps = {},
): Promise<FeedImportReport> {
  if (result.isChanged) {
    await expire(site, stockWriteTags(site.id, result.changedCars));
    wakeOutboxWorker();
  }
  if (result.images.length === 0) return result.report;
  const { failures, changedUnchanged, imagesChanged } = await syncFeedImages(
    db,
    site.id,
    result.images,
  );
  if (imagesChanged.length > 0) await expire(site, stockWriteTags(site.id, imagesChanged));
  if (failures.length === 0 && changedUnchanged === 0) return result.report;
  return (
    (await recordImageResults(db, {
      websiteId: site.id,
      id: result.report.id,
      failures,
      imagesOnlyUpdated: changedUnchanged,
    })) ?? result.report
  );
}

async function syncFeedImages(db: Database, websiteId: number, work: FeedImageWork[]) {
  const failures: FeedImageFailure[][] = work.map(() => []);
  let changedUnchanged = 0;
  const imagesChanged: ChangedCar[] = [];
  let next = 0;
  const worker = async () => {
    while (next < work.length) {
      const index = next++;
      const item = work[index]!;
      try {
        const synced = await syncCarImages(db, { websiteId, carId: item.carId, urls: item.urls });
        if (synced.changed) {
          imagesChanged.push({ id: item.carId, slug: item.slug });
          if (item.wasUnchanged) changedUnchanged++;
        }
        failures[index] = synced.failures.map((failure) => ({
          stock_number: item.stockNumber,
          url: failure.url,
          reason: failure.reason,
        }));
      } catch (error) {
        // A car removed meanwhile, a store that is down: that car's images fail, not the import.
        const reason = error instanceof Error ? error.message : String(error);
        failures[index] = item.urls.map((url) => ({ stock_number: item.stockNumber, url, reason }));
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(FEED_IMAGE_CONCURRENCY, work.length) }, worker));
  return { failures: failures.flat(), changedUnchanged, imagesChanged };
}
