import { and, desc, eq, lt } from "drizzle-orm";
import type { FeedImportReport } from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";
import { toFeedImportReport } from "./feed-import-report.ts";
import { feedImagesPending } from "./queue-feed-images.ts";

type ListFeedImportsOptions = {
  websiteId: number;
  /** At most this many, newest first. */
  limit: number;
  /** Only imports older than this id (the next page). */
  beforeId?: number;
};

/** A site's import reports, newest first, one page at a time. */
export async function listFeedImports(
  db: Database,
  { websiteId, limit, beforeId }: ListFeedImportsOptions,
): Promise<FeedImportReport[]> {
  const rows = await db
    .select()
    .from(feedImports)
    .where(
      and(
        eq(feedImports.websiteId, websiteId),
        beforeId === undefined ? undefined : lt(feedImports.id, beforeId),
      ),
    )
    .orderBy(desc(feedImports.id))
    .limit(limit);
  const pending = await feedImagesPending(db, {
    websiteId,
    importIds: rows.map((row) => row.id),
  });
  return rows.map((row) => toFeedImportReport(row, pending.has(row.id)));
}
