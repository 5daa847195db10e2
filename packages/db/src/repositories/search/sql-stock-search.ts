import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { CarType } from "@forecourt/core/domain/car";
import { displayMake, storedMakesFor } from "@forecourt/core/search/make-aliases";
import type {
  FacetRange,
  FacetValue,
  SearchFacets,
  StockSearch,
  StockSearchQuery,
  StockSearchResult,
} from "@forecourt/core/search/search-result";
import type { NumberRange, SearchFilters } from "@forecourt/core/search/search-state";
import type { SearchSort } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations } from "../../schema.ts";
import { toCar } from "../mappers.ts";
import { imagesOfCar } from "../stock/shown-image-columns.ts";
import { isSoldSql } from "../stock/stock-scope.ts";
import {
  FILTER_KEYS,
  filterClauses,
  scopeClause,
  shownPriceSql,
  type FilterKey,
} from "./search-conditions.ts";
import { rows } from "../../raw-rows.ts";

type ListFacet = "make" | "model" | "carType" | "body" | "fuel" | "location";
const RANGE_FACETS = ["price", "year", "km"] as const;

/** Order of each sort; sold cars always come after the cars still for sale. */
function orderBy(sort: SearchSort): SQL[] {
  const soldLast = asc(isSoldSql);
  switch (sort) {
    case "relevance":
      return [soldLast, desc(cars.rank), desc(cars.createdAt), desc(cars.id)];
    case "latest":
      return [soldLast, desc(cars.createdAt), desc(cars.id)];
    case "price-asc":
      return [soldLast, sql`${shownPriceSql} asc nulls last`, asc(cars.id)];
    case "price-desc":
      return [soldLast, sql`${shownPriceSql} desc nulls last`, desc(cars.id)];
    case "subscription-price-asc":
      return [
        soldLast,
        sql`(case when ${cars.subscriptionPrice} > 0 then ${cars.subscriptionPrice} end) asc nulls last`,
        asc(cars.id),
      ];
    case "km-asc":
      return [soldLast, asc(cars.km), asc(cars.id)];
    case "km-desc":
      return [soldLast, desc(cars.km), desc(cars.id)];
  }
}

type FacetRow = {
  dim: string;
  value: string | null;
  label: string | null;
  n: number | string;
  lo: number | string | null;
  hi: number | string | null;
};

const TRUE = sql`true`;

/**
 * A search's total and facets: the same for every sort and page of one scope and filters, so a
 * caller may keep them (the storefront does, per site and hour, under the stock's cache tags).
 */
export type SearchSummary = { total: number; facets: SearchFacets };

type StockSearchOptions = {
  /**
   * The summary of this query's scope and filters, from where the caller keeps them: given, the
   * facet statement is not run (the results are the same as if it had been).
   */
  summary?: () => Promise<SearchSummary>;
  /**
   * Every id this query's scope and filters find, in its sort's order (`SqlStockSearch.order`),
   * from where the caller keeps them: given, the page's ids are taken from it and only those rows
   * are read (the results are the same as if the page's ids had been sorted by a statement).
   */
  order?: () => Promise<number[]>;
};

/**
 * A scope's cars counted per combination of the list facets' values: make, model, condition,
 * body, fuel, location slug and name, then the cars, then each range's count of values, minimum
 * and maximum (price, year, km). A large dealer's ten thousand cars are a few hundred groups; a
 * tuple each keeps them small where they are cached.
 */
type SearchGroup = [
  make: string,
  model: string,
  carType: string,
  body: string | null,
  fuel: string | null,
  locationSlug: string | null,
  locationName: string | null,
  cars: number,
  priceCount: number,
  priceMin: number | null,
  priceMax: number | null,
  yearCount: number,
  yearMin: number | null,
  yearMax: number | null,
  kmCount: number,
  kmMin: number | null,
  kmMax: number | null,
];
export type SearchGroups = SearchGroup[];

type GroupRow = {
  make: string;
  model: string;
  car_type: string;
  body: string | null;
  fuel: string | null;
  location_slug: string | null;
  location_name: string | null;
  n: number | string;
} & Record<`${(typeof RANGE_FACETS)[number]}_${"n" | "lo" | "hi"}`, number | string | null>;

const nullableNumber = (value: number | string | null) => (value === null ? null : Number(value));

