/**
 * Catalogue feeds of one site's stock: time and peak memory of writing Meta's CSV and Google's
 * vehicle listings CSV for 1,000 and 10,000 vehicles, on PGlite and on PostgreSQL.
 *
 *   node --conditions react-server --expose-gc --import tsx bench/catalogue-feed.ts
 *        [--cars 10000] [--small 1000] [--images 3] [--db pglite,postgres] [--write]
 *
 * (`--conditions react-server`: the feed code is server-only, as in the app; `--expose-gc` lets
 * each run start from a collected heap.) Seeds two sites with --small and --cars vehicles (each
 * with a VIN, a price and --images images), then reads each feed through `catalogueFeedChunks`
 * and `catalogueFeedStream`, the reader, encoder and byte stream `/feeds/{token}/{name}` answers
 * with, into a sink that only counts the bytes. RSS and heap are sampled every 5 ms during each
 * run; the peak over the run's starting value is what the feed itself held. If memory is bounded
 * (a page of cars at a time), the peak for --cars is close to the one for --small. PostgreSQL is
 * the server of DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), in a database of
 * its own that is dropped afterwards.
 */
import { execFileSync } from "node:child_process";
import type { CatalogueFeedName } from "@forecourt/core/catalogue/catalogue-feed";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import {
  CATALOGUE_PAGE_SIZE,
  readCatalogueCars,
} from "@forecourt/db/repositories/catalogue/read-catalogue-cars";
import { getSiteBySlug } from "@forecourt/db/repositories/sites/get-site";
import { carImages, cars } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import {
  catalogueFeedChunks,
  catalogueFeedStream,
  emptyCatalogueFeedReport,
} from "../apps/web/src/server/catalogue/catalogue-feed-body.ts";
import { benchDatabaseNames, onBenchDatabases } from "./lib/bench-databases.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const args = benchArgs(import.meta.url, {
  cars: { type: "string", default: "10000" },
  small: { type: "string", default: "1000" },
  images: { type: "string", default: "3" },
  db: { type: "string", default: "pglite,postgres" },
});
const CARS = intOption("cars", args.cars, 100, 200_000);
const SMALL = intOption("small", args.small, 10, 200_000);
const IMAGES = intOption("images", args.images, 0, 20);
const DATABASES = benchDatabaseNames(args.db);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const FEEDS: CatalogueFeedName[] = ["meta.csv", "google-vehicle-listings.csv"];
const SAMPLE_MS = 5;
const MB = 1024 * 1024;

const MAKES = [
  ["Toyota", "Corolla", "Ascent Sport", "Hatch"],
  ["Toyota", "HiLux", "SR5", "Ute"],
  ["Ford", "Ranger", "XLT", "Ute"],
  ["Mazda", "CX-5", "Maxx Sport", "SUV"],
  ["Hyundai", "i30", "Active", "Hatch"],
  ["Kia", "Sportage", "SX", "SUV"],
  ["Mitsubishi", "Triton", "GLX+", "Ute"],
  ["Volkswagen", "Golf", "110TSI Life", "Hatch"],
] as const;

/** A site with `count` cars, each with a VIN, a price, a description and `IMAGES` images. */
async function seedSite(handle: DatabaseHandle, slug: string, count: number): Promise<Site> {
  const created = await createLeadTestSite(handle.db, { slug });
  const BATCH = 500;
  for (let from = 0; from < count; from += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - from) }, (_, k) => {
      const i = from + k;
      const [make, model, badge, body] = MAKES[i % MAKES.length]!;
      const carType = i % 5 === 0 ? "new" : i % 11 === 0 ? "demo" : "used";
      return {
        websiteId: created.id,
        dealershipId: i % 2 === 0 ? created.dealershipId : created.otherDealershipId,
        locationId: i % 2 === 0 ? created.locationId : created.primaryLocationId,
        slug: `${slug}-${i}`,
        name: `${2015 + (i % 10)} ${make} ${model} ${badge}`,
        make,
        model,
        badge,
        body,
        colour: ["White", "Black", "Silver", "Blue"][i % 4]!,
        transmission: i % 4 === 0 ? "Manual" : "Automatic",
        year: 2015 + (i % 10),
        km: carType === "new" ? 10 : 5_000 + ((i * 104_729) % 150_000),
        carType,
        price: 18_990 + ((i * 7919) % 40) * 1_000,
        dapPrice: carType === "new" ? 20_990 + ((i * 7919) % 40) * 1_000 : null,
        stockNumber: `CB${String(i).padStart(6, "0")}`,
        vin: `7A8CB${String(i).padStart(12, "0")}`,
        description: `${make} ${model} ${badge}, one owner, serviced on time. `.repeat(4),
        primaryImageUrl: IMAGES > 0 ? `/media/${slug}-${i}-0` : null,
      };
    });
    const inserted = await handle.db.insert(cars).values(rows).returning({ id: cars.id });
    if (IMAGES > 0) {
      await handle.db.insert(carImages).values(
        inserted.flatMap(({ id }, k) =>
          Array.from({ length: IMAGES }, (_, position) => ({
            websiteId: created.id,
            carId: id,
            position,
            url: `/media/${slug}-${from + k}-${position}`,
            thumbUrl: `/media/${slug}-${from + k}-${position}?w=400`,
            width: 1200,
            height: 800,
          })),
        ),
      );
    }
  }
  const site = await getSiteBySlug(handle.db, slug);
  if (!site) throw new Error(`The benchmark's site ${slug} was not created`);
  return site;
}

