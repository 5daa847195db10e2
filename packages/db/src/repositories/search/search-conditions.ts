import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { SearchScope } from "@forecourt/core/search/search-result";
import { stockScopeClause } from "../stock/stock-scope.ts";
import { storedMakesFor } from "@forecourt/core/search/make-aliases";
import { ACCENT_FOLD_FROM, ACCENT_FOLD_TO, foldAccents } from "@forecourt/core/text/fold-accents";
import type { NumberRange, SearchFilters } from "@forecourt/core/search/search-state";
import { cars, dealerships, locations } from "../../schema.ts";
import { escapeLike } from "../../like-pattern.ts";

/**
 * The WHERE clauses of a stock search, over `cars` joined to `dealerships` and (left) to
 * `locations`. Scope clauses always apply; each filter is kept separate so a facet can be counted
 * with every filter but its own.
 */

export const FILTER_KEYS = [
  "make",
  "model",
  "carType",
  "body",
  "fuel",
  "location",
  "price",
  "year",
  "km",
  "q",
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const MAX_KEYWORD_TOKENS = 6;

/** Car price counts only above 10 (spec §9); below that it is "enquire" or "preorder". */
export const shownPriceSql = sql`(case when ${cars.price} > 10 then ${cars.price} end)`;

function rangeClause(column: SQL, range: NumberRange): SQL | undefined {
  const parts: SQL[] = [];
  if (range.min !== null) parts.push(sql`${column} >= ${range.min}`);
  if (range.max !== null) parts.push(sql`${column} <= ${range.max}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

/**
 * Each word of the keyword, anywhere in the car's name, make, model, series, badge, body or stock
 * number, in any case and either spelling: `search_text` holds those fields joined and
 * lower-cased (schema.ts); both it and the word have their accents folded (core foldAccents), so
 * "Škoda" finds a feed's "Skoda" and the other way round.
 */
function keywordClause(q: string | null): SQL | undefined {
  if (!q) return undefined;
  const tokens = q.split(" ").filter(Boolean).slice(0, MAX_KEYWORD_TOKENS);
  const folded = sql`translate(${cars.searchText}, ${ACCENT_FOLD_FROM}, ${ACCENT_FOLD_TO})`;
  return and(
    ...tokens.map((token) => sql`${folded} like lower(${`%${escapeLike(foldAccents(token))}%`})`),
  );
}

/** One clause per filter; undefined where the filter is not set. */
export function filterClauses(filters: SearchFilters): Record<FilterKey, SQL | undefined> {
  const list = <T extends string>(column: Parameters<typeof inArray>[0], values: T[]) =>
    values.length > 0 ? inArray(column, values) : undefined;
  return {
    make: list(cars.make, [...new Set(filters.make.flatMap(storedMakesFor))]),
    model: list(cars.model, filters.model),
    carType: list(cars.carType, filters.carType),
    body: list(cars.body, filters.body),
    fuel: list(cars.simpleFuel, filters.fuel),
    location: list(locations.slug, filters.location),
    price: rangeClause(shownPriceSql, filters.price),
    year: rangeClause(sql`${cars.year}`, filters.year),
    km: rangeClause(sql`${cars.km}`, filters.km),
    q: keywordClause(filters.q),
  };
}

/** A search: the site's stock scope (see `stockScopeClause`) and the named search's presets. */
export function scopeClause(scope: SearchScope): SQL {
  const clauses: (SQL | undefined)[] = [stockScopeClause(scope)];
  const preset = scope.preset;
  if (preset) {
    clauses.push(...Object.values(filterClauses(preset)));
    if (preset.dealership) clauses.push(eq(dealerships.slug, preset.dealership));
  }
  return and(...clauses)!;
}
