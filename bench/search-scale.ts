/**
 * Stock search at platform scale on PostgreSQL: p50/p95/p99 per kind of search.
 *
 *   node --import tsx bench/search-scale.ts [--cars 1000000] [--sites 2000] [--per-kind 250]
 *                                           [--keep] [--reuse NAME] [--explain] [--write]
 *
 * Creates a database of its own on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test; the database named there is never touched), migrates
 * it, and loads --sites sites (dealerships, locations, named searches) and --cars vehicles in bulk
 * (INSERT ... SELECT over generate_series): a few large dealers with thousands of cars, most with a
 * few hundred; makes, models, bodies, prices, km, years, conditions and sold state varied; a
 * handful of images per car. Then VACUUM ANALYZE, and the storefront's own search is timed one
 * search at a time, warm, for each kind of search on sites drawn in turn from the large, the
 * mid-sized and the typical dealers, as the search page runs it (apps/web/src/server/queries/
 * search.ts): createSqlStockSearch's page of results with images, its total and every facet taken
 * from a cache of summaries per site, search page, filters and hour (`searchSummary`) when an
 * earlier measured search of the same filters put them there, else counted by the facet
 * statement beside the page's and stored. Each search's row says which; the tables give searches
 * with and without filters, cache hit and miss, apart.
 *
 *   --cars, --sites   the scale (a quick run: --cars 50000 --sites 100)
 *   --per-kind        searches measured per kind (after one unrecorded pass of every kind)
 *   --keep            leave the database at the end (its name is printed), for --reuse
 *   --reuse NAME      measure the database NAME an earlier --keep run loaded: no load; pending
 *                     migrations (new indexes) are applied and the tables analysed first; the
 *                     database is left in place at the end, as with --keep
 *   --explain         print EXPLAIN (ANALYZE, BUFFERS) of each kind's statements on the largest site
 *   --compare REF     also run the search as it was at git commit REF (its sql-stock-search.ts,
 *                     beside this tree's other files) on every measured search, in alternating
 *                     blocks, so both meet the same load; prints both side by side and stops with
 *                     an error if any result differs (cars, total, pages or facets)
 *   --write           replace the bench:search-scale section of docs/performance-log.md
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { CAR_TYPES } from "@forecourt/core/domain/car";
import { searchScopeFor } from "@forecourt/core/search/search-scope";
import type {
  StockSearch,
  StockSearchQuery,
  StockSearchResult,
} from "@forecourt/core/search/search-result";
import {
  emptyFilters,
  hasActiveFilters,
  type SearchFilters,
} from "@forecourt/core/search/search-state";
import { SEARCH_SORTS, type SearchSort } from "@forecourt/core/search/search-sorts";
import { defaultSiteSettings } from "@forecourt/core/site/site-settings";
import { openDatabase, type Database } from "@forecourt/db/client";
import { DEMO_SITES, type CatalogueEntry } from "@forecourt/db/demo/demo-sites";
import { buildLocation } from "@forecourt/db/demo/factories";
import { createRandom, type Random } from "@forecourt/db/demo/random";
import { getSearchPage } from "@forecourt/db/repositories/search/get-search-page";
import {
  createSqlStockSearch,
  isSummaryOfGroups,
  searchStatements,
  summaryOfGroups,
  type SearchGroups,
  type SearchSummary,
  type SqlStockSearch,
} from "@forecourt/db/repositories/search/sql-stock-search";
import { sql } from "drizzle-orm";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { onInterrupt } from "./lib/on-interrupt.ts";
import { ROOT } from "./lib/paths.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const args = benchArgs(import.meta.url, {
  cars: { type: "string", default: "1000000" },
  sites: { type: "string", default: "2000" },
  "per-kind": { type: "string", default: "250" },
  keep: { type: "boolean", default: false },
  reuse: { type: "string" },
  explain: { type: "boolean", default: false },
  compare: { type: "string" },
});
const CARS = intOption("cars", args.cars, 100, 20_000_000);
const SITES = intOption("sites", args.sites, 3, 100_000);
const PER_KIND = intOption("per-kind", args["per-kind"], 1, 100_000);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const DB_PREFIX = "forecourt_bench_scale";
if (args.reuse !== undefined && !/^[a-z0-9_]+$/.test(args.reuse))
  throw new Error(`--reuse must be a database name (a-z, 0-9, _), got "${args.reuse}"`);

/** The search's clock, as the storefront passes it: the current hour (queries/stock-scope.ts). */
const NOW = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
const SETTINGS = defaultSiteSettings();
const PAGE_SIZE = SETTINGS.search.pageSize;
/** The stock search's target: p95 of every search at or under this (docs/performance-log.md). */
const TARGET_P95_MS = 20;

// ---------------------------------------------------------------------------------------------
// Sites and their sizes

type Band = "large" | "mid" | "typical";
const BANDS: Band[] = ["large", "mid", "typical"];

/** Share of sites and of cars per band: a few large groups, a tail of ordinary yards. */
const BAND_SHAPE: Record<Band, { sites: number; cars: number }> = {
  large: { sites: 0.005, cars: 0.1 },
  mid: { sites: 0.045, cars: 0.18 },
  typical: { sites: 0.95, cars: 0.72 },
};

type SitePlan = { ord: number; band: Band; cars: number; family: number; dealers: number };