type Run = {
  database: string;
  feed: CatalogueFeedName;
  cars: number;
  included: number;
  seconds: number;
  megabytes: number;
  chunks: number;
  peakRssMb: number;
  peakHeapMb: number;
  /** The most heap still reachable at a chunk, measured after a collection there. */
  peakRetainedMb: number | null;
};

/** One feed of one site, read as the route streams it, with memory sampled while it runs. */
async function measure(
  database: string,
  handle: DatabaseHandle,
  site: Site,
  count: number,
  feed: CatalogueFeedName,
): Promise<Run> {
  global.gc?.();
  const start = process.memoryUsage();
  let peakRss = start.rss;
  let peakHeap = start.heapUsed;
  const sample = () => {
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
  };
  const sampler = setInterval(sample, SAMPLE_MS);
  const report = emptyCatalogueFeedReport(feed);
  const began = performance.now();
  const scope = stockScopeFor(site.id, site.settings, new Date());
  const stream = await catalogueFeedStream(
    catalogueFeedChunks(handle.db, { site, scope, feed, report }),
    (error) => console.error(error),
  );
  let bytes = 0;
  let chunks = 0;
  for await (const chunk of stream) {
    bytes += chunk.byteLength;
    chunks += 1;
    sample();
  }
  const seconds = (performance.now() - began) / 1000;
  clearInterval(sampler);
  sample();
  const retained = await retainedPeak(handle, site, feed);
  const run: Run = {
    database,
    feed,
    cars: count,
    included: report.included,
    seconds,
    megabytes: bytes / MB,
    chunks,
    peakRssMb: (peakRss - start.rss) / MB,
    peakHeapMb: (peakHeap - start.heapUsed) / MB,
    peakRetainedMb: retained,
  };
  console.log(run);
  return run;
}

/**
 * The feed read once more with a collection at every chunk: the heap still in use there is what
 * the feed holds (a page of cars, one chunk), apart from garbage not yet collected. Not timed.
 */
async function retainedPeak(
  handle: DatabaseHandle,
  site: Site,
  feed: CatalogueFeedName,
): Promise<number | null> {
  const gc = global.gc;
  if (!gc) return null;
  gc();
  const start = process.memoryUsage().heapUsed;
  let peak = start;
  const scope = stockScopeFor(site.id, site.settings, new Date());
  const report = emptyCatalogueFeedReport(feed);
  const stream = await catalogueFeedStream(
    catalogueFeedChunks(handle.db, { site, scope, feed, report }),
    (error) => console.error(error),
  );
  for await (const chunk of stream) {
    void chunk;
    gc();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }
  return (peak - start) / MB;
}

type Control = { database: string; what: string; retainedMb: number };

/**
 * What the method above would show for a feed not read a page at a time: the heap still in use,
 * after a collection, while all of the large site's cars are held in an array, and while its
 * whole `meta.csv` is held as one string (a built body). None without `--expose-gc`.
 */
async function heldWhole(label: string, handle: DatabaseHandle, site: Site): Promise<Control[]> {
  const gc = global.gc;
  if (!gc) return [];
  const scope = stockScopeFor(site.id, site.settings, new Date());
  const heap = () => {
    gc();
    return process.memoryUsage().heapUsed;
  };
  let start = heap();
  const held: CarDetail[] = [];
  for await (const detail of readCatalogueCars(handle.db, { scope })) held.push(detail);
  const carsMb = (heap() - start) / MB;
  const count = held.length;
  held.length = 0;
  start = heap();
  const chunks: string[] = [];
  const report = emptyCatalogueFeedReport("meta.csv");
  for await (const chunk of catalogueFeedChunks(handle.db, {
    site,
    scope,
    feed: "meta.csv",
    report,
  }))
    chunks.push(chunk);
  const body = chunks.join("");
  chunks.length = 0;
  const bodyMb = (heap() - start) / MB;
  return [
    {
      database: label,
      what: `all ${count.toLocaleString("en-AU")} cars in an array`,
      retainedMb: carsMb,
    },
    {
      database: label,
      what: `the whole \`meta.csv\` of ${count.toLocaleString("en-AU")} cars as one string (${(body.length / MB).toFixed(1)} M characters)`,
      retainedMb: bodyMb,
    },
  ];
}

