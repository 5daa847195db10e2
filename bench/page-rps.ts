/**
 * Page throughput against a static file served by the same Next server: the home page, the
 * default search, three filtered searches and a vehicle page of each chosen demo site (all five
 * by default), then the first render of a vehicle page and the default search after a stock
 * write.
 *
 *   node --import tsx bench/page-rps.ts [--sites coastline-rv,lone-star-auto]
 *        [--pages home,search,filtered,vehicle,landing] [--search-path /search/used-cars]
 *        [--vehicle-path /cars/some-slug] [--port 3400] [--duration 10] [--connections 20]
 *        [--warmup 2] [--server-warmup 20] [--writes 10] [--web-dir ../other/apps/web] [--write]
 *
 * `landing` (not in the default set) is the vehicle page asked as an ad's click asks it, with a
 * click id and utm fields on the query.
 * The filtered searches are built from the site's own facets, as a shopper's form sends them:
 * a make; a make, one of its models and a price ceiling (the middle of that model's price
 * range); a body type sorted by highest price. Each is asked as a query string; when the server
 * answers with a redirect (a canonical search path), the benchmark measures where it points.
 * --writes N changes the price of the first site's vehicle N times through the platform API and
 * times the first request of its vehicle page and of its default search after each change.
 * --web-dir serves another checkout's build (for a before/after comparison in one session).
 *
 * Starts its own production server (`next start`, building first only when there is no build)
 * with a fresh DATA_DIR. The vehicle page of a site is the first featured car on its home page
 * (or --vehicle-path); the search page is the site's default search slug from the demo data (or
 * --search-path). Each page is warmed and checked once, the server is loaded across all targets,
 * then autocannon measures /static/bench.html and each page in turn, all over 127.0.0.1. A page
 * that answers 404 (a route this build does not have) is reported as missing and left out; any
 * other non-2xx, error or wrong page exits 1. --write puts the table in docs/performance-log.md
 * between the bench:pages markers.
 */
import path from "node:path";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  autocannon,
  measurePage,
  runLoad,
  stopLoad,
  type AutocannonResult,
} from "./lib/autocannon.ts";
import { freePort } from "./lib/free-port.ts";
import { demoDataSeeded } from "./lib/demo-data-seeded.ts";
import { defaultSearchPath, demoSitesOption, firstVehiclePath } from "./lib/demo-pages.ts";
import { loopback, type Answer } from "./lib/loopback.ts";
import { ensureBuild } from "./lib/next-build.ts";
import { startNextServer } from "./lib/next-server.ts";
import { isInterrupted, onInterrupt } from "./lib/on-interrupt.ts";
import { benchArgs, intOption, LOAD_OPTIONS, loadSettings, runBench } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

// ---------------------------------------------------------------------------------------------
// Settings

const PAGES_SECTION = "pages";
const SECTION_TITLE = "## Page throughput";
const STATIC_PATH = "/static/bench.html";
const STATIC_TITLE = "Forecourt static benchmark page";
const FIRST_PORT = 3400;

const PAGE_KINDS = ["home", "search", "filtered", "vehicle", "landing"] as const;
/** The campaign parameters of an ad's click on the vehicle page (`--pages landing`). */
const LANDING_QUERY = "gclid=bench-click&utm_source=google&utm_medium=cpc&utm_campaign=bench";
type PageKind = (typeof PAGE_KINDS)[number];

const READY_TIMEOUT_MS = 300_000;
const WARM_REQUESTS = 3;
const WARM_MAX_REQUESTS = 60;
const WARM_TIMEOUT_MS = 90_000;

const args = benchArgs(import.meta.url, {
  port: { type: "string" },
  ...LOAD_OPTIONS,
  "server-warmup": { type: "string", default: "20" },
  sites: { type: "string", default: DEMO_SITES.map((site) => site.slug).join(",") },
  pages: { type: "string", default: "home,search,filtered,vehicle" },
  writes: { type: "string", default: "10" },
  "web-dir": { type: "string" },
  "search-path": { type: "string" },
  "vehicle-path": { type: "string" },
});

const SITES = demoSitesOption(args.sites);
const PAGES = args.pages.split(",").map((kind) => {
  if (!(PAGE_KINDS as readonly string[]).includes(kind.trim()))
    throw new Error(`--pages: unknown page "${kind}" (known: ${PAGE_KINDS.join(", ")})`);
  return kind.trim() as PageKind;
});
for (const [name, value] of [
  ["search-path", args["search-path"]],
  ["vehicle-path", args["vehicle-path"]],
] as const) {
  if (value !== undefined && !/^\/[A-Za-z0-9/_.?=&%-]*$/.test(value))
    throw new Error(`--${name} must be a path starting with /, got "${value}"`);
}

