/**
 * Stock search with facets over a large generated stock: p50/p95 per database.
 *
 *   node --import tsx bench/search-query.ts [--sites 200] [--vehicles 100000] [--queries 400]
 *                                           [--write]
 *
 * Generates the vehicles with the demo factories (catalogues of the five demo sites) into a fresh
 * in-memory PGlite, and into a fresh database on the PostgreSQL server named by DATABASE_URL when
 * it is set (dropped afterwards). Then runs a fixed, seeded mix of searches (page of results plus
 * every facet, as the search page asks for them), each against a random site, and reports the
 * latency percentiles. --write puts the table in docs/performance-log.md between the bench:search
 * markers.
 */
import { CAR_TYPES } from "@forecourt/core/domain/car";
import type { SearchScope, StockSearchQuery } from "@forecourt/core/search/search-result";
import { emptyFilters, type SearchFilters } from "@forecourt/core/search/search-state";
import type { SearchSort } from "@forecourt/core/site/site-settings";
import { openDatabase, type Database, type DatabaseHandle } from "@forecourt/db/client";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  buildCar,
  buildDealership,
  buildLocation,
  buildWebsite,
  type NewCar,
} from "@forecourt/db/demo/factories";
import { createRandom, type Random } from "@forecourt/db/demo/random";
import {
  createSqlStockSearch,
  searchStatements,
} from "@forecourt/db/repositories/search/sql-stock-search";
import { sql } from "drizzle-orm";
import * as schema from "@forecourt/db/schema";
import { benchArgs, intOption } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const DAY = 86_400_000;
const PAGE_SIZE = 24;

const args = benchArgs(import.meta.url, {
  sites: { type: "string", default: "200" },
  vehicles: { type: "string", default: "100000" },
  queries: { type: "string", default: "400" },
  explain: { type: "boolean", default: false },
});
const SITES = intOption("sites", args.sites, 1, 100_000);
const VEHICLES = intOption("vehicles", args.vehicles, 1, 10_000_000);
const QUERIES = intOption("queries", args.queries, 1, 1_000_000);

const CATALOGUES = DEMO_SITES.map((site) => site.catalogue);
const NOW = new Date();

type SiteInfo = { id: number; makes: string[]; models: string[]; bodies: string[] };

async function generate(db: Database): Promise<SiteInfo[]> {
  const random = createRandom(20_261_122);
  const sites: SiteInfo[] = [];
  const perSite = Math.floor(VEHICLES / SITES);
  let remainder = VEHICLES - perSite * SITES;
  let pending: NewCar[] = [];
  const flush = async () => {
    if (pending.length > 0) await db.insert(schema.cars).values(pending);
    pending = [];
  };
  for (let s = 0; s < SITES; s++) {
    const [website] = await db
      .insert(schema.websites)
      .values(buildWebsite({ slug: `bench-${s}`, name: `Bench site ${s}` }))
      .returning({ id: schema.websites.id });
    const websiteId = website!.id;
    const dealers = await db
      .insert(schema.dealerships)
      .values([0, 1].map((d) => buildDealership(websiteId, { slug: `bench-${s}-${d}` })))
      .returning();
    const places = await db
      .insert(schema.locations)
      .values(dealers.map((d, i) => buildLocation(websiteId, d.id, { slug: `yard-${i}` })))
      .returning();
    const catalogue = CATALOGUES[s % CATALOGUES.length]!;
    const count = perSite + (remainder-- > 0 ? 1 : 0);
    for (let i = 0; i < count; i++) {
      const place = random.pick(places);
      const row = buildCar({
        websiteId,
        dealershipId: place.dealershipId,
        locationId: place.id,
        entry: random.pick(catalogue),
        carType: random.pick(CAR_TYPES),
        stockNumber: `B${s}-${i}`,
        random,
        now: NOW,
      });
      if (random.chance(0.08)) {
        row.isSold = true;
        row.status = "sold";
        row.soldAt = new Date(NOW.getTime() - random.int(0, 30) * DAY);
      }
      pending.push(row);
      if (pending.length >= 1000) await flush();
    }
    sites.push({
      id: websiteId,
      makes: [...new Set(catalogue.map((c) => c.make))],
      models: [...new Set(catalogue.map((c) => c.model))],
      bodies: [...new Set(catalogue.map((c) => c.body))],
    });
  }
  await flush();
  return sites;
}

type Query = {
  site: SiteInfo;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  scope: Partial<SearchScope>;
};