const LIST_FACETS: readonly ListFacet[] = ["make", "model", "carType", "body", "fuel", "location"];
/** Where each list facet's value and label are in a `SearchGroup`. */
const GROUP_VALUE: Record<ListFacet, number> = {
  make: 0,
  model: 1,
  carType: 2,
  body: 3,
  fuel: 4,
  location: 5,
};
const GROUP_LABEL: Record<ListFacet, number> = { ...GROUP_VALUE, location: 6 };
const GROUP_RANGE_START = 8;

const isRangeSet = (range: NumberRange) => range.min !== null || range.max !== null;

/** Whether `summaryOfGroups` can count these filters: no range and no keyword set. */
export const isSummaryOfGroups = (filters: SearchFilters) =>
  !filters.q && !isRangeSet(filters.price) && !isRangeSet(filters.year) && !isRangeSet(filters.km);

/**
 * The total and facets of list filters (make, model, condition, body, fuel, location) over a
 * scope's groups, as the facet statement counts them over its rows: each facet adds up the groups
 * that match every filter but its own, a range the groups that match every filter. Null when a
 * range or the keyword is set: those test each car's own values, which the groups do not keep.
 */
export function summaryOfGroups(
  groups: SearchGroups,
  filters: SearchFilters,
): SearchSummary | null {
  if (!isSummaryOfGroups(filters)) return null;
  const chosen = (values: readonly string[]) => (values.length > 0 ? new Set(values) : null);
  const sets: Record<ListFacet, Set<string> | null> = {
    make: chosen(filters.make.flatMap(storedMakesFor)),
    model: chosen(filters.model),
    carType: chosen(filters.carType),
    body: chosen(filters.body),
    fuel: chosen(filters.fuel),
    location: chosen(filters.location),
  };
  const set = LIST_FACETS.filter((dim) => sets[dim] !== null);
  const matches = (group: SearchGroup, except: ListFacet | null) =>
    set.every((dim) => {
      if (dim === except) return true;
      const value = group[GROUP_VALUE[dim]] as string | null;
      return value !== null && sets[dim]!.has(value);
    });
  const rows: FacetRow[] = [];
  let total = 0;
  for (const group of groups) if (matches(group, null)) total += group[7];
  rows.push({ dim: "total", value: null, label: null, n: total, lo: null, hi: null });
  for (const dim of LIST_FACETS) {
    const values = new Map<string, FacetRow>();
    for (const group of groups) {
      const value = group[GROUP_VALUE[dim]] as string | null;
      if (value === null || !matches(group, dim)) continue;
      const label = group[GROUP_LABEL[dim]] as string | null;
      const row = values.get(value);
      if (!row) values.set(value, { dim, value, label, n: group[7], lo: null, hi: null });
      else {
        row.n = Number(row.n) + group[7];
        // max(label), as SQL takes it: nulls left out.
        if (label !== null && (row.label === null || label > row.label)) row.label = label;
      }
    }
    rows.push(...values.values());
  }
  RANGE_FACETS.forEach((dim, i) => {
    let n = 0;
    let lo: number | null = null;
    let hi: number | null = null;
    for (const group of groups) {
      if (!matches(group, null)) continue;
      const [count, min, max] = group.slice(GROUP_RANGE_START + 3 * i) as [
        number,
        number | null,
        number | null,
      ];
      n += count;
      if (min !== null && (lo === null || min < lo)) lo = min;
      if (max !== null && (hi === null || max > hi)) hi = max;
    }
    rows.push({ dim, value: null, label: null, n, lo, hi });
  });
  return toFacets(rows);
}

/** Pages of `pageSize` results that `total` results fill; one at least (an empty search). */
export const searchPageCount = (total: number, pageSize: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, Math.floor(pageSize))));

/** Stock search in SQL over the site's own rows (design §2). */
export class SqlStockSearch implements StockSearch {
  constructor(private readonly db: Database) {}

  async search(
    query: StockSearchQuery,
    options: StockSearchOptions = {},
  ): Promise<StockSearchResult> {
    const pageSize = Math.max(1, Math.floor(query.pageSize));
    const scope = scopeClause(query.scope);
    const clauses = filterClauses(query.filters);
    const where = and(scope, ...Object.values(clauses));
    const requestedPage = Math.max(1, Math.floor(query.page));

    const websiteId = query.scope.websiteId;
    const order = options.order;
    const pageOf = async (page: number) => {
      if (!order) return this.page(where!, query.sort, page, pageSize, websiteId);
      const ids = (await order()).slice((page - 1) * pageSize, page * pageSize);
      return ids.length === 0 ? [] : this.rows(ids, query.sort, websiteId);
    };
    const [summary, firstPage] = await Promise.all([
      options.summary ? options.summary() : this.facets(scope, clauses, websiteId),
      pageOf(requestedPage),
    ]);
    const { facets, total } = summary;
    const pageCount = searchPageCount(total, pageSize);
    // Asked beyond the end (an old link after stock sold): show the last page instead.
    const page = Math.min(requestedPage, pageCount);
    const carsOnPage = page === requestedPage ? firstPage : await pageOf(page);
    return { cars: carsOnPage, total, page, pageCount, pageSize, facets };
  }

