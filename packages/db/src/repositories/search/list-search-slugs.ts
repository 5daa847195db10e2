import { asc, eq } from "drizzle-orm";
import type { SearchPage } from "@forecourt/core/search/search-result";
import {
  emptyFilters,
  parsePresetFilters,
  type PresetFilters,
} from "@forecourt/core/search/search-state";
import type { Database } from "../../client.ts";
import { dealerships, searchSlugs } from "../../schema.ts";

export type SearchSlug = {
  id: number;
  websiteId: number;
  slug: string;
  title: string;
  /** What search engines show under the link and the page opens with; null where none. */
  description: string | null;
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
    description: row.description,
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

/**
 * Every /search/{slug} page of a site: its named searches, then one page per dealership whose
 * slug is not already a named search (spec §2).
 */
export async function listSearchPages(db: Database, websiteId: number): Promise<SearchPage[]> {
  const [named, dealers] = await Promise.all([
    listSearchSlugs(db, websiteId),
    db
      .select({ slug: dealerships.slug, name: dealerships.name })
      .from(dealerships)
      .where(eq(dealerships.websiteId, websiteId))
      .orderBy(asc(dealerships.id)),
  ]);
  const pages: SearchPage[] = named.map((s) => ({
    kind: "search-slug",
    slug: s.slug,
    title: s.title,
    ...(s.description ? { description: s.description } : {}),
    preset: s.preset,
  }));
  for (const dealer of dealers) {
    if (pages.some((p) => p.slug === dealer.slug)) continue;
    pages.push({
      kind: "dealership",
      slug: dealer.slug,
      title: dealer.name,
      preset: { ...emptyFilters(), dealership: dealer.slug },
    });
  }
  return pages;
}
