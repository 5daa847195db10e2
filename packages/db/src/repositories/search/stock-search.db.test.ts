import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCarSold, type Car, type CarType } from "@forecourt/core/domain/car";
import type { SearchScope, StockSearchResult } from "@forecourt/core/search/search-result";
import { searchScopeFor, stockScopeFor } from "@forecourt/core/search/search-scope";
import {
  emptyFilters,
  type PresetFilters,
  type SearchFilters,
} from "@forecourt/core/search/search-state";
import {
  SEARCH_SORTS,
  siteSettingsSchema,
  type SearchSort,
} from "@forecourt/core/site/site-settings";
import type { Database, DatabaseHandle } from "../../client.ts";
import type { CatalogueEntry } from "../../demo/demo-sites.ts";
import { DEMO_SITES } from "../../demo/demo-sites.ts";
import {
  buildCar,
  buildDealership,
  buildLocation,
  buildWebsite,
  type NewCar,
} from "../../demo/factories.ts";
import { createRandom } from "../../demo/random.ts";
import { seedDemoData } from "../../demo/seed.ts";
import * as schema from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { listOffers } from "../content/list-offers.ts";
import { getStockSummary } from "../stock/get-stock-summary.ts";
import { listCarsByIds } from "../stock/list-cars-by-ids.ts";
import { listHomeCars } from "../stock/list-home-cars.ts";
import { listSimilarCars } from "../stock/list-similar-cars.ts";
import { getSearchPage } from "./get-search-page.ts";
import { listSearchPages, listSearchSlugs } from "./list-search-slugs.ts";
import { countSitemapCars, listSitemapCars } from "./list-sitemap-cars.ts";
import { createSqlStockSearch, summaryOfGroups } from "./sql-stock-search.ts";

const NOW = new Date("2026-11-01T00:00:00Z");
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

const CATALOGUE: CatalogueEntry[] = [
  {
    make: "Toyota",
    model: "Corolla",
    body: "Hatch",
    kind: "hatch",
    fuel: "Hybrid",
    price: [25_000, 35_000],
    badges: ["Ascent"],
  },
  {
    make: "Toyota",
    model: "HiLux",
    body: "Ute",
    kind: "ute",
    fuel: "Diesel",
    price: [40_000, 70_000],
    badges: ["SR5"],
  },
  {
    make: "Ford",
    model: "Ranger",
    body: "Ute",
    kind: "ute",
    fuel: "Diesel",
    price: [45_000, 80_000],
    badges: ["XLT"],
  },
  {
    make: "Skoda",
    model: "Octavia",
    body: "Wagon",
    kind: "wagon",
    fuel: "Petrol",
    price: [30_000, 45_000],
    badges: ["RS"],
  },
  {
    make: "SsangYong",
    model: "Musso",
    body: "Ute",
    kind: "ute",
    fuel: "Diesel",
    price: [35_000, 50_000],
    badges: ["Ultimate"],
  },
  {
    make: "Tesla",
    model: "Model 3",
    body: "Sedan",
    kind: "sedan",
    fuel: "Electric",
    price: [55_000, 75_000],
    badges: ["Long Range"],
  },
] as CatalogueEntry[];

type Fixture = {
  websiteId: number;
  locationIds: Record<string, number>;
  carIds: Record<string, number>;
};

let handle: DatabaseHandle;
let db: Database;
let siteA: Fixture;
let siteB: Fixture;

