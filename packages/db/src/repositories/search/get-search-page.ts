import { and, eq } from "drizzle-orm";
import type { SearchPage } from "@forecourt/core/search/search-result";
import { emptyFilters } from "@forecourt/core/search/search-state";
import type { Database } from "../../client.ts";
import { dealerships, searchSlugs } from "../../schema.ts";
import { toSearchSlug } from "./list-search-slugs.ts";

/** The site's default search (settings `search.defaultSlug`), all its stock under a title. */
type DefaultSearch = { slug: string; title: string };

/**
 * What /search/{slug} shows on one site: its stored named search of that slug, else all stock of
 * its dealership of that slug (spec §2), else its default search when that is the slug (a site
 * made by API has no stored searches yet, and its search must work from the first request),
 * else null (a 404).
 */
export async function getSearchPage(
  db: Database,
  websiteId: number,
  slug: string,
  defaultSearch?: DefaultSearch,
): Promise<SearchPage | null> {
  const [named] = await db
    .select()
    .from(searchSlugs)
    .where(and(eq(searchSlugs.websiteId, websiteId), eq(searchSlugs.slug, slug)))
    .limit(1);
  if (named) {
    const searchSlug = toSearchSlug(named);
    return {
      kind: "search-slug",
      slug: searchSlug.slug,
      title: searchSlug.title,
      ...(searchSlug.description ? { description: searchSlug.description } : {}),
      preset: searchSlug.preset,
    };
  }
  const [dealership] = await db
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(and(eq(dealerships.websiteId, websiteId), eq(dealerships.slug, slug)))
    .limit(1);
  if (!dealership) {
    return defaultSearch?.slug === slug
      ? {
          kind: "search-slug",
          slug,
          title: defaultSearch.title,
          preset: { ...emptyFilters(), dealership: null },
        }
      : null;
  }
  return {
    kind: "dealership",
    slug: dealership.slug,
    title: dealership.name,
    preset: { ...emptyFilters(), dealership: dealership.slug },
  };
}