const LOAD = loadSettings(args);
const { duration: DURATION, connections: CONNECTIONS, warmup: WARMUP } = LOAD;
const SERVER_WARMUP = intOption("server-warmup", args["server-warmup"], 0, 300);
const WRITES = intOption("writes", args.writes, 0, 100);
const WEB_DIR = args["web-dir"] === undefined ? undefined : path.resolve(args["web-dir"]);
/** Platform API credentials of the demo default (the server is started without others). */
const PLATFORM_AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const METHOD = `one \`next start\` (fresh PGlite DATA_DIR), ${SERVER_WARMUP} s of load across all targets, then each target for ${DURATION} s after a ${WARMUP} s warm-up, ${CONNECTIONS} connections, pipelining 1, requests to 127.0.0.1`;
const REQUESTED_PORT =
  args.port === undefined ? undefined : intOption("port", args.port, 1, 65_535);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One GET to 127.0.0.1 with the given Host header, on a fresh connection. */
const get = (port: number, host: string, path: string, timeoutMs: number) =>
  loopback(port, { host, path, timeoutMs });

// ---------------------------------------------------------------------------------------------
// Targets

type Target = {
  label: string;
  host: string;
  path: string;
  check: (page: Answer) => string | undefined;
};
type Measured = {
  target: Target;
  page?: Answer;
  result?: AutocannonResult;
  failure?: string;
  /** The page answered 404: this build has no such route, so it is reported and not measured. */
  missing?: boolean;
};

function titleOf(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
}

/** A site's vehicle page: --vehicle-path, else the first featured car linked from its home page. */
async function vehiclePathOf(port: number, site: (typeof SITES)[number]): Promise<string | null> {
  return args["vehicle-path"] ?? firstVehiclePath(port, site);
}

/** A GET that follows one redirect on the same host; `path` is where the answer came from. */
async function getFollowing(port: number, host: string, target: string) {
  const first = await get(port, host, target, 60_000);
  const location = first.headers.location;
  if (first.status < 300 || first.status > 399 || !location) return { path: target, page: first };
  const next = new URL(location, `http://${host}`);
  const path = `${next.pathname}${next.search}`;
  return { path, page: await get(port, host, path, 60_000) };
}

const decodeHtml = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

/** The first value a filter form offers for a parameter (a facet checkbox). */
function firstFacet(html: string, name: string): string | null {
  const match = new RegExp(`name="${name}" value="([^"]+)"`).exec(html);
  return match?.[1] ? decodeHtml(match[1]) : null;
}

/** The middle of the price range the filter form shows ("$12,450 to $89,990 in these results"). */
function middlePrice(html: string): number | null {
  const at = html.indexOf("in these results");
  if (at < 0) return null;
  const numbers = [...html.slice(Math.max(0, at - 200), at).matchAll(/\d[\d,]*/g)].map((m) =>
    Number(m[0].replace(/,/g, "")),
  );
  const [low, high] = numbers.slice(-2);
  if (low === undefined || high === undefined) return null;
  return Math.round((low + high) / 2 / 1_000) * 1_000;
}

/** The three filtered searches of a site, as queries on its default search (see the header). */
async function filteredQueries(port: number, host: string, searchPath: string) {
  const plain = (await getFollowing(port, host, searchPath)).page.body;
  const make = firstFacet(plain, "make");
  const body = firstFacet(plain, "body");
  const queries: { shape: string; query: URLSearchParams }[] = [];
  if (make) {
    queries.push({ shape: "make", query: new URLSearchParams({ make }) });
    const byMake = (
      await getFollowing(port, host, `${searchPath}?make=${encodeURIComponent(make)}`)
    ).page.body;
    const model = firstFacet(byMake, "model");
    if (model) {
      const byModel = new URLSearchParams({ make, model });
      const page = (await getFollowing(port, host, `${searchPath}?${byModel.toString()}`)).page;
      const ceiling = middlePrice(page.body);
      if (ceiling !== null) byModel.set("price_max", String(ceiling));
      queries.push({ shape: "make+model+price", query: byModel });
    }
  }
  if (body) {
    queries.push({ shape: "body+sort", query: new URLSearchParams({ body, sort: "price-desc" }) });
  }
  return queries;
}