/** A fixed mix of what shoppers do: browse, pick a condition or make, a price band, a keyword. */
function queries(sites: SiteInfo[], random: Random): Query[] {
  const sorts: SearchSort[] = ["relevance", "latest", "price-asc", "price-desc", "km-asc"];
  return Array.from({ length: QUERIES }, (_, i) => {
    const site = random.pick(sites);
    const filters = emptyFilters();
    switch (i % 6) {
      case 1:
        filters.carType = [random.pick(CAR_TYPES)];
        break;
      case 2:
        filters.make = [random.pick(site.makes)];
        break;
      case 3:
        filters.make = [random.pick(site.makes)];
        filters.model = [random.pick(site.models)];
        filters.carType = ["used"];
        break;
      case 4:
        filters.price = { min: 20_000, max: 60_000 };
        filters.body = [random.pick(site.bodies)];
        break;
      case 5:
        filters.q = random.pick(site.models).split(" ")[0]!.toLowerCase();
        break;
    }
    return {
      site,
      filters,
      sort: random.pick(sorts),
      page: random.chance(0.2) ? 2 : 1,
      scope: { excludeFordNewAndDemo: random.chance(0.2) },
    };
  });
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

type Measured = {
  db: string;
  setupSeconds: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  avgTotal: number;
};

/** What the search page asks the stock search for, for one query of the mix. */
function stockQuery(q: Query): StockSearchQuery {
  return {
    scope: {
      websiteId: q.site.id,
      includeSoldCarsDays: 3,
      excludedLocationIds: [],
      excludeFordNewAndDemo: false,
      preset: null,
      now: NOW,
      ...q.scope,
    },
    filters: q.filters,
    sort: q.sort,
    page: q.page,
    pageSize: PAGE_SIZE,
  };
}

async function run(label: string, handle: DatabaseHandle): Promise<Measured> {
  const started = performance.now();
  const sites = await generate(handle.db);
  if (handle.kind === "postgres") await handle.db.execute("analyze");
  const setupSeconds = (performance.now() - started) / 1000;
  const search = createSqlStockSearch(handle.db);
  const random = createRandom(7);
  const mix = queries(sites, random);
  const runOne = (q: Query) => search.search(stockQuery(q));
  for (const q of mix.slice(0, Math.min(40, mix.length))) await runOne(q); // warm-up
  if (args.explain) await explain(handle, mix);
  const times: number[] = [];
  let totals = 0;
  for (const q of mix) {
    const t = performance.now();
    const result = await runOne(q);
    times.push(performance.now() - t);
    totals += result.total;
  }
  times.sort((a, b) => a - b);
  const measured = {
    db: label,
    setupSeconds,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    mean: times.reduce((a, b) => a + b, 0) / times.length,
    avgTotal: totals / mix.length,
  };
  console.log(
    `${label}: p50 ${measured.p50.toFixed(1)} ms, p95 ${measured.p95.toFixed(1)} ms, p99 ${measured.p99.toFixed(1)} ms (${QUERIES} searches, generated in ${setupSeconds.toFixed(0)} s)`,
  );
  return measured;
}

/** EXPLAIN ANALYZE of both statements of one plain and one filtered search (--explain). */
async function explain(handle: DatabaseHandle, mix: Query[]) {
  for (const q of [mix[0]!, mix[3]!]) {
    const statements = searchStatements(handle.db, stockQuery(q));
    for (const [name, statement] of Object.entries(statements)) {
      const result = (await handle.db.execute(
        sql`explain (analyze, buffers) ${statement}`,
      )) as unknown as { rows: Record<string, string>[] };
      console.log(`\n-- ${handle.kind} ${name} (${JSON.stringify(q.filters.make)} ${q.sort})`);
      for (const row of result.rows) console.log(Object.values(row)[0]);
    }
  }
}

/** The run on a fresh database of the PostgreSQL server at `url`, dropped afterwards. */
async function runOnPostgres(url: string): Promise<Measured> {
  const scratch = await createScratchDatabase(url, "forecourt_bench");
  const handle = await openDatabase({ url: scratch.url, maxConnections: 4 });
  try {
    return await run("PostgreSQL (local server, pg pool)", handle);
  } finally {
    await handle.close();
    await scratch.drop();
  }
}

function table(results: Measured[]): string {
  const rows = results.map(
    (r) =>
      `| ${r.db} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} | ${r.avgTotal.toFixed(0)} |`,
  );
  return [
    "| database | p50 ms | p95 ms | p99 ms | mean ms | mean results per search |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

async function main() {
  const info = runInfo(["DATABASE_URL"]);
  const results: Measured[] = [];
  const pglite = await openDatabase({ dataDir: "memory://" });
  try {
    results.push(await run("PGlite (in-memory, in-process)", pglite));
  } finally {
    await pglite.close();
  }
  const url = process.env.DATABASE_URL;
  if (url) results.push(await runOnPostgres(url));
  else console.log("DATABASE_URL not set: PostgreSQL skipped.");
  const section = [
    runPreamble(
      info,
      `${VEHICLES.toLocaleString("en-AU")} vehicles generated with the demo factories across ${SITES} sites (two dealerships and locations each, 8% sold within the last 30 days), then ${QUERIES} searches after ${Math.min(40, QUERIES)} warm-up ones, one at a time, each on a random site: no filter, a condition, a make, make + model + used, a price band + body, or a keyword, with a random sort and 20% on page 2. One search is what the search page asks for: a page of ${PAGE_SIZE} results with their images, the total, and every facet (make, model, condition, body, fuel, location, price, year and km ranges), each counted with the other filters applied.`,
    ),
    "",
    table(results),
  ].join("\n");
  console.log(`\n${section}`);
  if (args.write) await writePerformanceSection("search", "## Stock search query", section);
}

await main();