/** One site with two dealerships, two locations and a spread of stock with named special cars. */
async function seedSite(slug: string, seed: number, catalogue: CatalogueEntry[]): Promise<Fixture> {
  const random = createRandom(seed);
  const [website] = await db
    .insert(schema.websites)
    .values(buildWebsite({ slug, name: slug }))
    .returning();
  const websiteId = website!.id;
  const dealers = await db
    .insert(schema.dealerships)
    .values([
      buildDealership(websiteId, { slug: `${slug}-north`, name: `${slug} North` }),
      buildDealership(websiteId, { slug: `${slug}-south`, name: `${slug} South` }),
    ])
    .returning();
  const places = await db
    .insert(schema.locations)
    .values([
      buildLocation(websiteId, dealers[0]!.id, { slug: "north", name: "North Yard" }),
      buildLocation(websiteId, dealers[1]!.id, { slug: "south", name: "South Yard" }),
    ])
    .returning();
  const rows: (NewCar & { key?: string })[] = [];
  const types: CarType[] = ["new", "used", "used", "demo"];
  for (let i = 0; i < 48; i++) {
    const place = places[i % 2]!;
    const row = buildCar({
      websiteId,
      dealershipId: place.dealershipId,
      locationId: place.id,
      entry: catalogue[i % catalogue.length]!,
      carType: types[i % types.length]!,
      stockNumber: `${slug.toUpperCase()}-${1000 + i}`,
      random,
      now: NOW,
    });
    rows.push(row);
  }
  const special = (key: string, index: number, change: Partial<NewCar>) => {
    Object.assign(rows[index]!, change);
    rows[index]!.key = key;
  };
  special("soldRecently", 0, { isSold: true, status: "sold", soldAt: daysAgo(2) });
  special("soldLongAgo", 1, { isSold: true, status: "sold", soldAt: daysAgo(5) });
  special("soldUnknown", 5, { status: "sold", soldAt: null });
  special("enquire", 3, { price: 0 });
  special("preorder", 6, { price: null, isPreorder: true });
  const inserted = await db
    .insert(schema.cars)
    .values(rows.map(({ key: _key, ...row }) => row))
    .returning({ id: schema.cars.id });
  const carIds: Record<string, number> = {};
  rows.forEach((row, i) => {
    if (row.key) carIds[row.key] = inserted[i]!.id;
  });
  await db.insert(schema.searchSlugs).values([
    { websiteId, slug: "used-cars", title: "Used cars", filters: { carType: ["used"] } },
    { websiteId, slug: "everything", title: "Everything", filters: {} },
    { websiteId, slug: "broken", title: "Broken", filters: { carType: 5, nonsense: true } },
  ]);
  return {
    websiteId,
    locationIds: { north: places[0]!.id, south: places[1]!.id },
    carIds,
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
  siteA = await seedSite("alpha", 11, CATALOGUE);
  siteB = await seedSite("bravo", 22, [
    {
      make: "Holden",
      model: "Commodore",
      body: "Sedan",
      kind: "sedan",
      fuel: "Petrol",
      price: [20_000, 30_000],
      badges: ["SS"],
    },
    CATALOGUE[2]!,
  ] as CatalogueEntry[]);
});

afterAll(async () => {
  await handle?.close();
});

function scope(site: Fixture, change: Partial<SearchScope> = {}): SearchScope {
  return {
    ...searchScopeFor(site.websiteId, siteSettingsSchema.parse({}), null, NOW),
    ...change,
  };
}

function filters(change: Partial<SearchFilters> = {}): SearchFilters {
  return { ...emptyFilters(), ...change };
}

const preset = (change: Partial<PresetFilters>): PresetFilters => ({
  ...emptyFilters(),
  dealership: null,
  ...change,
});

async function search(
  options: {
    site?: Fixture;
    scope?: Partial<SearchScope>;
    filters?: Partial<SearchFilters>;
    sort?: SearchSort;
    page?: number;
    pageSize?: number;
  } = {},
): Promise<StockSearchResult> {
  return createSqlStockSearch(db).search({
    scope: scope(options.site ?? siteA, options.scope),
    filters: filters(options.filters),
    sort: options.sort ?? "relevance",
    page: options.page ?? 1,
    pageSize: options.pageSize ?? 500,
  });
}

const ids = (cars: Car[]) => cars.map((c) => c.id);