async function targets(port: number): Promise<Target[]> {
  const staticTarget: Target = {
    label: `static ${STATIC_PATH}`,
    host: `localhost:${port}`,
    path: STATIC_PATH,
    check: (page) =>
      titleOf(page.body) === STATIC_TITLE
        ? undefined
        : `title is "${titleOf(page.body) ?? "(none)"}", expected "${STATIC_TITLE}"`,
  };
  const list: Target[] = [staticTarget];
  for (const site of SITES) {
    const host = `${site.slug}.localhost:${port}`;
    const isSitePage = (page: Answer, extra?: string) => {
      if (!titleOf(page.body)?.includes(site.name))
        return `title is "${titleOf(page.body) ?? "(none)"}", expected it to contain "${site.name}"`;
      if (!page.body.includes(`data-site="${site.slug}"`))
        return `body has no data-site="${site.slug}"`;
      if (extra && !page.body.includes(extra)) return `body has no ${extra}`;
      return undefined;
    };
    for (const kind of PAGES) {
      if (kind === "home") {
        list.push({ label: `${site.slug} home`, host, path: "/", check: (p) => isSitePage(p) });
      } else if (kind === "search") {
        const path = args["search-path"] ?? defaultSearchPath(site);
        list.push({ label: `${site.slug} search`, host, path, check: (p) => isSitePage(p) });
      } else if (kind === "filtered") {
        const searchPath = defaultSearchPath(site);
        for (const { shape, query } of await filteredQueries(port, host, searchPath)) {
          const asked = `${searchPath}?${query.toString()}`;
          // Measured where the server sends the shopper: the canonical path, or the query itself.
          const { path } = await getFollowing(port, host, asked);
          list.push({
            label: `${site.slug} filtered ${shape}`,
            host,
            path,
            check: (p) => isSitePage(p, "results-heading"),
          });
        }
      } else {
        const path = await vehiclePathOf(port, site);
        if (!path) {
          console.warn(`${site.slug}: no vehicle link on the home page; ${kind} page skipped.`);
          continue;
        }
        const isLanding = kind === "landing";
        list.push({
          label: `${site.slug} ${isLanding ? "vehicle, ad landing" : "vehicle"}`,
          host,
          path: isLanding ? `${path}?${LANDING_QUERY}` : path,
          check: (p) => isSitePage(p, "data-car-id="),
        });
      }
    }
  }
  return list;
}