async function measureDatabase(
  label: string,
  handle: DatabaseHandle,
): Promise<{ runs: Run[]; controls: Control[] }> {
  const small = await seedSite(handle, "catalogue-bench-small", SMALL);
  const large = await seedSite(handle, "catalogue-bench-large", CARS);
  // A warm-up run, so the first measured one does not pay for loading the code.
  await measure(label, handle, small, SMALL, "stock.csv");
  const runs: Run[] = [];
  for (const feed of FEEDS) {
    runs.push(await measure(label, handle, small, SMALL, feed));
    runs.push(await measure(label, handle, large, CARS, feed));
  }
  return { runs, controls: await heldWhole(label, handle, large) };
}

/** The lowest and highest heap a feed held over the runs of sites of `cars` cars, "0.8-1.0". */
function heldRange(runs: Run[], cars: number): string {
  const held = runs.filter((r) => r.cars === cars && r.peakRetainedMb !== null);
  if (held.length === 0) return "n/a";
  const values = held.map((r) => r.peakRetainedMb!);
  return `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)}`;
}

function table(runs: Run[]): string {
  const rows = runs.map(
    (r) =>
      `| ${r.database} | \`${r.feed}\` | ${r.cars.toLocaleString("en-AU")} | ${r.included.toLocaleString("en-AU")} | ${r.seconds.toFixed(2)} | ${Math.round(r.included / r.seconds).toLocaleString("en-AU")} | ${r.megabytes.toFixed(1)} | ${r.chunks} | ${r.peakRssMb.toFixed(1)} | ${r.peakHeapMb.toFixed(1)} | ${r.peakRetainedMb?.toFixed(1) ?? "n/a"} |`,
  );
  return [
    "| database | feed | cars on the site | cars in the feed | seconds | cars/s | MB written | chunks | peak RSS over start (MB) | peak heap over start (MB) | peak heap in use, collected at each chunk (MB) |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows,
  ].join("\n");
}

async function main(): Promise<number> {
  if (!global.gc) console.warn("Run with --expose-gc for a collected heap before each run.");
  const info = runInfo(["DATABASE_URL"]);
  const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();
  const uptimes = [uptime()];
  const { results, loads } = await onBenchDatabases(
    DATABASES,
    { serverUrl: SERVER_URL, prefix: "forecourt_bench_catalogue" },
    (database, handle) => measureDatabase(database.label, handle),
  );
  const runs = results.flatMap(({ result }) => result.runs);
  const controls = results.flatMap(({ result }) => result.controls);
  uptimes.push(uptime());
  const body = [
    runPreamble(
      info,
      `two sites of ${SMALL.toLocaleString("en-AU")} and ${CARS.toLocaleString("en-AU")} vehicles (each with a VIN, a price, a description and ${IMAGES} images; two dealerships and locations), each feed read through \`catalogueFeedChunks\` and \`catalogueFeedStream\`, the reader (\`readCatalogueCars\`, ${CATALOGUE_PAGE_SIZE} cars a page by id), encoder and UTF-8 byte stream that \`/feeds/{token}/{name}\` answers with, into a sink that counts the bytes. Process RSS and heap sampled every ${SAMPLE_MS} ms and at every chunk; the peak is over the value at the run's start, after a garbage collection (\`--expose-gc\`); the sampled heap includes garbage not yet collected, so each feed is read once more with a collection at every chunk, untimed, and the most heap still in use at a chunk is the last column: what the feed holds. A warm-up run of \`stock.csv\` on the small site comes first. 1-min load average ${Math.min(...loads).toFixed(2)}-${Math.max(...loads).toFixed(2)} over the run; \`uptime\` before: \`${uptimes[0]}\`, after: \`${uptimes[1]}\`.`,
    ),
    "",
    table(runs),
    "",
    "For contrast, the heap in use, after a collection, while the large site's feed is held whole instead of streamed (what the last column would show if the reader or the route built the feed before sending it):",
    "",
    "| database | held | heap in use (MB) |",
    "| --- | --- | ---: |",
    ...controls.map((c) => `| ${c.database} | ${c.what} | ${c.retainedMb.toFixed(1)} |`),
    "",
    `The heap a feed holds at its peak (the first table's last column): ${heldRange(runs, SMALL)} MB with ${SMALL.toLocaleString("en-AU")} cars, ${heldRange(runs, CARS)} MB with ${CARS.toLocaleString("en-AU")}. The sampled RSS and heap peaks also count garbage not yet collected, which a longer run lets gather.`,
  ].join("\n");
  console.log(`\n${body}`);
  if (args.write) await writePerformanceSection("catalogue", "## Catalogue feeds", body);
  return 0;
}

runBench(main);
