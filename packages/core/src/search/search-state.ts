import { replaceControlCharacters } from "../text/control-characters.ts";
import { CAR_TYPES, type CarType } from "../domain/car.ts";
import { SEARCH_SORTS, type SearchSort } from "./search-sorts.ts";
import { displayMake } from "./make-aliases.ts";

/**
 * The state of a stock search lives in the URL query (conventions §10): filters, sort and page.
 * Parsing is tolerant: anything it does not understand is dropped, it never throws, and what it
 * returns serialises back to a query that parses to the same state.
 */

export type NumberRange = { min: number | null; max: number | null };

export type SearchFilters = {
  make: string[];
  model: string[];
  carType: CarType[];
  body: string[];
  fuel: string[];
  /** Location slugs. */
  location: string[];
  price: NumberRange;
  year: NumberRange;
  km: NumberRange;
  /** Keyword across name, make, model, badge and stock number. */
  q: string | null;
};

export type SearchState = {
  filters: SearchFilters;
  /** null: the site's default sort. */
  sort: SearchSort | null;
  /** 1-based. */
  page: number;
};

/** Query parameter names, one per filter; list filters repeat their parameter. */
export const SEARCH_PARAMS = {
  make: "make",
  model: "model",
  carType: "condition",
  body: "body",
  fuel: "fuel",
  location: "location",
  priceMin: "price_min",
  priceMax: "price_max",
  yearMin: "year_min",
  yearMax: "year_max",
  kmMin: "km_min",
  kmMax: "km_max",
  q: "q",
  sort: "sort",
  page: "page",
} as const;

/** Odometer parameters in miles, for sites whose locale shows miles (state stays in km). */
export const MILES_PARAMS = { min: "miles_min", max: "miles_max" } as const;
const KM_PER_MILE = 1.609344;

export type SearchStateOptions = {
  /** "mi": the odometer range is read and written in miles (miles_min, miles_max). */
  distanceUnit?: "km" | "mi";
};

export const MAX_VALUES_PER_FILTER = 20;
export const MAX_VALUE_LENGTH = 80;
export const MAX_KEYWORD_LENGTH = 100;
export const MAX_PAGE = 1000;
const MAX_NUMBER = 100_000_000;

export type QueryInput =
  URLSearchParams | string | Record<string, string | string[] | undefined | null>;

export function emptyFilters(): SearchFilters {
  return {
    make: [],
    model: [],
    carType: [],
    body: [],
    fuel: [],
    location: [],
    price: { min: null, max: null },
    year: { min: null, max: null },
    km: { min: null, max: null },
    q: null,
  };
}

export function emptySearchState(): SearchState {
  return { filters: emptyFilters(), sort: null, page: 1 };
}

function toEntries(input: QueryInput): [string, string][] {
  if (typeof input === "string") {
    try {
      return [...new URLSearchParams(input.startsWith("?") ? input.slice(1) : input)];
    } catch {
      return [];
    }
  }
  if (input instanceof URLSearchParams) return [...input];
  const entries: [string, string][] = [];
  if (!input || typeof input !== "object") return entries;
  for (const [key, value] of Object.entries(input)) {
    if (typeof value === "string") entries.push([key, value]);
    else if (Array.isArray(value))
      for (const item of value) if (typeof item === "string") entries.push([key, item]);
  }
  return entries;
}

/** Trimmed, single-spaced, control characters removed; "" when nothing usable is left. */
function cleanText(value: string, maxLength: number): string {
  return replaceControlCharacters(value, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, maxLength)
    .trim();
}

function cleanList(values: string[], normalise: (value: string) => string = (v) => v): string[] {
  const seen = new Set<string>();
  outer: for (const raw of values) {
    // A comma-separated value ("make=Ford,Mazda") counts as several values.
    for (const part of raw.split(",")) {
      const value = cleanText(part, MAX_VALUE_LENGTH);
      if (!value) continue;
      const normalised = normalise(value);
      if (normalised && !seen.has(normalised)) seen.add(normalised);
      if (seen.size >= MAX_VALUES_PER_FILTER) break outer;
    }
  }
  return [...seen].sort();
}

