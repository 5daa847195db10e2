import type { FeedImportReport, FeedSource } from "@forecourt/core/stock/feeds/feed-import-report";
import type { FeedFormat } from "@forecourt/core/stock/feeds/parse-feed-file";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";
import { toFeedImportReport } from "./feed-import-report.ts";

/** The report of a feed that could not be read at all (a pull that failed, a broken file). */
export async function recordRejectedFeed(
  db: Database,
  options: {
    websiteId: number;
    source: FeedSource;
    format: FeedFormat;
    message: string;
    fileHash?: string | null;
    now?: Date;
  },
): Promise<FeedImportReport> {
  const now = options.now ?? new Date();
  const [row] = await db
    .insert(feedImports)
    .values({
      websiteId: options.websiteId,
      source: options.source,
      format: options.format,
      status: "rejected",
      fileHash: options.fileHash ?? null,
      message: options.message,
      createdAt: now,
      finishedAt: now,
    })
    .returning();
  return toFeedImportReport(row!);
}
