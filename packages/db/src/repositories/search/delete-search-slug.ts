import { and, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { searchSlugs } from "../../schema.ts";

export type DeleteSearchSlugOptions = { websiteId: number; slug: string };

/** Removes one named search of one site; false when the site has none of that slug. */
export async function deleteSearchSlug(
  db: Database,
  { websiteId, slug }: DeleteSearchSlugOptions,
): Promise<boolean> {
  const deleted = await db
    .delete(searchSlugs)
    .where(and(eq(searchSlugs.websiteId, websiteId), eq(searchSlugs.slug, slug)))
    .returning({ id: searchSlugs.id });
  return deleted.length > 0;
}