  /**
   * Every id the query's scope and filters find, in its sort's order: what `StockSearchOptions`'s
   * `order` gives, read from `cars_website_search` alone as a page's ids are.
   */
  async order(query: Pick<StockSearchQuery, "scope" | "filters" | "sort">): Promise<number[]> {
    const where = and(scopeClause(query.scope), ...Object.values(filterClauses(query.filters)))!;
    const rows = await pageIds(this.db, where, query.sort, query.scope.websiteId);
    return rows.map((row) => row.id);
  }

  /** The total and facets of a scope and filters, without a page of results. */
  summary(query: Pick<StockSearchQuery, "scope" | "filters">): Promise<SearchSummary> {
    return this.facets(
      scopeClause(query.scope),
      filterClauses(query.filters),
      query.scope.websiteId,
    );
  }

  /**
   * The scope's cars counted per combination of the list facets' values (`SearchGroups`), from
   * which `summaryOfGroups` gives the total and facets of any list filters without the database.
   */
  async groups(query: Pick<StockSearchQuery, "scope">): Promise<SearchGroups> {
    const statement = groupsStatement(scopeClause(query.scope), query.scope.websiteId);
    const result = await rows<GroupRow>(this.db, statement);
    return result.map(
      (row): SearchGroup =>
        [
          row.make,
          row.model,
          row.car_type,
          row.body,
          row.fuel,
          row.location_slug,
          row.location_name,
          Number(row.n),
          ...RANGE_FACETS.flatMap((dim) => [
            Number(row[`${dim}_n`]),
            nullableNumber(row[`${dim}_lo`]),
            nullableNumber(row[`${dim}_hi`]),
          ]),
        ] as SearchGroup,
    );
  }

  private async page(
    where: SQL,
    sort: SearchSort,
    page: number,
    pageSize: number,
    websiteId: number,
  ) {
    const rows = await pageQuery(this.db, where, sort, page, pageSize, websiteId);
    return rows.map(toCar);
  }

  private async rows(ids: number[], sort: SearchSort, websiteId: number) {
    const rows = await rowsQuery(this.db, ids, sort, websiteId);
    return rows.map(toCar);
  }

  private async facets(
    scope: SQL,
    clauses: Record<FilterKey, SQL | undefined>,
    websiteId: number,
  ): Promise<SearchSummary> {
    const statement = facetStatement(scope, clauses, websiteId);
    const result = await rows<FacetRow>(this.db, statement);
    return toFacets(result);
  }
}

/**
 * The joins of every search statement. The location join names the site as well as the key, so
 * the planner reads the site's few locations by index instead of hashing every site's (a left
 * join keeps its row estimate). The dealership join is left on the key alone: its foreign key is
 * what lets the planner estimate it, and naming the site there cut the estimate a thousandfold.
 */
const dealershipJoin = eq(cars.dealershipId, dealerships.id);
const locationJoin = (websiteId: number) =>
  and(eq(cars.locationId, locations.id), eq(locations.websiteId, websiteId))!;

/**
 * A page of results in two steps: the page's ids first, sorted over the columns the search index
 * covers (`cars_website_search`, read without visiting the table), then only those rows whole.
 * Sorting whole rows read every row of the site from the table, scattered over as many pages.
 * Every sort ends on the id, so the second step's order is the first's. The first step's
 * dealership join is a left join, which the planner drops unless a dealership's page filters on
 * it (every car has its dealership, by foreign key); as an inner join it hashed every site's
 * dealerships on every search.
 */
function pageQuery(
  db: Database,
  where: SQL,
  sort: SearchSort,
  page: number,
  pageSize: number,
  websiteId: number,
) {
  const ids = pageIds(db, where, sort, websiteId)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return rowsQuery(db, ids, sort, websiteId);
}

