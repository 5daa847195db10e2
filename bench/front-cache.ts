/**
 * The front cache, in one run: the static file, a cached vehicle page and a cached search page,
 * each straight from `next start` and through Varnish, then how long a price change takes to
 * show through Varnish.
 *
 *   node --import tsx bench/front-cache.ts [--port 3500] [--site harbour-city-motors]
 *        [--duration 10] [--connections 20] [--warmup 2] [--writes 10] [--write]
 *
 * Starts deploy/local-cluster.sh (two `next start` on one PostgreSQL database made for the run,
 * Redis, the worker, Varnish on the port after them) on ports from --port; PostgreSQL from
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), Redis from
 * BENCH_REDIS_URL (default redis://127.0.0.1:6379/0) under a key prefix of its own, removed after.
 * Direct targets go to the first server. Every page is checked to be a cache hit (x-nextjs-cache
 * from Next, x-cache from Varnish) before it is measured. A write is a PATCH of the car's price
 * through the second server, timed from sending it to the first request through Varnish that shows
 * the new price. --write puts the tables in docs/performance-log.md between the bench:front-cache
 * markers.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { formatPrice } from "@forecourt/core/locale/format-price";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { measurePage, stopLoad, type AutocannonResult } from "./lib/autocannon.ts";
import { freePort } from "./lib/free-port.ts";
import { startLocalCluster } from "./lib/local-cluster.ts";
import { loopback, type Answer } from "./lib/loopback.ts";
import { ensureBuild } from "./lib/next-build.ts";
import { isInterrupted, onInterrupt } from "./lib/on-interrupt.ts";
import { benchArgs, intOption, LOAD_OPTIONS, loadSettings, runBench } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const SECTION = "front-cache";
const SECTION_TITLE = "## Through the front cache (Varnish)";
const STATIC_PATH = "/static/bench.html";
const FIRST_PORT = 3500;
const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/0";

const args = benchArgs(import.meta.url, {
  port: { type: "string" },
  site: { type: "string", default: "harbour-city-motors" },
  ...LOAD_OPTIONS,
  writes: { type: "string", default: "10" },
});
const siteIndex = DEMO_SITES.findIndex((s) => s.slug === args.site);
if (siteIndex === -1) throw new Error(`--site: unknown demo site "${args.site}"`);
const site = DEMO_SITES[siteIndex]!;
const siteId = siteIndex + 1; // sites are created in demo-data order
const LOAD = loadSettings(args);
const { duration: DURATION, connections: CONNECTIONS, warmup: WARMUP } = LOAD;
const WRITES = intOption("writes", args.writes, 1, 100);
const METHOD = `deploy/local-cluster.sh (two \`next start\` on a fresh PostgreSQL database and Redis, the worker, Varnish 7 with xkey); each target for ${DURATION} s after a ${WARMUP} s warm-up, ${CONNECTIONS} connections, pipelining 1, requests to 127.0.0.1; "direct" is the first \`next start\`, "Varnish" goes through the cache. Then ${WRITES} price PATCHes through the second server, each timed until the first request through Varnish that shows the new price`;

type Target = { label: string; port: number; host: string; path: string; hitHeader: string };
type Measured = { target: Target; page: Answer; result: AutocannonResult };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const get = (port: number, host: string, path: string) =>
  loopback(port, { host, path, timeoutMs: 60_000 });

async function patchPrice(port: number, car: string, price: number): Promise<number> {
  const answer = await loopback(port, {
    host: `localhost:${port}`,
    path: `/api/v1/websites/${siteId}/cars/${car}.json`,
    method: "PATCH",
    headers: { authorization: AUTH, "content-type": "application/json" },
    body: JSON.stringify({ price }),
    timeoutMs: 60_000,
  });
  return answer.status;
}

/** Requests the page until its cache says HIT (bounded), so the measured run is all hits. */
async function warm(target: Target): Promise<Answer> {
  let page = await get(target.port, target.host, target.path);
  for (let i = 0; i < 30 && page.headers[target.hitHeader] !== "HIT"; i += 1) {
    await sleep(300);
    page = await get(target.port, target.host, target.path);
  }
  if (page.status !== 200) throw new Error(`${target.label}: status ${page.status}`);
  if (target.hitHeader !== "-" && page.headers[target.hitHeader] !== "HIT") {
    throw new Error(
      `${target.label}: ${target.hitHeader} is ${String(page.headers[target.hitHeader])}, not HIT`,
    );
  }
  return page;
}

async function measure(target: Target): Promise<Measured> {
  const page = await warm(target);
  console.log(`Benchmarking ${target.label}.`);
  const { result, problems } = await measurePage({
    port: target.port,
    host: target.host,
    path: target.path,
    ...LOAD,
  });
  if (problems.length > 0) throw new Error(`${target.label}: ${problems.join("; ")}`);
  return { target, page, result };
}

