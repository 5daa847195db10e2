import { and, eq } from "drizzle-orm";
import type { FeedImportReport } from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";
import { notBeforeCreated } from "./apply-feed-snapshot.ts";
import { toFeedImportReport } from "./feed-import-report.ts";

/** A held import dropped: its rows are deleted and its report says discarded. Null if none. */
export async function discardFeedImport(
  db: Database,
  { websiteId, id, now = new Date() }: { websiteId: number; id: number; now?: Date },
): Promise<FeedImportReport | null> {
  const [row] = await db
    .update(feedImports)
    .set({ status: "discarded", heldRows: null, finishedAt: notBeforeCreated(now) })
    .where(
      and(
        eq(feedImports.websiteId, websiteId),
        eq(feedImports.id, id),
        eq(feedImports.status, "held"),
      ),
    )
    .returning();
  return row ? toFeedImportReport(row) : null;
}
