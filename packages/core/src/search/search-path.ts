import { displayMake, foldMake } from "./make-aliases.ts";
import type { SearchSort } from "./search-sorts.ts";
import type { FacetRange, SearchFacets } from "./search-result.ts";
import {
  SEARCH_PARAMS,
  parseSearchState,
  searchStateEntries,
  serializeSearchState,
  type NumberRange,
  type SearchState,
  type SearchStateOptions,
} from "./search-state.ts";

/**
 * Canonical search URLs (decision 0010). A filtered search without a keyword has one URL, its
 * filters as path segments in a fixed order (`/search/used/make/Ford/sort/price-asc`), so the page
 * cache can keep it like any other path. Only values the search really has are allowed: a list
 * value must be one of the unfiltered search's facet values, a number sits on a fixed grid inside
 * the facet's range, a sort is one the site offers and never its default, a page exists. So the
 * number of cacheable URLs of a site is bounded by its stock, whatever a client sends.
 */

/** What a search page can be filtered by: the facets of its unfiltered search. */
export type KnownSearchValues = {
  make: ReadonlySet<string>;
  model: ReadonlySet<string>;
  carType: ReadonlySet<string>;
  body: ReadonlySet<string>;
  fuel: ReadonlySet<string>;
  location: ReadonlySet<string>;
  price: FacetRange;
  year: FacetRange;
  km: FacetRange;
  /** Pages of the unfiltered search; no filtered search has more. */
  pageCount: number;
  sorts: ReadonlySet<SearchSort>;
  defaultSort: SearchSort;
};

/** Grid steps of the range filters: a typed price snaps to the nearest 1,000, and so on. */
const RANGE_STEPS = { price: 1_000, year: 1, km: 5_000 } as const;

export function knownSearchValues(
  facets: SearchFacets,
  pageCount: number,
  sorts: readonly SearchSort[],
  defaultSort: SearchSort,
): KnownSearchValues {
  const values = (list: { value: string }[]) => new Set(list.map((facet) => facet.value));
  return {
    make: values(facets.make),
    model: values(facets.model),
    carType: values(facets.carType),
    body: values(facets.body),
    fuel: values(facets.fuel),
    location: values(facets.location),
    price: facets.price,
    year: facets.year,
    km: facets.km,
    pageCount: Math.max(1, pageCount),
    sorts: new Set(sorts),
    defaultSort,
  };
}

/**
 * A range on the grid inside the facet's range: an end at or beyond the facet's is no filter
 * at all and is dropped; an end past the other side is pulled in to the last grid point.
 */
function snapRange(range: NumberRange, facet: FacetRange, step: number): NumberRange {
  if (!facet) return { min: null, max: null };
  const low = Math.floor(facet.min / step) * step;
  const high = Math.ceil(facet.max / step) * step;
  const snap = (value: number | null) =>
    value === null ? null : Math.min(high, Math.max(low, Math.round(value / step) * step));
  const min = snap(range.min);
  const max = snap(range.max);
  return {
    min: min !== null && min > low ? min : null,
    max: max !== null && max < high ? max : null,
  };
}

/**
 * The search a state asks for, restricted to what the search page has: unknown list values
 * dropped, numbers on the grid, the default sort as null, the page within the unfiltered pages.
 * The keyword is kept as it is (it has no facet to check against).
 */
export function canonicalSearchState(state: SearchState, known: KnownSearchValues): SearchState {
  const { filters } = state;
  const only = <T extends string>(values: T[], allowed: ReadonlySet<string>) =>
    values.filter((value) => allowed.has(value));
  const sort = state.sort && state.sort !== known.defaultSort && known.sorts.has(state.sort);
  return {
    filters: {
      make: only(filters.make, known.make),
      model: only(filters.model, known.model),
      carType: only(filters.carType, known.carType),
      body: only(filters.body, known.body),
      fuel: only(filters.fuel, known.fuel),
      location: only(filters.location, known.location),
      price: snapRange(filters.price, known.price, RANGE_STEPS.price),
      year: snapRange(filters.year, known.year, RANGE_STEPS.year),
      km: snapRange(filters.km, known.km, RANGE_STEPS.km),
      q: filters.q,
    },
    sort: sort ? state.sort : null,
    page: Math.min(state.page, known.pageCount),
  };
}

/** Whether a state has a canonical path: any search without a keyword. */
export const hasSearchPath = (state: SearchState) => state.filters.q === null;

/** The state's path segments after the search page's own path (none for the plain search). */
function searchPathSegments(state: SearchState, options: SearchStateOptions = {}): string[] {
  return searchStateEntries(state, options).flatMap(([name, value]) => [name, value]);
}

/**
 * The URL of a search state on a search page (`base` is `/search/{slug}`): its canonical path
 * when it has one, else the page with the state as query string (a keyword search).
 */
export function searchStateHref(
  base: string,
  state: SearchState,
  options: SearchStateOptions = {},
): string {
  if (!hasSearchPath(state)) return `${base}${serializeSearchState(state, options)}`;
  return [base, ...searchPathSegments(state, options).map(encodeURIComponent)].join("/");
}

/**
 * The search state of path segments (already decoded), or null when they are not the canonical
 * path of a search this page has: odd segments, an unknown name, a keyword, a repeated or
 * reordered filter, a value the search does not have or a number off the grid. Pure: the page
 * answers null with a 404, so only canonical paths are ever rendered and cached.
 */
export function parseSearchPath(
  segments: readonly string[],
  known: KnownSearchValues,
  options: SearchStateOptions = {},
): SearchState | null {
  if (segments.length === 0 || segments.length % 2 !== 0) return null;
  const pairs: [string, string][] = [];
  for (let index = 0; index < segments.length; index += 2) {
    pairs.push([segments[index] as string, segments[index + 1] as string]);
  }
  if (pairs.some(([name]) => name === SEARCH_PARAMS.q)) return null;
  const state = canonicalSearchState(parseSearchState(new URLSearchParams(pairs), options), known);
  const canonical = searchPathSegments(state, options);
  const isSame =
    canonical.length === segments.length &&
    canonical.every((segment, index) => segment === segments[index]);
  return isSame ? state : null;
}

/**
 * The search of a filter path that names a make another way than its canonical path does
 * ("/make/Skoda", "/make/skoda" for "/make/Škoda"): the page redirects there, where any other
 * non-canonical path is a 404. Null when no make is respelled or the path is still not one.
 */
export function respelledSearchPath(
  segments: readonly string[],
  known: KnownSearchValues,
  options: SearchStateOptions = {},
): SearchState | null {
  const makeOf = (typed: string) =>
    [...known.make].find((make) => foldMake(make) === foldMake(displayMake(typed))) ?? typed;
  const respelled = segments.map((segment, index) =>
    index % 2 === 1 && segments[index - 1] === SEARCH_PARAMS.make ? makeOf(segment) : segment,
  );
  if (respelled.every((segment, index) => segment === segments[index])) return null;
  return parseSearchPath(respelled, known, options);
}