/** Cars per site: each band's share split by a seeded weight, so sizes vary within a band. */
function planSites(random: Random): SitePlan[] {
  const large = Math.max(1, Math.round(SITES * BAND_SHAPE.large.sites));
  const mid = Math.max(1, Math.round(SITES * BAND_SHAPE.mid.sites));
  const counts: Record<Band, number> = { large, mid, typical: SITES - large - mid };
  const plans: SitePlan[] = [];
  let assigned = 0;
  for (const band of BANDS) {
    const weights = Array.from({ length: counts[band] }, () =>
      band === "typical" ? 0.15 + random.next() * 1.7 : 0.5 + random.next(),
    );
    const sum = weights.reduce((a, b) => a + b, 0);
    const bandCars =
      band === "typical" ? CARS - assigned : Math.round(CARS * BAND_SHAPE[band].cars);
    let left = bandCars;
    weights.forEach((weight, i) => {
      const n = i === weights.length - 1 ? left : Math.floor((bandCars * weight) / sum);
      left -= n;
      const ord = plans.length + 1;
      // Families: 0 cars (most dealers), 1 caravans and RVs, 2 motorcycles.
      const family = ord % 13 === 0 ? 1 : ord % 17 === 0 ? 2 : 0;
      const dealers = band === "large" ? 4 : band === "mid" ? 2 : 1 + (ord % 3 === 0 ? 1 : 0);
      plans.push({ ord, band, cars: n, family, dealers });
    });
    assigned += bandCars;
  }
  return plans;
}

/** The demo catalogues as three families: every car dealer's models, RVs, motorcycles. */
function catalogueFamilies(): CatalogueEntry[][] {
  const bySlug = new Map(DEMO_SITES.map((site) => [site.slug, site.catalogue]));
  const pick = (...slugs: string[]) => {
    const seen = new Map<string, CatalogueEntry>();
    for (const slug of slugs)
      for (const entry of bySlug.get(slug) ?? []) seen.set(`${entry.make}|${entry.model}`, entry);
    if (seen.size === 0) throw new Error(`No demo catalogue for ${slugs.join(", ")}`);
    return [...seen.values()];
  };
  return [
    pick("metro-pre-owned", "harbour-city-motors", "lone-star-auto"),
    pick("coastline-rv"),
    pick("throttle-motorcycles"),
  ];
}

// ---------------------------------------------------------------------------------------------
// Bulk load

const COLOURS = ["White", "Black", "Silver", "Grey", "Blue", "Red", "Green", "Orange", "Bronze"];
/** Cars per site per insert statement. */
const CHUNK = 100;

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

async function load(db: Database): Promise<void> {
  const plans = planSites(createRandom(20_261_126));
  const families = catalogueFamilies();
  const template = buildLocation(0, 0, { slug: "template" });
  await timed("sites, dealerships, locations, named searches", async () => {
    await db.execute(sql`
      create table bench_sites (ord int primary key, band text not null, n int not null,
        family int not null, dealers int not null, website_id int, loc_ids int[], dealer_ids int[])`);
    await db.execute(sql`
      insert into bench_sites (ord, band, n, family, dealers)
      select * from json_to_recordset(${JSON.stringify(plans)}::json)
        as t(ord int, band text, cars int, family int, dealers int)`);
    await db.execute(sql`
      create table bench_catalogue (family int, idx int, make text, model text, body text,
        fuel text, price_lo int, price_hi int, badges text[], primary key (family, idx))`);
    const entries = families.flatMap((entries, family) =>
      entries.map((entry, idx) => ({
        family,
        idx,
        ...entry,
        lo: entry.price[0],
        hi: entry.price[1],
      })),
    );
    await db.execute(sql`
      insert into bench_catalogue
      select * from json_to_recordset(${JSON.stringify(entries)}::json)
        as t(family int, idx int, make text, model text, body text, fuel text, lo int, hi int,
          badges text[])`);
    await db.execute(sql`
      insert into websites (slug, name, settings)
      select 'scale-' || ord, 'Scale Motors ' || ord, '{}'::jsonb from bench_sites order by ord`);
    await db.execute(sql`
      update bench_sites s set website_id = w.id from websites w where w.slug = 'scale-' || s.ord`);
    await db.execute(sql`
      insert into dealerships (website_id, slug, name, lead_email)
      select s.website_id, 'dealer-' || d, 'Scale Motors ' || s.ord || ' ' || d,
        'leads-' || s.ord || '-' || d || '@scale.test'
      from bench_sites s cross join lateral generate_series(1, s.dealers) d`);
    await db.execute(sql`
      insert into locations (website_id, dealership_id, name, slug, location_types, is_primary,
        opening_hours, address, position)
      select d.website_id, d.id, d.name || ' yard', 'yard-' || substr(d.slug, 8), '{sales}',
        d.slug = 'dealer-1', ${JSON.stringify(template.openingHours)}::jsonb,
        ${JSON.stringify(template.address)}::jsonb, 0
      from dealerships d`);
    await db.execute(sql`
      update bench_sites s set loc_ids = x.l, dealer_ids = x.d
      from (select website_id, array_agg(id order by id) l, array_agg(dealership_id order by id) d
            from locations group by website_id) x
      where x.website_id = s.website_id`);
    await db.execute(sql`
      insert into search_slugs (website_id, slug, title, filters)
      select website_id, 'new-used-and-demo-cars', 'New, pre-owned and demo', '{}'::jsonb
      from bench_sites
      union all
      select website_id, 'pre-owned', 'Pre-owned', '{"carType":["used","demo"]}'::jsonb
      from bench_sites`);
  });

  const largest = Math.max(...plans.map((p) => p.cars));
  await db.execute(sql`select setseed(0.2026)`);
  await timed(`${CARS.toLocaleString("en-AU")} cars and their images`, async () => {
    // Rows go in by round (car i of every site, then i+1): a site's cars spread over the table as
    // they do when dealers add stock over time, not one contiguous block per site.
    for (let lo = 1; lo <= largest; lo += CHUNK) {
      const hi = Math.min(largest, lo + CHUNK - 1);
      await insertCars(db, lo, hi);
      if (hi === largest || (hi / CHUNK) % 25 === 0)
        console.log(`    rounds ${hi} of ${largest} (the largest site's cars)`);
    }
  });
  await db.execute(sql`drop table bench_catalogue`);
  await timed("vacuum analyze", () => vacuumAnalyze(db));
}