/** PATCH through one server, then ask Varnish until the page shows the new price. */
async function timeWrites(patchPort: number, varnish: number, car: string, path: string) {
  const host = `${site.slug}.localhost:${varnish}`;
  const before = await loopback(patchPort, {
    host: `localhost:${patchPort}`,
    path: `/api/v1/websites/${siteId}/cars/${car}.json`,
    headers: { authorization: AUTH },
    timeoutMs: 60_000,
  });
  let price = (JSON.parse(before.body) as { price: number | null }).price ?? 40_000;
  const times: number[] = [];
  for (let i = 0; i < WRITES && !isInterrupted(); i += 1) {
    await warm({ label: "vehicle via Varnish", port: varnish, host, path, hitHeader: "x-cache" });
    price += 13;
    const shown = formatPrice(price).replace(/^\D+/, "");
    const started = performance.now();
    const status = await patchPrice(patchPort, car, price);
    if (status !== 200) throw new Error(`PATCH answered ${status}`);
    let requests = 0;
    for (;;) {
      requests += 1;
      if ((await get(varnish, host, path)).body.includes(shown)) break;
      if (performance.now() - started > 30_000) throw new Error("the new price never showed");
    }
    times.push(performance.now() - started);
    if (requests > 1)
      console.warn(`  write ${i + 1}: ${requests} requests before the new price showed`);
  }
  return times.sort((a, b) => a - b);
}

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

function table(results: Measured[]): string {
  const baseline = results[0]!.result.requests.average;
  const lines = [
    "| target | req/s | p50 ms | p99 ms | ratio to static (direct) | cache header |",
    "| --- | ---: | ---: | ---: | ---: | --- |",
  ];
  for (const { target, page, result } of results) {
    const hit =
      target.hitHeader === "-"
        ? "-"
        : `${target.hitHeader}: ${String(page.headers[target.hitHeader])}`;
    lines.push(
      `| ${target.label} \`${target.path}\` | ${int(result.requests.average)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${(result.requests.average / baseline).toFixed(2)} | ${hit} |`,
    );
  }
  return lines.join("\n");
}

async function main(): Promise<number> {
  const info = runInfo(["BENCH_DATABASE_URL", "BENCH_REDIS_URL"]);
  await ensureBuild();
  const first = await freePort(
    args.port === undefined ? undefined : intOption("port", args.port, 1, 65_535),
    FIRST_PORT,
  );
  const [portA, portB, varnish] = [first, first + 1, first + 2];
  const database = await createScratchDatabase(ADMIN_URL, "forecourt_bench_front");
  const redisPrefix = `bench-front-${randomBytes(4).toString("hex")}:`;
  onInterrupt(stopLoad);
  const cluster = await startLocalCluster({
    webPorts: [portA, portB],
    varnishPort: varnish,
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    env: { REDIS_KEY_PREFIX: redisPrefix, PLATFORM_DOMAIN: "localhost" },
  }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  try {
    const vehicleBase = site.settings.paths?.vehicleBase ?? "/cars";
    const searchPath = `${site.settings.paths?.search ?? "/search"}/${site.settings.search?.defaultSlug ?? "new-used-and-demo-cars"}`;
    const search = await get(portA, `${site.slug}.localhost:${portA}`, searchPath);
    const car = new RegExp(`href="${vehicleBase}/([A-Za-z0-9_-]+)"`).exec(search.body)?.[1];
    if (!car) throw new Error("no car on the default search page");
    const vehiclePath = `${vehicleBase}/${car}`;
    const targets: Target[] = [
      {
        label: "static, direct",
        port: portA,
        host: `localhost:${portA}`,
        path: STATIC_PATH,
        hitHeader: "-",
      },
      {
        label: "static, Varnish",
        port: varnish,
        host: `localhost:${varnish}`,
        path: STATIC_PATH,
        hitHeader: "-",
      },
    ];
    for (const [kind, path] of [
      ["vehicle", vehiclePath],
      ["search", searchPath],
    ] as const) {
      targets.push(
        {
          label: `${kind}, direct`,
          port: portA,
          host: `${site.slug}.localhost:${portA}`,
          path,
          hitHeader: "x-nextjs-cache",
        },
        {
          label: `${kind}, Varnish`,
          port: varnish,
          host: `${site.slug}.localhost:${varnish}`,
          path,
          hitHeader: "x-cache",
        },
      );
    }
    const results: Measured[] = [];
    for (const target of targets) {
      if (isInterrupted()) return 130;
      results.push(await measure(target));
    }
    const writes = await timeWrites(portB, varnish, car, vehiclePath);
    const median = writes[Math.floor(writes.length / 2)]!;
    const worst = writes.at(-1)!;
    const summary = table(results);
    const writeLine = `Write to visible through Varnish (${writes.length} PATCHes through the second server): median ${ms(median)} ms, worst ${ms(worst)} ms.`;
    console.log(
      `\n${summary}\n\n${writeLine}\n\nMachine: ${info.machine}\nCommand: ${info.command}`,
    );
    if (args.write) {
      await writePerformanceSection(
        SECTION,
        SECTION_TITLE,
        [runPreamble(info, `${METHOD}.`), "", summary, "", writeLine].join("\n"),
      );
    }
    return 0;
  } finally {
    await cluster.stop();
    await database.drop();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 1000 })) {
      if (keys.length > 0) await redis.unlink(keys);
    }
    redis.destroy();
  }
}

runBench(main, { detail: "message" });