/** The ids a search finds, in its sort's order: the first step of `pageQuery`. */
function pageIds(db: Database, where: SQL, sort: SearchSort, websiteId: number) {
  return db
    .select({ id: cars.id })
    .from(cars)
    .leftJoin(dealerships, dealershipJoin)
    .leftJoin(locations, locationJoin(websiteId))
    .where(where)
    .orderBy(...orderBy(sort))
    .$dynamic();
}

/** The cars of `ids` whole, with their dealership, location and images, in the sort's order. */
function rowsQuery(
  db: Database,
  ids: number[] | ReturnType<typeof pageIds>,
  sort: SearchSort,
  websiteId: number,
) {
  return db
    .select({
      car: cars,
      dealershipSlug: dealerships.slug,
      location: locations,
      images: imagesOfCar(websiteId),
    })
    .from(cars)
    .innerJoin(dealerships, dealershipJoin)
    .leftJoin(locations, locationJoin(websiteId))
    .where(and(eq(cars.websiteId, websiteId), inArray(cars.id, ids)))
    .orderBy(...orderBy(sort));
}

/**
 * Every facet in one statement. The site's scoped rows are first counted per combination of the
 * facets' values and the set filters' flags (one boolean per filter set), with each range's count,
 * minimum and maximum: a large dealer's ten thousand rows are a few hundred groups, read once in
 * the order of `cars_website_search`. Then one GROUP BY per facet over those groups adds up the
 * groups that match every filter except that facet's own, so a facet's counts are exactly the
 * totals the shopper gets by ticking it. Only the filters set get a flag: a flag that is always
 * true still halves the planner's row estimate at every test. The location's slug and name are
 * joined to the groups, not to every row; the dealership join is a left join, which the planner
 * drops unless a dealership's page names it (every car has its dealership, by foreign key).
 */
function facetStatement(
  scope: SQL,
  clauses: Record<FilterKey, SQL | undefined>,
  websiteId: number,
): SQL {
  const flag = (key: FilterKey) => sql.identifier(`m_${key}`);
  const set = FILTER_KEYS.filter((key) => clauses[key] !== undefined);
  const flags = sql.join(
    set.map((key) => sql`, (${clauses[key]}) as ${flag(key)}`),
    sql``,
  );
  const allBut = (except: FilterKey | null) =>
    sql.join(
      [TRUE, ...set.filter((key) => key !== except).map((key) => sql`${flag(key)}`)],
      sql` and `,
    );
  const group = (dim: ListFacet, value: string, label: string) =>
    sql`select ${dim} as dim, ${sql.identifier(value)} as value, max(${sql.identifier(label)}) as label, sum(n)::int as n, null::int as lo, null::int as hi
        from base where ${allBut(dim)} and ${sql.identifier(value)} is not null group by ${sql.identifier(value)}`;
  const range = (dim: (typeof RANGE_FACETS)[number]) =>
    sql`select ${dim}, null, null, coalesce(sum(${sql.identifier(`${dim}_n`)}), 0)::int, min(${sql.identifier(`${dim}_lo`)})::int, max(${sql.identifier(`${dim}_hi`)})::int
        from base where ${allBut(dim)}`;
  return sql`
    with base as materialized (${groupedRows(scope, flags, set.length, websiteId)})
    select 'total' as dim, null as value, null as label, coalesce(sum(n), 0)::int as n, null::int as lo, null::int as hi
      from base where ${allBut(null)}
    union all ${group("make", "make", "make")}
    union all ${group("model", "model", "model")}
    union all ${group("carType", "car_type", "car_type")}
    union all ${group("body", "body", "body")}
    union all ${group("fuel", "fuel", "fuel")}
    union all ${group("location", "location_slug", "location_name")}
    union all ${range("price")}
    union all ${range("year")}
    union all ${range("km")}`;
}

/**
 * The scope's rows counted per combination of the list facets' values (make, model, condition,
 * body, fuel, location) and of `flags`, `flagCount` more columns, with each range's count, minimum
 * and maximum; the location's slug and name joined to the groups, not to every row.
 */
