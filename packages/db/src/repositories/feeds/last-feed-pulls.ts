import { and, eq, max } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { feedImports } from "../../schema.ts";

/** When each site last pulled its feed (any outcome): the scheduler's memory across restarts. */
export async function lastFeedPulls(db: Database): Promise<Map<number, Date>> {
  const rows = await db
    .select({ websiteId: feedImports.websiteId, at: max(feedImports.createdAt) })
    .from(feedImports)
    .where(and(eq(feedImports.source, "pull")))
    .groupBy(feedImports.websiteId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.websiteId, row.at] as const] : [])));
}
