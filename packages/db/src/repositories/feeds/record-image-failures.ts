import { and, eq, sql } from "drizzle-orm";
import type { FeedImageFailure } from "@forecourt/core/stock/feeds/feed-import-report";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";

type RecordImageResultsOptions = {
  websiteId: number;
  id: number;
  /** The cars whose images were fetched: their earlier failures (if any) are replaced. */
  stockNumbers: readonly string[];
  failures: FeedImageFailure[];
  /** Cars counted unchanged whose images were rewritten: they count as updated. */
  imagesOnlyUpdated: number;
};

/**
 * After part of an import's images are fetched: that part's failures go in its report, in
 * place of any an earlier attempt at the same cars recorded (a part fetched again after a
 * restart is not reported twice), and cars counted unchanged whose images were rewritten count
 * as updated. False when the import no longer exists.
 */
export async function recordImageResults(
  db: Database,
  { websiteId, id, stockNumbers, failures, imagesOnlyUpdated }: RecordImageResultsOptions,
): Promise<boolean> {
  const where = and(eq(feedImports.websiteId, websiteId), eq(feedImports.id, id));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageFailures: feedImports.imageFailures })
      .from(feedImports)
      .where(where)
      .for("update");
    if (!row) return false;
    const fetched = new Set(stockNumbers);
    const kept = (row.imageFailures as FeedImageFailure[]).filter(
      (failure) => !fetched.has(failure.stock_number),
    );
    await tx
      .update(feedImports)
      .set({
        imageFailures: [...kept, ...failures],
        updated: sql`${feedImports.updated} + ${imagesOnlyUpdated}`,
        unchanged: sql`greatest(${feedImports.unchanged} - ${imagesOnlyUpdated}, 0)`,
      })
      .where(where);
    return true;
  });
}