async function warmAndCheck(port: number, target: Target): Promise<Measured> {
  try {
    // Pages render on first request and are cached afterwards: a few requests, then until the
    // render cache answers HIT (a STALE entry is being regenerated in the background, which would
    // otherwise run during a benchmark). Bounded in count and time; the last answer is checked.
    const deadline = Date.now() + WARM_TIMEOUT_MS;
    let page = await get(port, target.host, target.path, 60_000);
    for (let i = 1; i < WARM_MAX_REQUESTS && Date.now() < deadline; i++) {
      const cache = page.headers["x-nextjs-cache"];
      if (i >= WARM_REQUESTS && (cache === undefined || cache === "HIT")) break;
      if (i >= WARM_REQUESTS) await sleep(1_000);
      page = await get(port, target.host, target.path, 30_000);
    }
    if (page.status === 404) return { target, page, missing: true };
    if (page.status !== 200)
      return { target, page, failure: `status ${page.status} before benchmarking` };
    const problem = target.check(page);
    return problem ? { target, page, failure: problem } : { target, page };
  } catch (error) {
    return { target, failure: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Load on every checked target at once, before anything is measured: the page pipeline is cold
 * after start-up, and without this the first site measured comes out at about half the rate of
 * the others. Not recorded; problems here show up again in the measured runs.
 */
async function warmServer(port: number, entries: Measured[]): Promise<void> {
  const ok = entries.filter((entry) => !entry.failure && !entry.missing);
  if (SERVER_WARMUP === 0 || ok.length === 0) return;
  console.log(`Warming the server: ${SERVER_WARMUP} s of load across ${ok.length} targets.`);
  const result = await runLoad(
    autocannon({
      url: `http://127.0.0.1:${port}/`,
      connections: CONNECTIONS,
      pipelining: 1,
      duration: SERVER_WARMUP,
      timeout: 10,
      requests: ok.map(({ target }) => ({
        method: "GET",
        path: target.path,
        headers: { host: target.host },
      })),
    }),
  );
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  warm-up saw ${result.non2xx} non-2xx responses and ${result.errors} errors.`);
}

async function measure(port: number, entry: Measured): Promise<Measured> {
  if (entry.failure || entry.missing) return entry;
  const { target } = entry;
  const { result, problems } = await measurePage({
    port,
    host: target.host,
    path: target.path,
    ...LOAD,
  });
  return { ...entry, result, failure: problems.length ? problems.join("; ") : undefined };
}

// ---------------------------------------------------------------------------------------------
// First render after a write

type WriteTimings = {
  label: string;
  path: string;
  ms: number[];
  cache: string[];
  /** Answers that showed the price just written (the vehicle page's JSON-LD offer). */
  fresh: number | null;
};

/**
 * Changes the price of the site's vehicle through the platform API (which expires the site's
 * cars tag at once), then asks for its vehicle page and its default search, one request each,
 * and times them. Rounds are 1 s apart; the price is put back at the end.
 */
async function firstRendersAfterWrites(
  port: number,
  site: (typeof SITES)[number],
  vehicle: Target,
  search: Target,
): Promise<WriteTimings[]> {
  // Sites are seeded in demo-data order, so the site at index n has id n + 1; checked below.
  const siteId = DEMO_SITES.findIndex((s) => s.slug === site.slug) + 1;
  const slug = vehicle.path.split("/").at(-1) ?? "";
  const api = `/api/v1/websites/${siteId}/cars/${slug}.json`;
  const platform = { host: `localhost:${port}`, timeoutMs: 30_000 };
  const headers = { authorization: PLATFORM_AUTH, "content-type": "application/json" };
  const car = await loopback(port, { ...platform, path: api, headers });
  if (car.status !== 200) throw new Error(`GET ${api}: status ${car.status}`);
  const original = (JSON.parse(car.body) as { price: number | null }).price;
  // A car without a shown price (none, or 0: "PREORDER") gets a real one, so the JSON-LD offer
  // that proves a fresh render carries it.
  const base = original !== null && original >= 1_000 ? original : 25_000;
  const pages: WriteTimings[] = [vehicle, search].map((target) => ({
    label: target.label,
    path: target.path,
    ms: [],
    cache: [],
    fresh: target === vehicle ? 0 : null,
  }));
  const patch = (price: number | null) =>
    loopback(port, {
      ...platform,
      method: "PATCH",
      path: api,
      headers,
      body: JSON.stringify({ price }),
    });
  try {
    for (let round = 0; round < WRITES && !isInterrupted(); round++) {
      const price = base + 1 + (round % 2);
      const written = await patch(price);
      if (written.status !== 200) throw new Error(`PATCH ${api}: status ${written.status}`);
      for (const [index, target] of [vehicle, search].entries()) {
        const started = performance.now();
        const page = await get(port, target.host, target.path, 30_000);
        const took = performance.now() - started;
        if (page.status !== 200) throw new Error(`${target.path} after a write: ${page.status}`);
        pages[index]!.ms.push(took);
        pages[index]!.cache.push(String(page.headers["x-nextjs-cache"] ?? "-"));
        if (target === vehicle && page.body.includes(`"price":${price}`)) pages[index]!.fresh! += 1;
      }
      await sleep(1_000);
    }
  } finally {
    await patch(original);
  }
  return pages;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

function writeTable(timings: WriteTimings[]): string {
  const lines = [
    "| first request after a write | requests | p50 ms | p90 ms | max ms | x-nextjs-cache | new price shown |",
    "| --- | ---: | ---: | ---: | ---: | --- | ---: |",
  ];
  for (const { label, path, ms: times, cache, fresh } of timings) {
    const seen = [...new Set(cache)].map((c) => `${c} ${cache.filter((x) => x === c).length}`);
    lines.push(
      `| ${label} \`${path}\` | ${times.length} | ${ms(percentile(times, 0.5))} | ${ms(percentile(times, 0.9))} | ${ms(Math.max(...times))} | ${seen.join(", ")} | ${fresh === null ? "-" : `${fresh} of ${times.length}`} |`,
    );
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------
// Report

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

function table(results: Measured[]): string {
  const base = results[0]?.result && !results[0].failure ? results[0].result : undefined;
  const baseline = base?.requests.average;
  const baselineP99 = base?.latency.p99;
  const lines = [
    "| target | req/s | p50 ms | p99 ms | req/s ratio to static | p99 ratio to static |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { target, result, failure, missing } of results) {
    if (missing) {
      lines.push(`| ${target.label} \`${target.path}\` | missing (404) | | | | |`);
      continue;
    }
    if (!result || failure) {
      lines.push(`| ${target.label} | FAILED | | | | |`);
      continue;
    }
    const ratio = baseline ? (result.requests.average / baseline).toFixed(2) : "n/a";
    const p99Ratio = baselineP99 ? (result.latency.p99 / baselineP99).toFixed(1) : "n/a";
    lines.push(
      `| ${target.label} \`${target.path}\` | ${int(result.requests.average)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${ratio} | ${p99Ratio} |`,
    );
  }
  return lines.join("\n");
}

function header(page: Answer | undefined, name: string): string {
  const value = page?.headers[name];
  return value === undefined ? "-" : Array.isArray(value) ? value.join(", ") : value;
}

function responseTable(results: Measured[]): string {
  const lines = [
    "| target | bytes | x-nextjs-cache | cache-control |",
    "| --- | ---: | --- | --- |",
  ];
  for (const { target, page } of results) {
    lines.push(
      `| ${target.label} | ${page ? int(Buffer.byteLength(page.body)) : "-"} | ${header(page, "x-nextjs-cache")} | ${header(page, "cache-control")} |`,
    );
  }
  return lines.join("\n");
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const info = runInfo();
  await ensureBuild(WEB_DIR);
  const server = startNextServer({
    port: await freePort(REQUESTED_PORT, FIRST_PORT),
    ...(WEB_DIR ? { webDir: WEB_DIR } : {}),
  });
  const { port } = server;
  // Registered after the server: clean-ups run last first, so the load stops before the server.
  onInterrupt(stopLoad);
  try {
    await server.waitUntilReady(demoDataSeeded(port, SITES[0]!.slug), READY_TIMEOUT_MS);
    console.log("Warming and checking pages.");

    const checked: Measured[] = [];
    for (const target of await targets(port)) {
      if (isInterrupted()) return 130;
      checked.push(await warmAndCheck(port, target));
    }

    await warmServer(port, checked);
    const results: Measured[] = [];
    for (const entry of checked) {
      if (isInterrupted()) return 130;
      if (!entry.failure)
        console.log(
          `Benchmarking ${entry.target.label}: ${WARMUP} s warm-up, ${DURATION} s, ${CONNECTIONS} connections.`,
        );
      results.push(await measure(port, entry));
    }

    if (isInterrupted()) return 130;
    const firstSite = SITES[0]!;
    const vehicle = results.find((r) => r.target.label === `${firstSite.slug} vehicle`);
    const search = results.find((r) => r.target.label === `${firstSite.slug} search`);
    let writes = "";
    if (WRITES > 0 && vehicle && search && !vehicle.failure && !search.failure) {
      console.log(`First renders after ${WRITES} stock writes on ${firstSite.slug}.`);
      writes = writeTable(
        await firstRendersAfterWrites(port, firstSite, vehicle.target, search.target),
      );
    }
    const summary = table(results);
    const failures = results.filter((r) => r.failure);
    console.log(`\n${summary}\n`);
    console.log(`Responses as checked before benchmarking:\n\n${responseTable(results)}\n`);
    if (writes) console.log(`${writes}\n`);
    console.log(`Machine: ${info.machine}`);
    console.log(`Command: ${info.command}`);
    console.log(`Method: ${METHOD}; req/s is the per-second average.`);

    if (failures.length) {
      console.error(
        `\n${failures.length} target(s) failed; a benchmark of error pages is meaningless:`,
      );
      for (const { target, failure } of failures) console.error(`  ${target.label}: ${failure}`);
      console.error(`\nLast server output:\n${server.logTail()}`);
      if (args.write) console.error("docs/performance-log.md left unchanged.");
      return 1;
    }

    if (args.write) {
      await writePerformanceSection(
        PAGES_SECTION,
        SECTION_TITLE,
        [
          runPreamble(
            info,
            `${METHOD}. req/s is the per-second average; the ratios are the page's req/s and p99 divided by the static file's.`,
          ),
          "",
          summary,
          "",
          "Response headers of each target, as checked before benchmarking:",
          "",
          responseTable(results),
          ...(writes
            ? [
                "",
                `First request of a page after a stock write (the car's price changed through the platform API, ${WRITES} times, 1 s apart; one request at a time):`,
                "",
                writes,
              ]
            : []),
        ].join("\n"),
      );
    }
    return 0;
  } finally {
    await server.close();
  }
}

runBench(main, { detail: "message" });