describe("StockSearch (SQL)", () => {
  it("returns only the asked-for site's stock, with facets of that site only", async () => {
    const a = await search({ site: siteA });
    const b = await search({ site: siteB });
    expect(a.total).toBeGreaterThan(0);
    expect(a.cars.every((car) => car.websiteId === siteA.websiteId)).toBe(true);
    expect(b.cars.every((car) => car.websiteId === siteB.websiteId)).toBe(true);
    expect(a.facets.make.map((f) => f.value)).not.toContain("Holden");
    expect(b.facets.make.map((f) => f.value)).toEqual(["Ford", "Holden"]);
    // Filtering on the other site's location slug or make finds nothing of the other site.
    const cross = await search({ site: siteB, filters: { make: ["Toyota"] } });
    expect(cross.total).toBe(0);
  });

  it("keeps sold cars for the site's window only (and never an undated sale)", async () => {
    const three = ids((await search({ scope: { includeSoldCarsDays: 3 } })).cars);
    expect(three).toContain(siteA.carIds.soldRecently);
    expect(three).not.toContain(siteA.carIds.soldLongAgo);
    expect(three).not.toContain(siteA.carIds.soldUnknown);
    const seven = ids((await search({ scope: { includeSoldCarsDays: 7 } })).cars);
    expect(seven).toContain(siteA.carIds.soldLongAgo);
    const none = ids((await search({ scope: { includeSoldCarsDays: 0 } })).cars);
    expect(none).not.toContain(siteA.carIds.soldRecently);
  });

  it("lists sold cars after the cars still for sale, whatever the sort", async () => {
    for (const sort of SEARCH_SORTS) {
      const { cars } = await search({ sort, scope: { includeSoldCarsDays: 7 } });
      const firstSold = cars.findIndex(isCarSold);
      expect(firstSold).toBeGreaterThan(0);
      expect(cars.slice(firstSold).every(isCarSold)).toBe(true);
    }
  });

  it("excludes the site's excluded locations", async () => {
    const result = await search({ scope: { excludedLocationIds: [siteA.locationIds.south!] } });
    expect(result.total).toBeGreaterThan(0);
    expect(result.cars.every((car) => car.locationId === siteA.locationIds.north)).toBe(true);
    expect(result.facets.location.map((f) => f.value)).toEqual(["north"]);
  });

  it("excludes Ford new and demo stock when the site says so, keeping used Fords", async () => {
    const before = await search({ filters: { make: ["Ford"] } });
    expect(before.cars.some((c) => c.carType === "new")).toBe(true);
    const after = await search({
      filters: { make: ["Ford"] },
      scope: { excludeFordNewAndDemo: true },
    });
    expect(after.total).toBeGreaterThan(0);
    expect(after.cars.every((c) => c.carType === "used")).toBe(true);
  });

  it("applies a named search's preset filters and a dealership's", async () => {
    const used = await search({ scope: { preset: preset({ carType: ["used"] }) } });
    expect(used.total).toBeGreaterThan(0);
    expect(used.cars.every((c) => c.carType === "used")).toBe(true);
    expect(used.facets.carType.map((f) => f.value)).toEqual(["used"]);
    const north = await search({ scope: { preset: preset({ dealership: "alpha-north" }) } });
    expect(north.total).toBeGreaterThan(0);
    expect(north.cars.every((c) => c.dealershipSlug === "alpha-north")).toBe(true);
    const foreign = await search({ scope: { preset: preset({ dealership: "bravo-north" }) } });
    expect(foreign.total).toBe(0);
  });

  it("maps make aliases: Škoda finds stored Skoda, KGM finds SsangYong", async () => {
    const all = await search();
    expect(all.facets.make.map((f) => f.label)).toEqual(expect.arrayContaining(["KGM", "Škoda"]));
    expect(all.facets.make.map((f) => f.label)).not.toContain("Skoda");
    const skoda = await search({ filters: { make: ["Škoda"] } });
    expect(skoda.total).toBeGreaterThan(0);
    // Found by the stored spelling, and shown as shoppers see the make everywhere.
    expect(skoda.cars.every((c) => c.make === "Škoda" && !c.name.includes("Skoda"))).toBe(true);
    const kgm = await search({ filters: { make: ["KGM"] } });
    expect(kgm.total).toBeGreaterThan(0);
    expect(kgm.cars.every((c) => c.make === "KGM")).toBe(true);
  });

  it("matches every keyword across name, make, model and stock number", async () => {
    const result = await search({ filters: { q: "octavia rs" } });
    expect(result.total).toBeGreaterThan(0);
    expect(result.cars.every((c) => c.model === "Octavia")).toBe(true);
    expect(await search({ filters: { q: "OCTAVIA Rs" } })).toEqual(result);
    const stock = await search({ filters: { q: "ALPHA-1010" } });
    expect(stock.cars.map((c) => c.stockNumber)).toEqual(["ALPHA-1010"]);
    expect((await search({ filters: { q: "100%_" } })).total).toBe(0);
  });

  it("finds the same cars for a keyword spelt with or without accents (Škoda, Skoda, skoda)", async () => {
    const plain = await search({ filters: { q: "Skoda" } });
    expect(plain.total).toBeGreaterThan(0);
    expect(await search({ filters: { q: "Škoda" } })).toEqual(plain);
    const octavia = await search({ filters: { q: "octavia" } });
    expect(await search({ filters: { q: "ŠKODA octavia" } })).toEqual(octavia);
  });

  it("filters price, year and km ranges inclusively; prices at or below 10 never match", async () => {
    const all = (await search()).cars;
    const priced = all.filter((c) => (c.price ?? 0) > 10).map((c) => c.price!);
    const mid = priced.sort((a, b) => a - b)[Math.floor(priced.length / 2)]!;
    const result = await search({ filters: { price: { min: mid, max: mid } } });
    expect(result.cars.every((c) => c.price === mid)).toBe(true);
    expect(result.total).toBe(all.filter((c) => c.price === mid).length);
    const cheap = await search({ filters: { price: { min: null, max: 100 } } });
    expect(cheap.total).toBe(0);
    const km = await search({ filters: { km: { min: 1000, max: 50_000 } } });
    expect(km.cars.every((c) => c.km >= 1000 && c.km <= 50_000)).toBe(true);
    const year = await search({ filters: { year: { min: 2026, max: null } } });
    expect(year.cars.every((c) => c.year >= 2026)).toBe(true);
  });

  describe("facets agree with results", () => {
    const cases: [string, Partial<SearchFilters>][] = [
      ["no filters", {}],
      ["used Toyotas", { carType: ["used"], make: ["Toyota"] }],
      [
        "utes under 60k with a keyword",
        { body: ["Ute"], price: { min: null, max: 60_000 }, q: "e" },
      ],
      ["two makes in one location", { make: ["Ford", "Škoda"], location: ["north"] }],
    ];
    it.each(cases)("%s", async (_name, base) => {
      const result = await search({ filters: base });
      expect(result.cars).toHaveLength(result.total);
      const keys = ["make", "model", "carType", "body", "fuel", "location"] as const;
      for (const key of keys) {
        for (const facet of result.facets[key]) {
          const narrowed = await search({ filters: { ...base, [key]: [facet.value] } });
          expect(narrowed.total, `${key}=${facet.value}`).toBe(facet.count);
        }
        // Ticking every value of a facet gives the total with that facet cleared.
        const cleared = await search({ filters: { ...base, [key]: [] } });
        const sum = result.facets[key].reduce((n, f) => n + f.count, 0);
        expect(sum, key).toBe(cleared.total);
      }
      for (const key of ["year", "km"] as const) {
        const range = result.facets[key];
        if (!range) continue;
        const within = await search({ filters: { ...base, [key]: range } });
        const cleared = await search({ filters: { ...base, [key]: { min: null, max: null } } });
        expect(within.total).toBe(cleared.total);
      }
      // Each range is exactly the lowest and highest value with its own filter cleared (a shown
      // price only: above 10), and none when no car there has one.
      const values = {
        price: (car: Car) => ((car.price ?? 0) > 10 ? car.price : null),
        year: (car: Car) => car.year,
        km: (car: Car) => car.km,
      };
      for (const key of ["price", "year", "km"] as const) {
        const cleared = await search({ filters: { ...base, [key]: { min: null, max: null } } });
        const present = cleared.cars.map(values[key]).filter((v): v is number => v !== null);
        expect(result.facets[key], key).toEqual(
          present.length > 0 ? { min: Math.min(...present), max: Math.max(...present) } : null,
        );
      }
    });
  });

  it.each([
    ["price-asc", (c: Car) => c.price ?? 0, 1],
    ["price-desc", (c: Car) => c.price ?? 0, -1],
    ["km-asc", (c: Car) => c.km, 1],
    ["km-desc", (c: Car) => c.km, -1],
    ["latest", (c: Car) => c.createdAt.getTime(), -1],
  ] as const)("sorts by %s", async (sort, key, direction) => {
    const { cars } = await search({ sort });
    const forSale = cars.filter((c) => !isCarSold(c));
    const shown = sort.startsWith("price") ? forSale.filter((c) => (c.price ?? 0) > 10) : forSale;
    for (let i = 1; i < shown.length; i++) {
      expect(Math.sign(key(shown[i]!) - key(shown[i - 1]!)) * direction).toBeGreaterThanOrEqual(0);
    }
    if (sort.startsWith("price")) {
      // Cars without a shown price (enquire, preorder) come after priced cars.
      const firstUnpriced = forSale.findIndex((c) => !((c.price ?? 0) > 10));
      expect(forSale.slice(firstUnpriced).every((c) => !((c.price ?? 0) > 10))).toBe(true);
    }
  });

  it("paginates without overlap or gaps, and shows the last page when asked beyond it", async () => {
    const all = await search({ sort: "price-asc" });
    const pageSize = 7;
    const seen: number[] = [];
    for (let page = 1; page <= Math.ceil(all.total / pageSize); page++) {
      const result = await search({ sort: "price-asc", page, pageSize });
      expect(result.page).toBe(page);
      expect(result.pageCount).toBe(Math.ceil(all.total / pageSize));
      seen.push(...ids(result.cars));
    }
    expect(seen).toEqual(ids(all.cars));
    const beyond = await search({ sort: "price-asc", page: 999, pageSize });
    expect(beyond.page).toBe(beyond.pageCount);
    expect(beyond.cars.length).toBeGreaterThan(0);
  });

  it("given its summary from a cache, runs no facet statement and answers the same", async () => {
    const stock = createSqlStockSearch(db);
    const queries = [
      { sort: "relevance" as const, page: 1, pageSize: 5, filters: {} },
      { sort: "price-desc" as const, page: 2, pageSize: 3, filters: { make: ["Toyota"] } },
      { sort: "km-asc" as const, page: 99, pageSize: 4, filters: { carType: ["used" as const] } },
      { sort: "latest" as const, page: 1, pageSize: 10, filters: { q: "nothing-like-this" } },
    ];
    for (const q of queries) {
      const query = { scope: scope(siteA), ...q, filters: filters(q.filters) };
      const summary = await stock.summary(query);
      let asked = 0;
      const kept = JSON.stringify(summary);
      const given = await stock.search(query, {
        summary: async () => {
          asked++;
          return JSON.parse(kept) as typeof summary;
        },
      });
      expect(asked).toBe(1);
      expect(given).toEqual(await stock.search(query));
      expect({ total: given.total, facets: given.facets }).toEqual(summary);
    }
  });

  it("given its order from a cache, reads only the page's cars and answers the same", async () => {
    const stock = createSqlStockSearch(db);
    for (const sort of SEARCH_SORTS) {
      for (const [page, pageSize] of [
        [3, 7],
        [99, 4],
      ] as const) {
        for (const searchScope of [
          scope(siteA),
          scope(siteA, { preset: preset({ carType: ["used"] }) }),
        ]) {
          const query = { scope: searchScope, filters: filters(), sort, page, pageSize };
          const order = await stock.order(query);
          let asked = 0;
          const given = await stock.search(query, {
            order: async () => {
              asked++;
              return order;
            },
          });
          expect(asked).toBeGreaterThan(0);
          expect(given, `${sort} page ${page}`).toEqual(await stock.search(query));
        }
      }
    }
    const all = await search({ sort: "km-desc" });
    expect(await stock.order({ scope: scope(siteA), filters: filters(), sort: "km-desc" })).toEqual(
      ids(all.cars),
    );
  });

  it("keeps each car's search text as its fields joined by spaces (nulls left out), lower-cased", async () => {
    const [dealer] = await db
      .select({ id: schema.dealerships.id })
      .from(schema.dealerships)
      .where(eq(schema.dealerships.websiteId, siteB.websiteId));
    await db.insert(schema.cars).values({
      ...buildCar({
        websiteId: siteB.websiteId,
        dealershipId: dealer!.id,
        locationId: null,
        entry: CATALOGUE[0]!,
        carType: "used",
        stockNumber: "B-ÉCL-1",
        random: createRandom(5),
        now: NOW,
      }),
      series: null,
      badge: "",
      body: null,
      name: "Ünusual ÉCLAIR Name",
      stockNumber: "B-ÉCL-1",
      slug: "unusual-eclair",
    });
    const rows = (await db.execute(sql`
      select count(*)::int as cars, count(*) filter (where search_text is distinct from
        lower(concat_ws(' ', name, make, model, series, badge, body, stock_number)))::int as other
      from cars`)) as unknown as { rows: { cars: number; other: number }[] };
    expect(rows.rows[0]).toEqual({ cars: expect.any(Number), other: 0 });
    expect(rows.rows[0]!.cars).toBeGreaterThan(90);
    const found = await search({ site: siteB, filters: { q: "éclair b-écl" } });
    expect(found.cars.map((c) => c.slug)).toEqual(["unusual-eclair"]);
    // A stored accent is found by the plain spelling too.
    const plain = await search({ site: siteB, filters: { q: "unusual eclair b-ecl" } });
    expect(plain.cars.map((c) => c.slug)).toEqual(["unusual-eclair"]);
    await db.delete(schema.cars).where(eq(schema.cars.slug, "unusual-eclair"));
  });

  it("adds up list filters' total and facets from the groups as the facet statement counts them", async () => {
    const stock = createSqlStockSearch(db);
    const scopes: SearchScope[] = [
      scope(siteA),
      scope(siteB),
      scope(siteA, { preset: preset({ carType: ["used", "demo"] }) }),
      scope(siteA, { preset: preset({ dealership: "alpha-north", make: ["Toyota"] }) }),
      scope(siteA, { excludeFordNewAndDemo: true, includeSoldCarsDays: 0 }),
    ];
    const cases: Partial<SearchFilters>[] = [
      {},
      { make: ["Toyota"] },
      { make: ["Škoda", "KGM"] },
      { make: ["Toyota"], model: ["HiLux"] },
      { carType: ["used"], body: ["Ute"] },
      { fuel: ["Diesel"], location: ["north"] },
      { location: ["nowhere"] },
      { make: ["Ford"], model: ["Corolla"], carType: ["new", "demo"], body: ["Ute", "Hatch"] },
    ];
    for (const searchScope of scopes) {
      const groups = JSON.parse(JSON.stringify(await stock.groups({ scope: searchScope })));
      for (const change of cases) {
        const query = { scope: searchScope, filters: filters(change) };
        expect(summaryOfGroups(groups, query.filters), JSON.stringify(change)).toEqual(
          await stock.summary(query),
        );
      }
      for (const change of [
        { q: "corolla" },
        { price: { min: 1, max: null } },
        { year: { min: null, max: 2020 } },
        { km: { min: 5, max: 10 } },
      ])
        expect(summaryOfGroups(groups, filters(change))).toBeNull();
    }
  });

  it("gives each car on the page its own images in position order, as the car lists do", async () => {
    const [first, second] = (await search({ sort: "km-asc", pageSize: 2 })).cars;
    const image = (websiteId: number, carId: number, position: number) => ({
      websiteId,
      carId,
      position,
      url: `/media/${carId}-${position}.jpg`,
      thumbUrl: `/media/${carId}-${position}-thumb.jpg`,
      width: 1600,
      height: 1067,
      alt: position === 1 ? "" : `Photo ${position}`,
    });
    await db
      .insert(schema.carImages)
      .values([
        image(siteA.websiteId, first!.id, 2),
        image(siteA.websiteId, first!.id, 0),
        image(siteA.websiteId, first!.id, 1),
        image(siteB.websiteId, second!.id, 0),
      ]);
    const { cars } = await search({ sort: "km-asc", pageSize: 2 });
    expect(cars[0]!.images.map((i) => i.url)).toEqual(
      [0, 1, 2].map((position) => `/media/${first!.id}-${position}.jpg`),
    );
    expect(cars[0]!.images[1]!.alt).toBe(first!.name);
    expect(cars[0]!.primaryImageUrl).toBe(`/media/${first!.id}-0.jpg`);
    // An image filed under another site is not this site's car's.
    expect(cars[1]!.images).toEqual([]);
    const listed = await listCarsByIds(db, { websiteId: siteA.websiteId, ids: ids(cars) });
    expect(cars).toEqual(ids(cars).map((id) => listed.find((car) => car.id === id)));
  });

  it("says so when nothing matches", async () => {
    const none = await search({ filters: { make: ["Lamborghini"] } });
    expect(none).toMatchObject({ total: 0, cars: [], page: 1, pageCount: 1 });
    // Every other facet counts under the make filter, so it has nothing to count either; the make
    // facet still offers the site's makes.
    expect(none.facets).toMatchObject({ model: [], body: [], price: null, year: null, km: null });
    expect(none.facets.make.length).toBeGreaterThan(0);
  });
});

