import { describe, expect, it } from "vitest";
import { getSearchPage } from "@forecourt/db/repositories/search/get-search-page";
import { createSqlStockSearch } from "@forecourt/db/repositories/search/sql-stock-search";
import { distanceUnit } from "@forecourt/core/locale/locale";
import { searchScopeFor } from "@forecourt/core/search/search-scope";
import { parseSearchState } from "@forecourt/core/search/search-state";
import { resolveSort } from "@forecourt/core/search/sort-options";
import { SEARCH_SORTS } from "@forecourt/core/site/site-settings";
import { seededDemoSite } from "../../testing/demo-site-database.ts";
import { currentSearchHour, searchStock } from "./search.ts";
import { HOUR_MS } from "./stock-scope.ts";

const demo = seededDemoSite("harbour-city-motors");
const { settings } = demo;
const slug = settings.search.defaultSlug;

/** The same search without anything kept: every statement run for it alone. */
async function uncached(query: string, hour: number) {
  const page = await getSearchPage(demo.handle.db, demo.siteId, slug);
  const state = parseSearchState(query, { distanceUnit: distanceUnit(settings.locale) });
  return createSqlStockSearch(demo.handle.db).search({
    scope: searchScopeFor(demo.siteId, settings, page!.preset, new Date(hour * HOUR_MS)),
    filters: state.filters,
    sort: resolveSort(state.sort, settings),
    page: state.page,
    pageSize: settings.search.pageSize,
  });
}

describe("searchStock", () => {
  it("answers as the search without kept summaries, groups and orders would", async () => {
    const hour = currentSearchHour();
    const plain = await searchStock(demo.siteId, slug, "", hour);
    expect(plain.total).toBeGreaterThan(settings.search.pageSize);
    const [make] = plain.facets.make;
    const [body] = plain.facets.body;
    const queries = [
      "",
      ...SEARCH_SORTS.map((sort) => `?sort=${sort}`),
      `?sort=km-asc&page=${plain.pageCount}`,
      "?sort=latest&page=2",
      "?page=9999",
      `?make=${encodeURIComponent(make!.value)}`,
      `?make=${encodeURIComponent(make!.value)}&body=${encodeURIComponent(body!.value)}&sort=price-desc`,
      `?make=${encodeURIComponent(make!.value)}&price_max=40000`,
      `?q=${encodeURIComponent(make!.value.toUpperCase())}`,
    ];
    for (const query of queries)
      expect(await searchStock(demo.siteId, slug, query, hour), query).toEqual(
        await uncached(query, hour),
      );
  });
});
