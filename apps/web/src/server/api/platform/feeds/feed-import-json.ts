import type { FeedImportReport } from "@forecourt/core/stock/feeds/feed-import-report";

/** An import report as the API answers it (snake_case, as the rest of the platform API). */
export function feedImportJson(report: FeedImportReport) {
  return {
    id: report.id,
    website_id: report.websiteId,
    source: report.source,
    format: report.format,
    status: report.status,
    file_hash: report.fileHash,
    row_count: report.rowCount,
    created: report.created,
    updated: report.updated,
    unchanged: report.unchanged,
    sold: report.sold,
    rejections: report.rejections.map((rejection) => ({
      row: rejection.row,
      stock_number: rejection.stockNumber,
      reason: rejection.reason,
    })),
    /** The file's columns no car field reads ({column, reason}): a typo shows here. */
    ignored_columns: report.ignoredColumns,
    /** The stock numbers of the cars created, updated and sold (would be, while held). */
    cars: report.cars,
    image_failures: report.imageFailures,
    /** True while the worker is still fetching the images: image_failures may still grow. */
    images_pending: report.imagesPending,
    message: report.message,
    created_at: report.createdAt.toISOString(),
    finished_at: report.finishedAt?.toISOString() ?? null,
  };
}
