import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";

/**
 * Archives a website: it is served nowhere and leaves the platform index, but every row is kept
 * (leads, stock and content stay for the records) and its slug and domains stay reserved.
 * False when there is no live website of that id.
 */
export async function archiveWebsite(db: Database, websiteId: number): Promise<boolean> {
  const rows = await db
    .update(websites)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(websites.id, websiteId), isNull(websites.archivedAt)))
    .returning({ id: websites.id });
  return rows.length > 0;
}
