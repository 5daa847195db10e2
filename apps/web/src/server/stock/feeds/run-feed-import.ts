import "server-only";
import { createHash } from "node:crypto";
import type { Site } from "@forecourt/core/site/site";
import type { FeedImportReport, FeedSource } from "@forecourt/core/stock/feeds/feed-import-report";
import { feedRowsOf } from "@forecourt/core/stock/feeds/feed-rows";
import { parseFeedFile } from "@forecourt/core/stock/feeds/parse-feed-file";
import type { Database } from "@forecourt/db/client";
import {
  applyFeedSnapshot,
  type ApplyFeedSnapshotResult,
} from "@forecourt/db/repositories/feeds/apply-feed-snapshot";
import { stockWriteTags } from "../../cache-tags.ts";
import { expireSiteTags } from "../../cache/expire-site-tags.ts";
import type { ExpireSiteTags } from "../../cache/site-tag-expiry.ts";
import { metrics } from "../../observability/metrics.ts";
import type { FeedFile } from "./read-feed-upload.ts";

export type FeedImportDeps = {
  /** How a write reaches the caches: `expireSiteTags` in a request, the worker's own outside one. */
  expire?: ExpireSiteTags;
  /** When the import happens (the clock by default): which images are due to be asked again. */
  now?: Date;
};

type FeedImportOutcome =
  | { ok: true; report: FeedImportReport }
  /** The file could not be read at all: nothing was written. */
  | { ok: false; message: string; format: FeedFile["format"]; fileHash: string };

/**
 * One feed file, from bytes to report: read (UTF-8, CSV or JSON, the site's column map and
 * locale), each row checked as a car, the snapshot applied in one transaction (or held by the
 * shrink guard), then, only when cars were written, the site's stock lists and those cars' own
 * tags expired (the saved-car alerts it queued wake the worker as they commit). Images of new cars, of
 * cars whose image URLs changed, and of those whose unchanged URLs are due to be asked again
 * (`imageRecheckOf`) are queued with the snapshot and fetched by the worker after the answer
 * (`feed-images-channel.ts`); a failed image is in the report and never fails its car.
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
    locationMap: stockFeed.locationMap,
  });
  if (!parsed.ok) {
    metrics().feedImports.inc({ result: "unreadable" });
    return { ok: false, message: parsed.message, format: parsed.format, fileHash };
  }
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
      ignoredColumns: parsed.ignoredColumns,
    },
    maxRemovalShare: stockFeed.maxRemovalShare,
    now: deps.now,
  });
  metrics().feedImports.inc({ result: result.report.status });
  return { ok: true, report: await afterFeedWrite(site, result, deps) };
}

/**
 * What follows a committed snapshot (a new import or a confirmed one): its caches expired (the
 * saved-car alerts and images it queued woke the worker as it committed). The report says
 * whether images are pending; the worker records their failures in it.
 */
export async function afterFeedWrite(
  site: Site,
  result: ApplyFeedSnapshotResult,
  { expire = expireSiteTags }: FeedImportDeps = {},
): Promise<FeedImportReport> {
  if (result.isChanged) await expire(site, stockWriteTags(site.id, result.changedCars));
  return result.report;
}
