import "server-only";
import type { StockSearchResult } from "@forecourt/core/search/search-result";
import { searchScopeFor } from "@forecourt/core/search/search-scope";
import {
  canonicalSearchState,
  knownSearchValues,
  type KnownSearchValues,
} from "@forecourt/core/search/search-path";
import {
  parseSearchState,
  serializeSearchState,
  type QueryInput,
} from "@forecourt/core/search/search-state";
import { defaultSortFor, resolveSort, sortOptionsFor } from "@forecourt/core/search/sort-options";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import { siteWords } from "@forecourt/core/site/site-words";
import { distanceUnit } from "@forecourt/core/locale/locale";
import { getSearchPage } from "@forecourt/db/repositories/search/get-search-page";
import {
  listSearchPages,
  listSearchSlugs,
} from "@forecourt/db/repositories/search/list-search-slugs";
import { createSqlStockSearch } from "@forecourt/db/repositories/search/sql-stock-search";
import { MEMORY_ONLY_TAG } from "../../../error-answer.mjs";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";
import { getSiteForApi } from "./site.ts";
import { currentSearchHour, HOUR_MS } from "./stock-scope.ts";

/** Search slugs and templates are kept a week (spec §9) unless stock or slugs change first. */
export const SEARCH_SLUGS_REVALIDATE_SECONDS = 604_800;

export { currentSearchHour };

const searchTags = (siteId: number) => [
  cacheTags.site(siteId),
  cacheTags.cars(siteId),
  cacheTags.searchSlugs(siteId),
];

/** The named search or dealership a /search/{slug} page shows, or null for a 404. */
export const getSearchPageCached = cached(
  "search-page",
  async (siteId: number, slug: string) => {
    const site = await getSiteForApi(siteId);
    const defaultSearch = site
      ? { slug: site.settings.search.defaultSlug, title: defaultSearchTitle(site.settings) }
      : undefined;
    return getSearchPage(await db(), siteId, slug, defaultSearch);
  },
  (siteId) => searchTags(siteId),
);

/** "Cars for sale", "RVs for sale": the default search's title where no stored search names it. */
const defaultSearchTitle = (settings: SiteSettings) => `${siteWords(settings).nounPlural} for sale`;

/**
 * One page of a site's stock search with its facets. `query` is the serialised search state,
 * so equal searches share one cache entry whatever order their parameters came in.
 */
export const searchStock = cached(
  "stock-search",
  async (siteId: number, slug: string, query: string, hour: number): Promise<StockSearchResult> => {
    const [site, page] = await Promise.all([
      getSiteForApi(siteId),
      getSearchPageCached(siteId, slug),
    ]);
    if (!site || !page) throw new Error(`No search ${slug} on site ${siteId}`);
    const { settings } = site;
    const state = parseSearchState(query, { distanceUnit: distanceUnit(settings.locale) });
    return createSqlStockSearch(await db()).search({
      scope: searchScopeFor(siteId, settings, page.preset, new Date(hour * HOUR_MS)),
      filters: state.filters,
      sort: resolveSort(state.sort, settings),
      page: state.page,
      pageSize: settings.search.pageSize,
    });
  },
  // A filtered or later page is one of millions: kept in a server's bounded memory only, as is
  // the page that shows it (error-answer.mjs, MEMORY_ONLY_TAG).
  (siteId, _slug, query) => [...searchTags(siteId), ...(query ? [MEMORY_ONLY_TAG] : [])],
);

export const getSearchSlugs = cached(
  "search-slugs",
  async (siteId: number) => listSearchSlugs(await db(), siteId),
  (siteId) => [cacheTags.searchSlugs(siteId), cacheTags.cars(siteId)],
  { revalidate: SEARCH_SLUGS_REVALIDATE_SECONDS },
);

export const getSearchPages = cached(
  "search-pages",
  async (siteId: number) => listSearchPages(await db(), siteId),
  (siteId) => [cacheTags.searchSlugs(siteId), cacheTags.cars(siteId)],
  { revalidate: SEARCH_SLUGS_REVALIDATE_SECONDS },
);

/**
 * The values a search's filters may take: those its unfiltered results have (facets, pages,
 * the site's sorts). Filters are checked against them, so the cache's key space stays bounded by
 * the site's stock.
 */
export async function knownSearchValuesFor(
  siteId: number,
  settings: SiteSettings,
  slug: string,
): Promise<KnownSearchValues> {
  const plain = await searchStock(siteId, slug, "", currentSearchHour());
  return knownSearchValues(
    plain.facets,
    plain.pageCount,
    sortOptionsFor(settings).map((option) => option.value),
    defaultSortFor(settings),
  );
}

/**
 * How many cars a search's filters find (the filters drawer's "Show 12 cars"): the query is
 * made canonical first (unknown values dropped), so it shares the page's cache entry. Null for
 * a search slug the site does not have.
 */
export async function countSearchResults(
  siteId: number,
  settings: SiteSettings,
  slug: string,
  query: QueryInput,
): Promise<number | null> {
  const page = await getSearchPageCached(siteId, slug);
  if (!page) return null;
  const stateOptions = { distanceUnit: distanceUnit(settings.locale) };
  const known = await knownSearchValuesFor(siteId, settings, page.slug);
  const state = canonicalSearchState(parseSearchState(query, stateOptions), known);
  const canonical = serializeSearchState({ ...state, page: 1 }, stateOptions);
  const result = await searchStock(siteId, page.slug, canonical, currentSearchHour());
  return result.total;
}