describe("search pages and sitemap entries", () => {
  it("resolves a named search, a dealership, and nothing else, on its own site only", async () => {
    expect(await getSearchPage(db, siteA.websiteId, "used-cars")).toMatchObject({
      kind: "search-slug",
      title: "Used cars",
      preset: { carType: ["used"], dealership: null },
    });
    expect(await getSearchPage(db, siteA.websiteId, "alpha-south")).toMatchObject({
      kind: "dealership",
      title: "alpha South",
      preset: { dealership: "alpha-south" },
    });
    expect(await getSearchPage(db, siteA.websiteId, "bravo-south")).toBeNull();
    expect(await getSearchPage(db, siteA.websiteId, "nope")).toBeNull();
    expect((await getSearchPage(db, siteA.websiteId, "broken"))?.preset.carType).toEqual([]);
  });

  it("lists the site's search slugs and live cars for the sitemap", async () => {
    expect((await listSearchSlugs(db, siteB.websiteId)).map((s) => s.slug)).toEqual([
      "used-cars",
      "everything",
      "broken",
    ]);
    expect((await listSearchPages(db, siteA.websiteId)).map((p) => [p.kind, p.slug])).toEqual([
      ["search-slug", "used-cars"],
      ["search-slug", "everything"],
      ["search-slug", "broken"],
      ["dealership", "alpha-north"],
      ["dealership", "alpha-south"],
    ]);
    // The search's cars: all for sale, and the one sale inside the 3-day window.
    expect((await countSitemapCars(db, scope(siteA))).count).toBe(48 - 3 + 1);
    expect(await listSitemapCars(db, scope(siteA), { offset: 0, limit: 100 })).toHaveLength(46);
  });
});

