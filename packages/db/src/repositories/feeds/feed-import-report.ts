import type {
  FeedImageFailure,
  FeedImportReport,
  FeedImportStatus,
  FeedSource,
} from "@forecourt/core/stock/feeds/feed-import-report";
import type { FeedRejection } from "@forecourt/core/stock/feeds/parse-csv-feed";
import type { FeedFormat } from "@forecourt/core/stock/feeds/parse-feed-file";
import type { feedImports } from "../../schema.ts";

export type FeedImportRow = typeof feedImports.$inferSelect;

/**
 * A feed_imports row as its report (held rows stay in the database); `imagesPending` from the
 * outbox (`feedImagesPending`), or known by the caller that just queued the images.
 */
export function toFeedImportReport(row: FeedImportRow, imagesPending = false): FeedImportReport {
  return {
    id: row.id,
    websiteId: row.websiteId,
    source: row.source as FeedSource,
    format: row.format as FeedFormat,
    status: row.status as FeedImportStatus,
    fileHash: row.fileHash,
    rowCount: row.rowCount,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    sold: row.sold,
    rejections: row.rejections as FeedRejection[],
    imageFailures: row.imageFailures as FeedImageFailure[],
    imagesPending,
    message: row.message,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
