import { and, eq } from "drizzle-orm";
import type { FeedImportReport } from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";
import { toFeedImportReport } from "./feed-import-report.ts";
import { feedImagesPending } from "./queue-feed-images.ts";

/** One import report of the site, with whether its images are still pending; another site's is not found. */
export async function getFeedImport(
  db: Database,
  { websiteId, id }: { websiteId: number; id: number },
): Promise<FeedImportReport | null> {
  const [row] = await db
    .select()
    .from(feedImports)
    .where(and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, id)));
  if (!row) return null;
  const pending = await feedImagesPending(db, { websiteId, importIds: [id] });
  return toFeedImportReport(row, pending.has(id));
}