const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Cars `lo`..`hi` of every site that has that many, with 1-8 images each. Every random draw is
 * made once per row in the innermost select (its ORDER BY keeps it from being flattened into the
 * outer ones, where a draw used twice would be drawn twice).
 */
async function insertCars(db: Database, lo: number, hi: number) {
  const year = NOW.getUTCFullYear();
  const [{ before }] = rows<{ before: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as before from cars`),
  ) as [{ before: number }];
  const colours = sql`array[${sql.join(
    COLOURS.map((c) => sql`${c}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`
    insert into cars (website_id, dealership_id, location_id, slug, name, make, model, badge, body,
      colour, transmission, year, km, car_type, status, price, before_price, subscription_price,
      stock_number, vin, simple_fuel, description, rank, is_sold, sold_at, created_at, updated_at)
    select website_id, dealer_ids[li], loc_ids[li],
      lower(regexp_replace(name, '[^a-zA-Z0-9]+', '-', 'g')) || '-stk' || i, name, make, model,
      badge, body, colour, transmission, year, km, car_type, status, price,
      case when r7 < 0.15 and price > 10 then price + 1000 * (1 + floor(r7 * 20)::int) end,
      case when car_type = 'new' and r7 > 0.9 and price > 10 then price / 250 end,
      'STK' || lpad(i::text, 6, '0'), upper(substr(md5(website_id || '-' || i), 1, 17)), fuel,
      name || ' in ' || case car_type when 'new' then 'brand new' when 'demo'
        then 'near-new demonstrator' else 'great' end || ' condition. ' || km || ' km. '
        || 'Visit us for a test drive.',
      floor(r8 * 1000)::int, sold,
      case when sold then ${NOW}::timestamptz - (r6 / 0.15) * interval '180 days' end,
      created, created
    from (
      select z.*, z.year || ' ' || z.make || ' ' || z.model || ' ' || z.badge as name,
        case when rp < 0.02 then 0
          else (round((price_lo + rp * (price_hi - price_lo))
            * case car_type when 'used' then greatest(0.35, 1 - (${year} - z.year) * 0.07)
              when 'demo' then 0.93 else 1 end / 10) * 10 - 10)::int end as price
      from (
        select y.*, c.make, c.model, c.body, c.fuel, c.price_lo, c.price_hi,
          c.badges[1 + floor(r9 * array_length(c.badges, 1))::int] as badge,
          case when y.family = 1 then null when r9 < 0.78 then 'Automatic' else 'Manual' end
            as transmission,
          (${colours})[1 + floor(r5 * ${COLOURS.length})::int] as colour,
          case when car_type = 'used' then ${year} - 1 - floor(power(r4, 1.5) * 12)::int
            else ${year} - floor(r4 * 2)::int end as year,
          case car_type when 'new' then floor(r5 * 40)::int
            when 'demo' then 400 + floor(r5 * 8600)::int
            else 5000 + floor(r5 * 180000)::int end as km,
          r6 < 0.15 as sold,
          case when r6 < 0.15 then 'sold' when r6 < 0.18 then 'coming_soon' else 'in_stock' end
            as status
        from (
          select x.*,
            case when r1 < 0.25 then 'new' when r1 < 0.37 then 'demo' else 'used' end as car_type,
            floor(power(r2, 1.7) * family_size)::int as ci,
            1 + floor(r3 * array_length(loc_ids, 1))::int as li
          from (
            select s.website_id, s.family, s.dealer_ids, s.loc_ids, g.i, f.n as family_size,
              random() as r1, random() as r2, random() as r3, random() as r4, random() as r5,
              random() as r6, random() as r7, random() as r8, random() as r9, random() as rp,
              ${NOW}::timestamptz - (9 + random() * 360) * interval '1 day' as created
            from generate_series(${lo}::int, ${hi}::int) g(i)
            join bench_sites s on s.n >= g.i
            join (select family, count(*)::int as n from bench_catalogue group by family) f
              on f.family = s.family
            order by g.i, s.website_id
          ) x
        ) y
        join bench_catalogue c on c.family = y.family and c.idx = y.ci
      ) z
    ) w`);
  await db.execute(sql`
    insert into car_images (website_id, car_id, position, url, thumb_url, width, height, alt)
    select c.website_id, c.id, p, '/media/scale-' || c.id || '-' || p || '.jpg',
      '/media/scale-' || c.id || '-' || p || '-thumb.jpg', 1600, 1067, c.name
    from cars c cross join lateral generate_series(0, (c.id * 7 + c.rank) % 8) p
    where c.id > ${before}`);
}

async function vacuumAnalyze(db: Database) {
  for (const table of [
    "websites",
    "dealerships",
    "locations",
    "search_slugs",
    "cars",
    "car_images",
  ])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
}

// ---------------------------------------------------------------------------------------------
// What is measured

/** Fisher-Yates on a copy, with the benchmark's seeded generator. */
function shuffle<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

type SiteSample = {
  id: number;
  band: Band;
  cars: number;
  makes: string[];
  models: Map<string, string[]>;
  bodies: string[];
  dealership: string;
  pageCount: number;
};

async function sampleSites(db: Database, random: Random): Promise<Record<Band, SiteSample[]>> {
  const rows = (
    (await db.execute(
      sql`select website_id as id, band, n from bench_sites order by n desc`,
    )) as unknown as { rows: { id: number; band: Band; n: number }[] }
  ).rows;
  const chosen = BANDS.flatMap((band) => {
    const inBand = rows.filter((r) => r.band === band);
    return shuffle(inBand, random).slice(0, band === "typical" ? 60 : band === "mid" ? 30 : 10);
  });
  const ids = chosen.map((r) => r.id);
  const values = (
    (await db.execute(sql`
      select website_id as id, make, model, body, count(*)::int as n from cars
      where website_id = any(${`{${ids.join(",")}}`}::int[]) and not is_sold
      group by 1, 2, 3, 4 order by 1, 2, 3, 4`)) as unknown as {
      rows: { id: number; make: string; model: string; body: string | null; n: number }[];
    }
  ).rows;
  const samples = chosen.map((site): SiteSample => {
    const own = values.filter((v) => v.id === site.id);
    const models = new Map<string, string[]>();
    for (const v of own) models.set(v.make, [...new Set([...(models.get(v.make) ?? []), v.model])]);
    const live = own.reduce((a, v) => a + v.n, 0);
    return {
      id: site.id,
      band: site.band,
      cars: site.n,
      makes: [...models.keys()],
      models,
      bodies: [...new Set(own.flatMap((v) => (v.body ? [v.body] : [])))],
      dealership: "dealer-1",
      pageCount: Math.max(1, Math.ceil(live / PAGE_SIZE)),
    };
  });
  return {
    large: samples.filter((s) => s.band === "large"),
    mid: samples.filter((s) => s.band === "mid"),
    typical: samples.filter((s) => s.band === "typical"),
  };
}

type Search = { slug: string; filters: SearchFilters; sort: SearchSort; page: number };
type Kind = {
  name: string;
  make: (site: SiteSample, random: Random) => Search;
  /** The shopper's filters narrow it (a named search or a dealership's page does not count). */
  isFiltered?: boolean;
};

const all = (sort: SearchSort, page = 1): Search => ({
  slug: SETTINGS.search.defaultSlug,
  filters: emptyFilters(),
  sort,
  page,
});
const filtered = (random: Random, set: (f: SearchFilters) => void): Search => {
  const filters = emptyFilters();
  set(filters);
  const sorts = SETTINGS.search.sortOptions;
  return { slug: SETTINGS.search.defaultSlug, filters, sort: random.pick(sorts), page: 1 };
};

/** Every sort unfiltered, then the filters shoppers use most, named searches and deep pages. */
const KINDS: Kind[] = [
  ...SEARCH_SORTS.map((sort): Kind => ({ name: `all stock, ${sort}`, make: () => all(sort) })),
  {
    name: "make",
    isFiltered: true,
    make: (site, random) => filtered(random, (f) => (f.make = [random.pick(site.makes)])),
  },
  {
    name: "make + model",
    isFiltered: true,
    make: (site, random) =>
      filtered(random, (f) => {
        const make = random.pick(site.makes);
        f.make = [make];
        f.model = [random.pick(site.models.get(make) ?? [])];
      }),
  },
  {
    name: "body",
    isFiltered: true,
    make: (site, random) => filtered(random, (f) => (f.body = [random.pick(site.bodies)])),
  },
  {
    name: "price range",
    isFiltered: true,
    make: (site, random) =>
      filtered(random, (f) => {
        const min = random.int(1, 6) * 5_000;
        f.price = { min, max: min + random.int(2, 8) * 5_000 };
      }),
  },
  {
    name: "condition",
    isFiltered: true,
    make: (site, random) => filtered(random, (f) => (f.carType = [random.pick(CAR_TYPES)])),
  },
  {
    name: "make + condition + price",
    isFiltered: true,
    make: (site, random) =>
      filtered(random, (f) => {
        f.make = [random.pick(site.makes)];
        f.carType = ["used"];
        f.price = { min: null, max: random.int(3, 10) * 5_000 };
      }),
  },
  {
    name: "keyword",
    isFiltered: true,
    make: (site, random) =>
      filtered(random, (f) => {
        const make = random.pick(site.makes);
        f.q = random
          .pick(site.models.get(make) ?? [make])
          .split(" ")[0]!
          .toLowerCase();
      }),
  },
  {
    name: "named search (pre-owned)",
    make: (site, random) => ({ ...filtered(random, () => {}), slug: "pre-owned" }),
  },
  {
    name: "dealership page",
    make: (site, random) => ({ ...filtered(random, () => {}), slug: site.dealership }),
  },
  {
    name: "deep page",
    make: (site, random) => ({
      ...all(random.pick(SETTINGS.search.sortOptions)),
      page: Math.max(2, random.int(Math.ceil(site.pageCount / 2), site.pageCount)),
    }),
  },
];

type Planned = { kind: string; band: Band; isFiltered: boolean; query: StockSearchQuery };

async function plan(
  db: Database,
  sites: Record<Band, SiteSample[]>,
  random: Random,
  rounds: number,
): Promise<Planned[]> {
  const presets = new Map<string, StockSearchQuery["scope"]["preset"]>();
  const presetOf = async (siteId: number, slug: string) => {
    const key = `${siteId}/${slug}`;
    if (!presets.has(key)) {
      const page = await getSearchPage(db, siteId, slug);
      if (!page) throw new Error(`No search page ${slug} on site ${siteId}`);
      presets.set(key, page.preset);
    }
    return presets.get(key)!;
  };
  const planned: Planned[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const kind of KINDS) {
      const band = BANDS[round % BANDS.length]!;
      const site = random.pick(sites[band]);
      const search = kind.make(site, random);
      planned.push({
        kind: kind.name,
        band,
        isFiltered: kind.isFiltered === true,
        query: {
          scope: searchScopeFor(site.id, SETTINGS, await presetOf(site.id, search.slug), NOW),
          filters: search.filters,
          sort: search.sort,
          page: search.page,
          pageSize: PAGE_SIZE,
        },
      });
    }
  }
  // Kinds interleaved, so a change in the machine's load touches every kind alike.
  return shuffle(planned, random);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

type Stats = { n: number; p50: number; p95: number; p99: number; max: number; results: number };

function stats(samples: { ms: number; total: number }[]): Stats {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1]!,
    results: samples.reduce((a, s) => a + s.total, 0) / samples.length,
  };
}

const ms = (value: number) => value.toFixed(1);

function tables(measured: Measured[]): string {
  const hits = (of: Measured[]) => {
    const known = of.filter((m) => m.isSummaryCached !== null);
    if (known.length === 0) return "";
    const share = (100 * known.filter((m) => m.isSummaryCached).length) / known.length;
    return ` ${share.toFixed(0)}% |`;
  };
  const row = (label: string, of: Measured[]) => {
    if (of.length === 0) return `| ${label} | 0 | | | | | |${hits(measured) ? " |" : ""}`;
    const s = stats(of);
    return `| ${label} | ${s.n} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(s.p99)} | ${ms(s.max)} | ${s.results.toFixed(0)} |${hits(of)}`;
  };
  const isCacheKnown = hits(measured) !== "";
  const head = [
    `| search | searches | p50 ms | p95 ms | p99 ms | max ms | mean results |${isCacheKnown ? " total and facets from the cache |" : ""}`,
    `| --- | ---: | ---: | ---: | ---: | ---: | ---: |${isCacheKnown ? " ---: |" : ""}`,
  ];
  const byKind = KINDS.map((kind) =>
    row(
      kind.name,
      measured.filter((m) => m.kind === kind.name),
    ),
  );
  const byBand = BANDS.map((band) =>
    row(
      `${band} sites`,
      measured.filter((m) => m.band === band),
    ),
  );
  const byCache = [false, true].flatMap((isFiltered) =>
    [true, false].map((isCached) =>
      row(
        `${isFiltered ? "filtered" : "unfiltered"}, summary ${isCached ? "from the cache (hit)" : "counted (miss)"}`,
        measured.filter((m) => m.isFiltered === isFiltered && m.isSummaryCached === isCached),
      ),
    ),
  );
  return [
    ...head,
    ...byKind,
    row("**every search**", measured),
    "",
    ...head,
    ...byBand,
    ...(isCacheKnown ? ["", ...head, ...byCache] : []),
  ].join("\n");
}

/** Whether this run meets the target, in a sentence, with the p95 of every band. */
function verdict(measured: Measured[]): string {
  const p95 = (of: Measured[]) => stats(of).p95;
  const all = p95(measured);
  const bands = BANDS.map(
    (band) => `${band} sites ${ms(p95(measured.filter((m) => m.band === band)))} ms`,
  );
  return `**Target (p95 of every search at or under ${TARGET_P95_MS} ms): ${all <= TARGET_P95_MS ? "met" : "not met"} in this run**, p95 ${ms(all)} ms (${bands.join(", ")}).`;
}

async function explain(db: Database, sites: Record<Band, SiteSample[]>, random: Random) {
  const site = [...sites.large].sort((a, b) => b.cars - a.cars)[0]!;
  for (const kind of KINDS) {
    const search = kind.make(site, random);
    const page = await getSearchPage(db, site.id, search.slug);
    const query: StockSearchQuery = {
      scope: searchScopeFor(site.id, SETTINGS, page!.preset, NOW),
      filters: search.filters,
      sort: search.sort,
      page: search.page,
      pageSize: PAGE_SIZE,
    };
    for (const [name, statement] of Object.entries(searchStatements(db, query))) {
      const result = (await db.execute(
        sql`explain (analyze, buffers) ${statement}`,
      )) as unknown as { rows: Record<string, string>[] };
      console.log(
        `\n-- ${kind.name}: ${name} (site ${site.id}, ${site.cars} cars, ${search.sort})`,
      );
      for (const line of result.rows) console.log(Object.values(line)[0]);
    }
  }
}

/** `isSummaryCached`: whether its total and facets came from the cache (null: no cache). */
type Measured = Planned & { ms: number; total: number; isSummaryCached: boolean | null };

/** A search as it is timed: one implementation, and whether its last search hit a cache. */
type Timed = StockSearch & { lastSummaryHit?: () => boolean | null };

/**
 * This tree's search as the search page runs it (`searchStock` in
 * apps/web/src/server/queries/search.ts): the total and facets of the query's scope and filters
 * from a cache of summaries (`searchSummary`, there Next's data cache under the stock's tags,
 * here a map for the run, which no stock write expires), kept as JSON text and read back as the
 * data cache does; on a miss the facet statement runs beside the page's and its summary is kept.
 */
function searchPagePath(search: SqlStockSearch): Timed & { forget: () => void } {
  const summaries = new Map<string, string>();
  const groups = new Map<string, string>();
  const orders = new Map<string, string>();
  let lastHit: boolean | null = null;
  /** `searchGroups`: the search page's groups, counted once per scope and kept as JSON text. */
  const groupsOf = async (scope: StockSearchQuery["scope"]): Promise<SearchGroups> => {
    const key = JSON.stringify(scope);
    const stored = groups.get(key);
    if (stored !== undefined) return JSON.parse(stored) as SearchGroups;
    const counted = await search.groups({ scope });
    groups.set(key, JSON.stringify(counted));
    return counted;
  };
  /** `searchOrder`: an unfiltered search's ids in its sort's order, per scope and sort. */
  const orderOf = async (query: StockSearchQuery): Promise<number[]> => {
    const key = JSON.stringify([query.scope, query.sort]);
    const stored = orders.get(key);
    if (stored !== undefined) return JSON.parse(stored) as number[];
    const counted = await search.order(query);
    orders.set(key, JSON.stringify(counted));
    return counted;
  };
  return {
    lastSummaryHit: () => lastHit,
    forget: () => {
      summaries.clear();
      groups.clear();
      orders.clear();
    },
    search: (query) => {
      const key = JSON.stringify([query.scope, query.filters]);
      const stored = summaries.get(key);
      lastHit = stored !== undefined;
      return search.search(query, {
        ...(hasActiveFilters(query.filters) ? {} : { order: () => orderOf(query) }),
        summary: async () => {
          if (stored !== undefined) return JSON.parse(stored) as SearchSummary;
          const summary =
            (isSummaryOfGroups(query.filters)
              ? summaryOfGroups(await groupsOf(query.scope), query.filters)
              : null) ?? (await search.summary(query));
          summaries.set(key, JSON.stringify(summary));
          return summary;
        },
      });
    },
  };
}
/** CPU seconds a run's searches spent, and seconds they waited for a CPU (null: not readable). */
type Run = {
  measured: Measured[];
  serverCpu: number | null;
  clientCpu: number;
  serverWait: number | null;
  clientWait: number | null;
};

/** Searches per block of `measure`: one of each kind, on average. */
const BLOCK = KINDS.length;

/**
 * Every planned search through each implementation, a block at a time: a block runs through one,
 * then through the other (which goes first alternates), so both meet the same load, and the CPU
 * each spends (and the time each waits for a CPU) is read between blocks. Two implementations must
 * give equal results.
 */
async function measure(
  implementations: Timed[],
  planned: Planned[],
  databaseName: string,
): Promise<Run[]> {
  const runs: Run[] = implementations.map(() => ({
    measured: [],
    serverCpu: 0,
    clientCpu: 0,
    serverWait: 0,
    clientWait: 0,
  }));
  const add = (sum: number | null, start: number | null, end: number | null) =>
    sum === null || start === null || end === null ? null : sum + end - start;
  for (let from = 0; from < planned.length; from += BLOCK) {
    const block = planned.slice(from, from + BLOCK);
    const order = implementations.map((_, i) => i);
    if ((from / BLOCK) % 2 === 1) order.reverse();
    const results: string[][] = [];
    for (const i of order) {
      const run = runs[i]!;
      const got: StockSearchResult[] = [];
      const serverAtStart = serverTimes(databaseName);
      const clientWaitAtStart = ownWaitSeconds();
      const clientAtStart = process.cpuUsage();
      for (const p of block) {
        const t = performance.now();
        const implementation = implementations[i]!;
        const result = await implementation.search(p.query);
        const elapsed = performance.now() - t;
        const isSummaryCached = implementation.lastSummaryHit?.() ?? null;
        run.measured.push({ ...p, ms: elapsed, total: result.total, isSummaryCached });
        if (implementations.length > 1) got.push(result);
      }
      const client = process.cpuUsage(clientAtStart);
      const clientWaitAtEnd = ownWaitSeconds();
      const serverAtEnd = serverTimes(databaseName);
      run.clientCpu += (client.user + client.system) / 1e6;
      run.clientWait = add(run.clientWait, clientWaitAtStart, clientWaitAtEnd);
      run.serverCpu = add(run.serverCpu, serverAtStart?.cpu ?? null, serverAtEnd?.cpu ?? null);
      run.serverWait = add(run.serverWait, serverAtStart?.wait ?? null, serverAtEnd?.wait ?? null);
      results[i] = got.map((result) => JSON.stringify(result));
    }
    if (implementations.length < 2) continue;
    block.forEach((p, j) => {
      if (results[0]![j] !== results[1]![j])
        throw new Error(
          `The two searches differ on ${p.kind} (${p.band} site ${p.query.scope.websiteId}): ${JSON.stringify(p.query)}\n${results[0]![j]}\n${results[1]![j]}`,
        );
    });
  }
  return runs;
}

/** This tree's search beside another's: the same searches, the same load. */
function comparison(runs: Run[], otherLabel: string): string {
  const cpu = (run: Run, seconds: number | null) =>
    seconds === null ? "not read" : `${((seconds * 1000) / run.measured.length).toFixed(1)} ms`;
  const line = (label: string, run: Run) => {
    const all = stats(run.measured);
    const band = (b: Band) => {
      const s = stats(run.measured.filter((m) => m.band === b));
      return `${ms(s.p50)} / ${ms(s.p95)}`;
    };
    return `| ${label} | ${ms(all.p50)} | ${ms(all.p95)} | ${ms(all.p99)} | ${band("large")} | ${band("mid")} | ${band("typical")} | ${cpu(run, run.serverCpu)} | ${cpu(run, run.clientCpu)} | ${cpu(run, run.serverWait)} / ${cpu(run, run.clientWait)} |`;
  };
  return [
    "| search code | p50 ms | p95 ms | p99 ms | large sites p50 / p95 | mid sites p50 / p95 | typical sites p50 / p95 | server CPU per search | client CPU per search | waiting for a CPU per search, server / client |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    line(otherLabel, runs[1]!),
    line("this tree", runs[0]!),
  ].join("\n");
}

const SEARCH_FILE = "packages/db/src/repositories/search/sql-stock-search.ts";
/** The search's own files: taken from the commit together, the rest from this tree. */
const SEARCH_FILES = [SEARCH_FILE, "packages/db/src/repositories/search/search-conditions.ts"];

/**
 * The stock search as it was at commit `ref`: its sql-stock-search.ts and search-conditions.ts
 * (the statements' WHERE clauses), with their other relative imports pointed at this tree's
 * files, copied under node_modules so their package imports resolve as the originals' do.
 */
async function searchAtCommit(
  ref: string,
  db: Database,
): Promise<{ commit: string; search: StockSearch }> {
  if (!/^[\w./^~-]+$/.test(ref)) throw new Error(`--compare must be a git commit, got "${ref}"`);
  const git = (...gitArgs: string[]) =>
    execFileSync("git", gitArgs, { cwd: ROOT, encoding: "utf8" }).trim();
  const commit = git("rev-parse", "--short", `${ref}^{commit}`);
  const dir = path.join(ROOT, "node_modules", ".cache", "search-scale");
  mkdirSync(dir, { recursive: true });
  const copyOf = (file: string) => path.join(dir, `${path.basename(file, ".ts")}-${commit}.ts`);
  for (const file of SEARCH_FILES) {
    const from = path.dirname(path.join(ROOT, file));
    const source = git("show", `${commit}:${file}`).replace(
      /(from\s+")(\.{1,2}\/[^"]+)"/g,
      (_, head: string, spec: string) => {
        const target = path.resolve(from, spec);
        const own = SEARCH_FILES.find((f) => path.join(ROOT, f) === target);
        return `${head}${pathToFileURL(own ? copyOf(own) : target).href}"`;
      },
    );
    writeFileSync(copyOf(file), source);
  }
  const module = (await import(pathToFileURL(copyOf(SEARCH_FILE)).href)) as {
    createSqlStockSearch: (db: Database) => StockSearch;
  };
  return { commit, search: module.createSqlStockSearch(db) };
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const info = runInfo(["DATABASE_URL"]);
  const admin = await openDatabase({ url: SERVER_URL, migrate: false, maxConnections: 1 });
  const name =
    args.reuse ?? `${DB_PREFIX}_${Math.floor(Date.now() / 1000).toString(36)}_${process.pid}`;
  const target = new URL(SERVER_URL);
  target.pathname = `/${name}`;
  let dropped = false;
  // A database this run did not create (--reuse) is never dropped: it took minutes to load.
  const drop = async () => {
    if (dropped || args.keep || args.reuse) return;
    dropped = true;
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
  };
  const forget = onInterrupt(drop);
  const loadAverages: number[] = [];
  const sampler = setInterval(() => loadAverages.push(os.loadavg()[0]!), 5_000);
  try {
    const started = performance.now();
    if (!args.reuse) {
      console.log(`Creating ${name} on ${target.host}.`);
      await admin.db.execute(sql.raw(`create database ${name}`));
    }
    const handle = await openDatabase({ url: target.toString(), maxConnections: 4 });
    let loadSeconds = 0;
    try {
      const db = handle.db;
      if (!args.reuse) {
        await load(db);
        loadSeconds = (performance.now() - started) / 1000;
        console.log(`Loaded in ${loadSeconds.toFixed(0)} s.`);
      } else {
        await timed("analyze", () => vacuumAnalyze(db));
      }
      const [counts] = (
        (await db.execute(sql`
          select (select count(*) from websites)::int as sites, (select count(*) from cars)::int as cars,
            (select count(*) from car_images)::int as images,
            (select count(*) from cars where is_sold)::int as sold,
            (select max(n) from bench_sites)::int as largest,
            (select percentile_disc(0.5) within group (order by n) from bench_sites)::int as median,
            pg_size_pretty(pg_total_relation_size('cars')) as cars_size`)) as unknown as {
          rows: {
            sites: number;
            cars: number;
            images: number;
            sold: number;
            largest: number;
            median: number;
            cars_size: string;
          }[];
        }
      ).rows;
      console.log(counts);
      const random = createRandom(36);
      const sites = await sampleSites(db, random);
      if (args.explain) await explain(db, sites, random);
      const search = searchPagePath(createSqlStockSearch(db));
      const before = args.compare ? await searchAtCommit(args.compare, db) : null;
      const implementations: Timed[] = before ? [search, before.search] : [search];
      // One unrecorded pass of every kind on every band: connections open, plans and pages cached.
      for (const planned of await plan(db, sites, random, BANDS.length * 4))
        for (const implementation of implementations) await implementation.search(planned.query);
      // The measured searches find in the cache only what measured searches before them put there.
      search.forget();
      const loadAtStart = os.loadavg()[0]!;
      loadAverages.length = 0;
      const runStarted = performance.now();
      const runs = await measure(implementations, await plan(db, sites, random, PER_KIND), name);
      const runSeconds = (performance.now() - runStarted) / 1000;
      const { measured } = runs[0]!;
      const perSearch = (seconds: number) => ((seconds * 1000) / measured.length).toFixed(1);
      const cpuText =
        runs[0]!.serverCpu === null
          ? "The server's CPU time was not read (it runs on another machine)."
          : `CPU time per search, which the load does not stretch: ${perSearch(runs[0]!.serverCpu)} ms in the database server, ${perSearch(runs[0]!.clientCpu)} ms in the benchmark's process (the search's own code, the pg driver, building the results), on average.${runs[0]!.serverWait === null || runs[0]!.clientWait === null ? "" : ` Time spent ready to run but waiting for a CPU (the run queue, from /proc/…/schedstat), per search: ${perSearch(runs[0]!.serverWait)} ms summed over the server's processes (a search's two statements run at once on two), ${perSearch(runs[0]!.clientWait)} ms in the benchmark's process.`}`;
      const loads = [loadAtStart, ...loadAverages, os.loadavg()[0]!];
      const loadText = `${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)}`;
      const table = [
        verdict(measured),
        "",
        tables(measured),
        ...(before ? ["", comparison(runs, `at ${before.commit}`)] : []),
      ].join("\n");
      const c = counts!;
      const preamble = runPreamble(
        info,
        [
          `${c.cars.toLocaleString("en-AU")} vehicles (${c.images.toLocaleString("en-AU")} images, ${c.sold.toLocaleString("en-AU")} sold within the last 180 days; the cars table ${c.cars_size} with its indexes) across ${c.sites.toLocaleString("en-AU")} sites on PostgreSQL ${await serverVersion(db)}, loaded in bulk${loadSeconds ? ` in ${loadSeconds.toFixed(0)} s` : " by an earlier run"}: ${Math.round(SITES * BAND_SHAPE.large.sites)} large dealers hold ${BAND_SHAPE.large.cars * 100}% of the cars (the largest ${c.largest.toLocaleString("en-AU")}), ${Math.round(SITES * BAND_SHAPE.mid.sites)} mid-sized ones ${BAND_SHAPE.mid.cars * 100}%, the rest a few hundred each (median ${c.median}); a site's cars are spread over the table as stock added over time is.`,
          `Then ${measured.length.toLocaleString("en-AU")} searches through the storefront's own search as the search page runs it (\`searchStock\` in apps/web/src/server/queries/search.ts: \`createSqlStockSearch\`'s page of ${PAGE_SIZE} results with their images, an unfiltered search's page read by the ids of the search page's results in its sort's order, \`searchOrder\`, kept per site, search page, sort and hour once a measured search has read them, and the total and every facet from the cache of summaries per site, search page, filters and hour, \`searchSummary\`, when an earlier measured search with the same filters on the same search page put them there, else added up from the search page's groups (\`searchGroups\`, counted once per search page and kept) where the filters are lists only, or counted by the facet statement beside the page's, and kept; the cache starts empty after the unrecorded pass and nothing expires it during the run), one at a time after an unrecorded pass, in a shuffled order, each kind in turn on a large, a mid-sized and a typical dealer (${sites.large.length}, ${sites.mid.length} and ${sites.typical.length} sites sampled). Filtered searches use one of the site's sorts at random; the deep page is a random page in the second half of the site's results.`,
          `1-min load average ${loadText} during the ${runSeconds.toFixed(0)} s of measured searches.`,
          cpuText,
          ...(before
            ? [
                `Each search was also run through the search of commit ${before.commit} (its \`sql-stock-search.ts\` and \`search-conditions.ts\` beside this tree's other files and on this tree's schema and indexes, every search counting its facets), in alternating blocks of ${BLOCK} searches, with the same results; the tables above are this tree's, the last one sets the two side by side.`,
              ]
            : []),
        ].join(" "),
      );
      console.log(`\n${preamble}\n\n${table}`);
      if (args.write)
        await writePerformanceSection(
          "search-scale",
          "## Stock search at 1,000,000 vehicles",
          `${preamble}\n\n${table}`,
        );
    } finally {
      await handle.close();
    }
    if (args.keep) console.log(`\nKept the database: ${target.toString()} (--reuse ${name}).`);
    return 0;
  } finally {
    clearInterval(sampler);
    forget();
    await drop();
    await admin.close();
  }
}

