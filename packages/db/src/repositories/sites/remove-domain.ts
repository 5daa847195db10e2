import { and, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains } from "../../schema.ts";

/** Removes one custom domain of one website; false when the site has no such domain. */
export async function removeDomain(
  db: Database,
  { websiteId, host }: { websiteId: number; host: string },
): Promise<boolean> {
  const removed = await db
    .delete(domains)
    .where(and(eq(domains.websiteId, websiteId), eq(domains.host, host)))
    .returning({ id: domains.id });
  return removed.length > 0;
}
