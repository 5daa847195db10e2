import { and, eq, sql } from "drizzle-orm";
import type {
  FeedImageFailure,
  FeedImportReport,
} from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";
import { toFeedImportReport } from "./feed-import-report.ts";

/**
 * After an import's images are fetched: the failures go in its report, and cars counted
 * unchanged whose images were rewritten count as updated.
 */
export async function recordImageResults(
  db: Database,
  {
    websiteId,
    id,
    failures,
    imagesOnlyUpdated,
  }: { websiteId: number; id: number; failures: FeedImageFailure[]; imagesOnlyUpdated: number },
): Promise<FeedImportReport | null> {
  const [row] = await db
    .update(feedImports)
    .set({
      imageFailures: failures,
      updated: sql`${feedImports.updated} + ${imagesOnlyUpdated}`,
      unchanged: sql`greatest(${feedImports.unchanged} - ${imagesOnlyUpdated}, 0)`,
    })
    .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, id)))
    .returning();
  return row ? toFeedImportReport(row) : null;
}