/**
 * CPU seconds (user and system) used so far by the server processes of database `name`, from
 * /proc (their titles name the database), and the seconds they have waited for a CPU while ready
 * to run (null where the kernel does not keep it); null when there are none to read (a server
 * elsewhere). The same pooled connections serve every measured search, so the difference over the
 * run is what the searches cost the server, however busy the machine is.
 */
function serverTimes(name: string): { cpu: number; wait: number | null } | null {
  let ticks = 0;
  let wait: number | null = 0;
  let found = 0;
  let pids: string[];
  try {
    pids = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (!title.startsWith("postgres:") || !title.includes(` ${name} `)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // Fields 14 and 15 of proc(5), utime and stime; the slice starts at field 3.
      ticks += Number(fields[11]) + Number(fields[12]);
      const waited = runQueueSeconds(`/proc/${pid}/schedstat`);
      wait = wait === null || waited === null ? null : wait + waited;
      found++;
    } catch {
      // The process ended while being read.
    }
  }
  return found === 0 ? null : { cpu: ticks / CLOCK_TICKS_PER_SECOND, wait };
}

/**
 * Seconds a thread has waited on a run queue, ready to run while others had the CPUs: the second
 * field of its schedstat, in nanoseconds (proc(5)); null where the kernel does not keep it.
 */
function runQueueSeconds(file: string): number | null {
  try {
    const waited = Number(readFileSync(file, "utf8").split(" ")[1]);
    return Number.isFinite(waited) ? waited / 1e9 : null;
  } catch {
    return null;
  }
}

/** The benchmark's own seconds waiting for a CPU, over all its threads. */
function ownWaitSeconds(): number | null {
  let total = 0;
  try {
    for (const task of readdirSync("/proc/self/task")) {
      const waited = runQueueSeconds(`/proc/self/task/${task}/schedstat`);
      if (waited === null) return null;
      total += waited;
    }
  } catch {
    return null;
  }
  return total;
}

/** USER_HZ of Linux's /proc times: 100 on every architecture Node runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

async function serverVersion(db: Database): Promise<string> {
  const result = (await db.execute(sql`show server_version`)) as unknown as {
    rows: { server_version: string }[];
  };
  return result.rows[0]!.server_version.split(" ")[0]!;
}

runBench(main);