/** Whether a named search's preset filters anything out. */
function narrows(preset: PresetFilters | null): boolean {
  if (!preset) return false;
  return Object.values(preset).some((value) =>
    Array.isArray(value)
      ? value.length > 0
      : value !== null && typeof value === "object"
        ? Object.values(value).some((bound) => bound !== null)
        : value !== null,
  );
}

describe("on the demo sites", () => {
  it("every demo site's default search counts agree and stay on the site", async () => {
    const demo = await createTestDatabase();
    try {
      const report = await seedDemoData(demo.db, { now: NOW, withImages: false });
      let unnarrowed = 0;
      for (const site of DEMO_SITES) {
        const websiteId = report.sites.find((s) => s.slug === site.slug)!.id;
        const settings = siteSettingsSchema.parse(site.settings);
        const page = await getSearchPage(demo.db, websiteId, settings.search.defaultSlug);
        expect(page, site.slug).not.toBeNull();
        const result = await createSqlStockSearch(demo.db).search({
          scope: searchScopeFor(websiteId, settings, page!.preset, NOW),
          filters: emptyFilters(),
          sort: settings.search.defaultSort,
          page: 1,
          pageSize: 500,
        });
        expect(result.cars.every((c) => c.websiteId === websiteId)).toBe(true);
        const sum = result.facets.carType.reduce((n, f) => n + f.count, 0);
        expect(sum).toBe(result.total);
        // One sold car per car type inside the window is listed; the older sale is not.
        const sold = result.cars.filter(isCarSold);
        expect(sold.length).toBeGreaterThan(0);
        const windowStart = NOW.getTime() - settings.search.includeSoldCarsDays * DAY;
        expect(sold.every((c) => c.soldAt && c.soldAt.getTime() >= windowStart)).toBe(true);

        // One source for counts and lists: with no named-search preset, the stock summary, the
        // sitemap, the home rows and the offers see exactly the search's cars.
        const stock = stockScopeFor(websiteId, settings, NOW);
        const all = await createSqlStockSearch(demo.db).search({
          scope: { ...stock, preset: null },
          filters: emptyFilters(),
          sort: settings.search.defaultSort,
          page: 1,
          pageSize: 500,
        });
        const searched = new Set(all.cars.map((c) => c.slug));
        const forSale = new Set(all.cars.filter((c) => !isCarSold(c)).map((c) => c.slug));
        const summary = await getStockSummary(demo.db, stock);
        expect(summary.count, site.slug).toBe(all.total);
        // A default search whose preset narrows nothing lists the whole stock; one that narrows
        // (metro's pre-owned cars) lists fewer, and its home page counts that search instead.
        if (narrows(page!.preset)) {
          expect(result.total, site.slug).toBeLessThan(summary.count);
        } else {
          expect(result.total, site.slug).toBe(summary.count);
          unnarrowed += 1;
        }
        const sitemap = await listSitemapCars(demo.db, stock, { offset: 0, limit: 5_000 });
        expect(new Set(sitemap.map((c) => c.slug)), site.slug).toEqual(searched);
        const featured = await listHomeCars(demo.db, {
          scope: stock,
          limit: 500,
          kind: "featured",
        });
        expect(featured.length).toBe(forSale.size);
        expect(
          featured.every((c) => forSale.has(c.slug)),
          site.slug,
        ).toBe(true);
        const offers = await listOffers(demo.db, stock, NOW);
        expect(
          offers.every((o) => o.car === null || forSale.has(o.car.slug)),
          site.slug,
        ).toBe(true);
        // A sold car's page offers similar stock that is for sale, never itself.
        const soldCar = all.cars.find(isCarSold);
        if (soldCar) {
          const similar = await listSimilarCars(demo.db, stock, soldCar.id, 4);
          expect(similar.length, site.slug).toBeGreaterThan(0);
          expect(similar.every((c) => c.id !== soldCar.id && forSale.has(c.slug))).toBe(true);
          expect(similar.every((c) => c.make === soldCar.make || c.body === soldCar.body)).toBe(
            true,
          );
        }
        if (settings.search.excludeFordNewAndDemo) {
          const fords = all.cars.filter((c) => c.make === "Ford" && c.carType !== "used");
          expect(fords, site.slug).toEqual([]);
        }
      }
      // Four of the five demo sites search their whole stock by default.
      expect(unnarrowed).toBe(DEMO_SITES.length - 1);
    } finally {
      await demo.close();
    }
  });
});
