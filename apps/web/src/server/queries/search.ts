import "server-only";
import type { StockSearchResult } from "@forecourt/core/search/search-result";
import { searchScopeFor } from "@forecourt/core/search/search-scope";
import {
  canonicalSearchState,
  knownSearchValues,
  type KnownSearchValues,
} from "@forecourt/core/search/search-path";
import {
  hasActiveFilters,
  parseSearchState,
  serializeSearchState,
  type QueryInput,
} from "@forecourt/core/search/search-state";
import { defaultSortFor, resolveSort, sortOptionsFor } from "@forecourt/core/search/sort-options";
import type { SearchSort, SiteSettings } from "@forecourt/core/site/site-settings";
import { siteWords } from "@forecourt/core/site/site-words";
import { distanceUnit } from "@forecourt/core/locale/locale";
import { getSearchPage } from "@forecourt/db/repositories/search/get-search-page";
import {
  listSearchPages,
  listSearchSlugs,
} from "@forecourt/db/repositories/search/list-search-slugs";
import {
  createSqlStockSearch,
  isSummaryOfGroups,
  searchPageCount,
  summaryOfGroups,
  type SearchGroups,
  type SearchSummary,
} from "@forecourt/db/repositories/search/sql-stock-search";
import { MEMORY_ONLY_TAG } from "../../../cache/error-answer.mjs";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";
import { getSiteForApi } from "./site.ts";
import { currentSearchHour, HOUR_MS } from "./stock-scope.ts";

/** Search slugs and templates are kept a week (spec §9) unless stock or slugs change first. */
const SEARCH_SLUGS_REVALIDATE_SECONDS = 604_800;

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

/** A serialised search state read back with the site and search page it runs on. */
async function searchInput(siteId: number, slug: string, query: string, hour: number) {
  const [site, page] = await Promise.all([
    getSiteForApi(siteId),
    getSearchPageCached(siteId, slug),
  ]);
  if (!site || !page) throw new Error(`No search ${slug} on site ${siteId}`);
  const { settings } = site;
  const stateOptions = { distanceUnit: distanceUnit(settings.locale) };
  const state = parseSearchState(query, stateOptions);
  return {
    settings,
    state,
    scope: searchScopeFor(siteId, settings, page.preset, new Date(hour * HOUR_MS)),
    /** The query's filters alone: the key of its summary, shared by every sort and page. */
    filtersQuery: serializeSearchState(
      { filters: state.filters, sort: null, page: 1 },
      stateOptions,
    ),
  };
}

// A filtered search is one of millions: kept in a server's bounded memory only, as is the page
// that shows it (error-answer.mjs, MEMORY_ONLY_TAG). The unfiltered one is one per search page.
const searchEntryTags = (siteId: number, query: string) => [
  ...searchTags(siteId),
  ...(query ? [MEMORY_ONLY_TAG] : []),
];

/**
 * A search page's cars counted per combination of the list facets' values (`SearchGroups`), one
 * entry per site, search page and hour under the stock's tags, as the unfiltered summary is: the
 * total and facets of its unfiltered search and of any list filters are added up from it.
 */
const searchGroups = cached(
  "stock-search-groups",
  async (siteId: number, slug: string, hour: number): Promise<SearchGroups> => {
    const { scope } = await searchInput(siteId, slug, "", hour);
    return createSqlStockSearch(await db()).groups({ scope });
  },
  (siteId) => searchTags(siteId),
);

/**
 * The total and facets of a site's search with these filters (`filters` serialised, without
 * sort or page): what every sort and page of it shows, so they share one entry, expired by the
 * same stock tags as the results. The unfiltered one is read by every search page of the slug
 * first (`knownSearchValuesFor`), so its other sorts and pages run only their page's statement.
 * Without a range or a keyword, they are added up from the search page's groups (`searchGroups`)
 * instead of counted by a statement of their own; a range or a keyword tests each car's values.
 */
export const searchSummary = cached(
  "stock-search-summary",
  async (siteId: number, slug: string, filters: string, hour: number): Promise<SearchSummary> => {
    const { state, scope } = await searchInput(siteId, slug, filters, hour);
    if (isSummaryOfGroups(state.filters)) {
      const summary = summaryOfGroups(await searchGroups(siteId, slug, hour), state.filters);
      if (summary) return summary;
    }
    return createSqlStockSearch(await db()).summary({ scope, filters: state.filters });
  },
  (siteId, _slug, filters) => searchEntryTags(siteId, filters),
);

/**
 * Every id of a search page's unfiltered search in one sort's order, per site, search page, sort
 * and hour under the stock's tags: each page of it, deep ones too, then reads only its own cars.
 */
const searchOrder = cached(
  "stock-search-order",
  async (siteId: number, slug: string, sort: SearchSort, hour: number): Promise<number[]> => {
    const { state, scope } = await searchInput(siteId, slug, "", hour);
    return createSqlStockSearch(await db()).order({ scope, filters: state.filters, sort });
  },
  (siteId) => searchTags(siteId),
);

/**
 * One page of a site's stock search with its facets. `query` is the serialised search state,
 * so equal searches share one cache entry whatever order their parameters came in. The total
 * and facets come from `searchSummary`; an unfiltered search's page is taken from `searchOrder`.
 */
export const searchStock = cached(
  "stock-search",
  async (siteId: number, slug: string, query: string, hour: number): Promise<StockSearchResult> => {
    const { settings, state, scope, filtersQuery } = await searchInput(siteId, slug, query, hour);
    const sort = resolveSort(state.sort, settings);
    return createSqlStockSearch(await db()).search(
      {
        scope,
        filters: state.filters,
        sort,
        page: state.page,
        pageSize: settings.search.pageSize,
      },
      {
        summary: () => searchSummary(siteId, slug, filtersQuery, hour),
        ...(hasActiveFilters(state.filters)
          ? {}
          : { order: () => searchOrder(siteId, slug, sort, hour) }),
      },
    );
  },
  (siteId, _slug, query) => searchEntryTags(siteId, query),
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
  const plain = await searchSummary(siteId, slug, "", currentSearchHour());
  return knownSearchValues(
    plain.facets,
    searchPageCount(plain.total, settings.search.pageSize),
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
  const filters = serializeSearchState(
    { filters: state.filters, sort: null, page: 1 },
    stateOptions,
  );
  const summary = await searchSummary(siteId, page.slug, filters, currentSearchHour());
  return summary.total;
}
