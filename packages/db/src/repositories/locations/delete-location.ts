import { and, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { locations } from "../../schema.ts";

/**
 * Removes one location of one website (its reviews go with it; its cars stay listed without a
 * location, and leads keep theirs as none). False when the site has no such location.
 */
export async function deleteLocation(
  db: Database,
  { websiteId, id }: { websiteId: number; id: number },
): Promise<boolean> {
  const removed = await db
    .delete(locations)
    .where(and(eq(locations.websiteId, websiteId), eq(locations.id, id)))
    .returning({ id: locations.id });
  return removed.length > 0;
}
