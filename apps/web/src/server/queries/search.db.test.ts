import { describe, expect, it } from "vitest";
import { getSearchPage } from "@forecourt/db/repositories/search/get-search-page";
import { createSqlStockSearch } from "@forecourt/db/repositories/search/sql-stock-search";
import { distanceUnit } from "@forecourt/core/locale/locale";
import { searchScopeFor } from "@forecourt/core/search/search-scope";
import { parseSearchState, serializeSearchState } from "@forecourt/core/search/search-state";
import { resolveSort } from "@forecourt/core/search/sort-options";
import { SEARCH_SORTS } from "@forecourt/core/site/site-settings";
import { MEMORY_ONLY_TAG } from "../../../cache/error-answer.mjs";
import { seededDemoSite } from "../../testing/demo-site-database.ts";
import { entryTags } from "../../testing/next-cache.ts";
import { buildIdOf } from "../cached.ts";
import { cacheTags } from "../cache-tags.ts";
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

describe("a search's cache entries", () => {
  const stateOptions = { distanceUnit: distanceUnit(settings.locale) };
  /** The query the search route passes for this URL query: its canonical serialised state. */
  const routeQuery = (query: string) =>
    serializeSearchState(parseSearchState(query, stateOptions), stateOptions);
  /** The tags the entry of `name` with these arguments was stored under (key parts as cached). */
  const tagsOf = (name: string, ...args: (string | number)[]) =>
    entryTags.get([name, buildIdOf(process.cwd()), ...args.map(String)].join(" "));

  it("keep a filtered search and a later page in memory only, and the unfiltered first page not", async () => {
    const hour = currentSearchHour();
    const plainQuery = routeQuery("");
    expect(plainQuery).toBe("");
    const plain = await searchStock(demo.siteId, slug, plainQuery, hour);
    expect(plain.pageCount).toBeGreaterThan(1);
    const make = plain.facets.make[0]!.value;
    const filtered = routeQuery(`?make=${encodeURIComponent(make)}`);
    const laterPage = routeQuery("?page=2");
    expect(filtered).not.toBe("");
    expect(laterPage).not.toBe("");
    await searchStock(demo.siteId, slug, filtered, hour);
    await searchStock(demo.siteId, slug, laterPage, hour);

    // One per search page: stored where every server shares it, under the stock's tags.
    for (const tags of [
      tagsOf("stock-search", demo.siteId, slug, plainQuery, hour),
      tagsOf("stock-search-summary", demo.siteId, slug, "", hour),
    ]) {
      expect(tags).toContain(cacheTags.cars(demo.siteId));
      expect(tags).not.toContain(MEMORY_ONLY_TAG);
    }
    // One of millions: the filtered search and its summary, and any later page, memory only.
    for (const tags of [
      tagsOf("stock-search", demo.siteId, slug, filtered, hour),
      tagsOf("stock-search-summary", demo.siteId, slug, filtered, hour),
      tagsOf("stock-search", demo.siteId, slug, laterPage, hour),
    ]) {
      expect(tags).toContain(cacheTags.cars(demo.siteId));
      expect(tags).toContain(MEMORY_ONLY_TAG);
    }
  });
});
