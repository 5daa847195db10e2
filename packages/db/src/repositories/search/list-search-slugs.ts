import { asc, eq } from "drizzle-orm";
import { parsePresetFilters, type PresetFilters } from "@forecourt/core/search/search-state";
import type { Database } from "../../client.ts";
import { searchSlugs } from "../../schema.ts";

export type SearchSlug = {
  id: number;
  websiteId: number;
  slug: string;
  title: string;
  /** As stored, for integrations. */
  storedFilters: unknown;
  preset: PresetFilters;
  updatedAt: Date;
};

export function toSearchSlug(row: typeof searchSlugs.$inferSelect): SearchSlug {
  return {
    id: row.id,
    websiteId: row.websiteId,
    slug: row.slug,
    title: row.title,
    storedFilters: row.filters,
    preset: parsePresetFilters(row.filters),
    updatedAt: row.updatedAt,
  };
}

/** A site's named searches (spec §2), in the order they were added. */
export async function listSearchSlugs(db: Database, websiteId: number): Promise<SearchSlug[]> {
  const rows = await db
    .select()
    .from(searchSlugs)
    .where(eq(searchSlugs.websiteId, websiteId))
    .orderBy(asc(searchSlugs.id));
  return rows.map(toSearchSlug);
}