function groupedRows(scope: SQL, flags: SQL, flagCount: number, websiteId: number): SQL {
  const rangeColumns: Record<(typeof RANGE_FACETS)[number], SQL> = {
    price: shownPriceSql,
    year: sql`${cars.year}`,
    km: sql`${cars.km}`,
  };
  const rangeAggregates = sql.join(
    RANGE_FACETS.map((dim) => {
      const column = rangeColumns[dim];
      return sql`, count(${column}) as ${sql.identifier(`${dim}_n`)}, min(${column}) as ${sql.identifier(`${dim}_lo`)}, max(${column}) as ${sql.identifier(`${dim}_hi`)}`;
    }),
    sql``,
  );
  // The grouped columns by position: the six facet columns and the flags.
  const groupKey = sql.raw(
    Array.from({ length: 6 + flagCount }, (_, i) => String(i + 1)).join(", "),
  );
  return sql`
      select grouped.*, ${locations.slug} as location_slug, ${locations.name} as location_name
      from (
        select ${cars.make} as make, ${cars.model} as model, ${cars.carType} as car_type,
          ${cars.body} as body, ${cars.simpleFuel} as fuel, ${cars.locationId} as location_id${flags},
          count(*) as n${rangeAggregates}
        from ${cars}
        left join ${dealerships} on ${dealershipJoin}
        left join ${locations} on ${locationJoin(websiteId)}
        where ${scope}
        group by ${groupKey}
      ) grouped
      left join ${locations} on ${locations.id} = grouped.location_id and ${locations.websiteId} = ${websiteId}`;
}

/** The groups of `SqlStockSearch.groups`: `groupedRows` without a filter's flag. */
function groupsStatement(scope: SQL, websiteId: number): SQL {
  return groupedRows(scope, sql``, 0, websiteId);
}

/** The two statements of a search, for EXPLAIN in the benchmark. */
export function searchStatements(
  db: Database,
  query: StockSearchQuery,
): { page: SQL; facets: SQL } {
  const scope = scopeClause(query.scope);
  const clauses = filterClauses(query.filters);
  const where = and(scope, ...Object.values(clauses))!;
  return {
    page: pageQuery(
      db,
      where,
      query.sort,
      Math.max(1, Math.floor(query.page)),
      query.pageSize,
      query.scope.websiteId,
    ).getSQL(),
    facets: facetStatement(scope, clauses, query.scope.websiteId),
  };
}

/**
 * Facet values in label order, as `localeCompare(b, "en", { sensitivity: "base" })` orders them:
 * one collator for every search, where each such call builds its own (half a millisecond of a
 * search's CPU at a hundred values).
 */
const byLabel = new Intl.Collator("en", { sensitivity: "base" });

function toFacets(rows: FacetRow[]): SearchSummary {
  const lists = new Map<string, Map<string, FacetValue>>();
  const ranges = new Map<string, FacetRange>();
  let total = 0;
  for (const row of rows) {
    const count = Number(row.n);
    if (row.dim === "total") {
      total = count;
    } else if ((RANGE_FACETS as readonly string[]).includes(row.dim)) {
      ranges.set(
        row.dim,
        count > 0 && row.lo !== null && row.hi !== null
          ? { min: Number(row.lo), max: Number(row.hi) }
          : null,
      );
    } else if (row.value !== null) {
      // Stored aliases of one make ("Skoda", "Škoda") add up under the name shoppers see.
      const value = row.dim === "make" ? displayMake(row.value) : row.value;
      const label = row.dim === "make" ? value : (row.label ?? row.value);
      const values = lists.get(row.dim) ?? new Map<string, FacetValue>();
      const existing = values.get(value);
      values.set(value, { value, label, count: (existing?.count ?? 0) + count });
      lists.set(row.dim, values);
    }
  }
  const sorted = (dim: string) =>
    [...(lists.get(dim)?.values() ?? [])].sort(
      // Labels the collator calls equal ("MX-5", "Mx-5") in the order of their values, so the
      // order does not depend on the order the statement gave the rows in.
      (a, b) =>
        byLabel.compare(a.label, b.label) || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );
  const carTypeOrder: CarType[] = ["new", "used", "demo"];
  return {
    total,
    facets: {
      make: sorted("make"),
      model: sorted("model"),
      carType: sorted("carType")
        .filter((f): f is FacetValue & { value: CarType } =>
          (carTypeOrder as string[]).includes(f.value),
        )
        .sort((a, b) => carTypeOrder.indexOf(a.value) - carTypeOrder.indexOf(b.value)),
      body: sorted("body"),
      fuel: sorted("fuel"),
      location: sorted("location"),
      price: ranges.get("price") ?? null,
      year: ranges.get("year") ?? null,
      km: ranges.get("km") ?? null,
    },
  };
}

export function createSqlStockSearch(db: Database): SqlStockSearch {
  return new SqlStockSearch(db);
}