/** "45,000", "$45000" or "45000" -> 45000; anything else -> null. */
function parseAmount(value: string | undefined): number | null {
  if (value === undefined) return null;
  const compact = value.replace(/[\s,$]/g, "");
  if (!/^\d{1,12}$/.test(compact)) return null;
  const amount = Number(compact);
  return amount <= MAX_NUMBER ? amount : null;
}

function range(min: number | null, max: number | null): NumberRange {
  // A reversed range is almost always a slip: read it the way round that makes sense.
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

const SORTS = new Set<string>(SEARCH_SORTS);
const CAR_TYPE_SET = new Set<string>(CAR_TYPES);

/** Search state from a query string, URLSearchParams or Next's searchParams object. */
export function parseSearchState(input: QueryInput, options: SearchStateOptions = {}): SearchState {
  const all = new Map<string, string[]>();
  for (const [key, value] of toEntries(input)) {
    const list = all.get(key);
    if (list) list.push(value);
    else all.set(key, [value]);
  }
  const get = (name: string) => all.get(name) ?? [];
  const last = (name: string) => get(name).at(-1);

  const q = cleanText(last(SEARCH_PARAMS.q) ?? "", MAX_KEYWORD_LENGTH);
  const sortValue = last(SEARCH_PARAMS.sort)?.trim();
  const pageValue = parseAmount(last(SEARCH_PARAMS.page));
  return {
    filters: {
      make: cleanList(get(SEARCH_PARAMS.make), displayMake),
      model: cleanList(get(SEARCH_PARAMS.model)),
      carType: cleanList(get(SEARCH_PARAMS.carType), (v) => v.toLowerCase()).filter(
        (v): v is CarType => CAR_TYPE_SET.has(v),
      ),
      body: cleanList(get(SEARCH_PARAMS.body)),
      fuel: cleanList(get(SEARCH_PARAMS.fuel)),
      location: cleanList(get(SEARCH_PARAMS.location)),
      price: range(
        parseAmount(last(SEARCH_PARAMS.priceMin)),
        parseAmount(last(SEARCH_PARAMS.priceMax)),
      ),
      year: range(
        parseAmount(last(SEARCH_PARAMS.yearMin)),
        parseAmount(last(SEARCH_PARAMS.yearMax)),
      ),
      km:
        options.distanceUnit === "mi"
          ? range(
              milesToKm(parseAmount(last(MILES_PARAMS.min))),
              milesToKm(parseAmount(last(MILES_PARAMS.max))),
            )
          : range(parseAmount(last(SEARCH_PARAMS.kmMin)), parseAmount(last(SEARCH_PARAMS.kmMax))),
      q: q || null,
    },
    sort: sortValue && SORTS.has(sortValue) ? (sortValue as SearchSort) : null,
    page: pageValue !== null && pageValue >= 1 ? Math.min(pageValue, MAX_PAGE) : 1,
  };
}

const milesToKm = (miles: number | null) =>
  miles === null ? null : Math.round(miles * KM_PER_MILE);
const kmToMiles = (km: number | null) => (km === null ? null : Math.round(km / KM_PER_MILE));

/** Query pairs in a fixed order; empty filters, the default sort and page 1 are left out. */
export function searchStateEntries(
  state: SearchState,
  options: SearchStateOptions = {},
): [string, string][] {
  const { filters } = state;
  const entries: [string, string][] = [];
  const list = (name: string, values: readonly string[]) => {
    for (const value of values) entries.push([name, value]);
  };
  const num = (name: string, value: number | null) => {
    if (value !== null) entries.push([name, String(value)]);
  };
  if (filters.q) entries.push([SEARCH_PARAMS.q, filters.q]);
  list(SEARCH_PARAMS.carType, filters.carType);
  list(SEARCH_PARAMS.make, filters.make);
  list(SEARCH_PARAMS.model, filters.model);
  list(SEARCH_PARAMS.body, filters.body);
  list(SEARCH_PARAMS.fuel, filters.fuel);
  list(SEARCH_PARAMS.location, filters.location);
  num(SEARCH_PARAMS.priceMin, filters.price.min);
  num(SEARCH_PARAMS.priceMax, filters.price.max);
  num(SEARCH_PARAMS.yearMin, filters.year.min);
  num(SEARCH_PARAMS.yearMax, filters.year.max);
  if (options.distanceUnit === "mi") {
    num(MILES_PARAMS.min, kmToMiles(filters.km.min));
    num(MILES_PARAMS.max, kmToMiles(filters.km.max));
  } else {
    num(SEARCH_PARAMS.kmMin, filters.km.min);
    num(SEARCH_PARAMS.kmMax, filters.km.max);
  }
  if (state.sort) entries.push([SEARCH_PARAMS.sort, state.sort]);
  if (state.page > 1) entries.push([SEARCH_PARAMS.page, String(state.page)]);
  return entries;
}

/** "?make=Toyota&sort=price-asc", or "" for the plain search. */
export function serializeSearchState(state: SearchState, options: SearchStateOptions = {}): string {
  const query = new URLSearchParams(searchStateEntries(state, options)).toString();
  return query ? `?${query}` : "";
}

/** True when any filter narrows the results (sort and page do not count). */
export function hasActiveFilters(filters: SearchFilters): boolean {
  return activeFilterCount(filters) > 0;
}

/**
 * How many filters narrow the search, as a shopper counts them: each ticked value, the keyword,
 * and each range with either end set (a price from-to is one filter).
 */
export function activeFilterCount(filters: SearchFilters): number {
  const lists = [
    filters.make,
    filters.model,
    filters.carType,
    filters.body,
    filters.fuel,
    filters.location,
  ].reduce((sum, list) => sum + list.length, 0);
  const ranges = [filters.price, filters.year, filters.km].filter(
    (range) => range.min !== null || range.max !== null,
  ).length;
  return lists + ranges + (filters.q !== null ? 1 : 0);
}

/**
 * The filters stored with a named search (search_slugs.filters, spec §2), read as tolerantly as
 * a URL: unknown keys and bad values are dropped. `dealership` narrows to one dealership's stock.
 */
export type PresetFilters = SearchFilters & { dealership: string | null };

export function parsePresetFilters(stored: unknown): PresetFilters {
  const record = stored && typeof stored === "object" && !Array.isArray(stored) ? stored : {};
  const pairs: [string, string][] = [];
  const add = (param: string, value: unknown) => {
    if (typeof value === "string") pairs.push([param, value]);
    else if (typeof value === "number" && Number.isFinite(value))
      pairs.push([param, String(value)]);
    else if (Array.isArray(value)) for (const item of value) add(param, item);
  };
  const source = record as Record<string, unknown>;
  add(SEARCH_PARAMS.make, source.make);
  add(SEARCH_PARAMS.model, source.model);
  add(SEARCH_PARAMS.carType, source.carType);
  add(SEARCH_PARAMS.body, source.body);
  add(SEARCH_PARAMS.fuel, source.fuel);
  add(SEARCH_PARAMS.location, source.location);
  add(SEARCH_PARAMS.priceMin, source.priceMin);
  add(SEARCH_PARAMS.priceMax, source.priceMax);
  add(SEARCH_PARAMS.yearMin, source.yearMin);
  add(SEARCH_PARAMS.yearMax, source.yearMax);
  add(SEARCH_PARAMS.kmMin, source.kmMin);
  add(SEARCH_PARAMS.kmMax, source.kmMax);
  add(SEARCH_PARAMS.q, source.q);
  const { filters } = parseSearchState(new URLSearchParams(pairs));
  const dealership =
    typeof source.dealership === "string" ? cleanText(source.dealership, MAX_VALUE_LENGTH) : "";
  return { ...filters, dealership: dealership || null };
}
