import type { IgnoredColumn } from "@forecourt/core/stock/feeds/feed-columns";
import type {
  FeedCarChanges,
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
    // Reports stored before rejections carried their stock number have none.
    rejections: (row.rejections as FeedRejection[]).map((rejection) => ({
      row: rejection.row,
      stockNumber: rejection.stockNumber ?? null,
      reason: rejection.reason,
    })),
    ignoredColumns: row.ignoredColumns as IgnoredColumn[],
    cars: {
      created: (row.carChanges as Partial<FeedCarChanges>).created ?? [],
      updated: (row.carChanges as Partial<FeedCarChanges>).updated ?? [],
      sold: (row.carChanges as Partial<FeedCarChanges>).sold ?? [],
    },
    imageFailures: row.imageFailures as FeedImageFailure[],
    imagesPending,
    message: row.message,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}
