/**
 * What junk and long-tail URLs add to the page cache: bytes and files on disk (the embedded
 * default) or keys, bytes and lifetimes in Redis (--redis).
 *
 *   node --import tsx bench/cache-bounds.ts [--junk 2000] [--filtered 10000] [--redis]
 *        [--sites harbour-city-motors,...] [--connections 8] [--port 3460]
 *        [--web-dir ../other/apps/web] [--write]
 *
 * Starts `next start` of the existing build on a fresh DATA_DIR (with --redis, on a redis-server
 * of its own, started on the first free port from 6392 and stopped after), waits for the demo data
 * and warms each site's home and default search. Then two phases, each measured as what it added:
 *
 * - junk: --junk requests, in turn a made-up page path, a made-up search slug and a made-up host;
 *   every answer must be a 404.
 * - filtered: --filtered distinct valid filter URLs. Each comes from the search form's query
 *   (price_min / price_max on the 1,000 grid inside the site's price range, each with the site's
 *   sorts) through its 308 to the canonical path, which is then fetched (it must answer 200).
 *
 * On disk: bytes and files added under the build's `.next` (pages and the data cache are kept
 * there). In Redis: keys and `used_memory` added, the longest key lifetime (TTL) and the keys
 * without one. --write puts the table in docs/performance-log.md between the bench:cache-bounds
 * markers.
 *
 * Exits 1 when the target is missed (issue 41): the filter URLs add 50 MB or more per 10,000
 * (disk and Redis together; fewer URLs get the same share per URL), or the junk adds any file or
 * key. The misses are printed after the table.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { createClient } from "redis";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { demoDataSeeded } from "./lib/demo-data-seeded.ts";
import { defaultSearchPath, demoSitesOption } from "./lib/demo-pages.ts";
import { freePort } from "./lib/free-port.ts";
import { loopback } from "./lib/loopback.ts";
import { startNextServer } from "./lib/next-server.ts";
import { onInterrupt } from "./lib/on-interrupt.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { WEB_DIR } from "./lib/paths.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const args = benchArgs(import.meta.url, {
  junk: { type: "string", default: "2000" },
  filtered: { type: "string", default: "10000" },
  redis: { type: "boolean", default: false },
  sites: { type: "string", default: DEMO_SITES.map((site) => site.slug).join(",") },
  connections: { type: "string", default: "8" },
  port: { type: "string" },
  "web-dir": { type: "string" },
});
const JUNK = intOption("junk", args.junk, 0, 1_000_000);
const FILTERED = intOption("filtered", args.filtered, 0, 1_000_000);
const CONNECTIONS = intOption("connections", args.connections, 1, 64);
const SITES = demoSitesOption(args.sites);
const WEB = path.resolve(args["web-dir"] ?? WEB_DIR);
const SORTS = ["", "price-asc", "price-desc", "year-desc", "km-asc"];
const TIMEOUT_MS = 60_000;
/** The target: 10,000 distinct filter URLs add under 50 MB to disk and Redis. */
const FILTERED_BUDGET_BYTES_PER_URL = (50 * 1_048_576) / 10_000;

type Footprint = { bytes: number; files: number; keys: number; redisBytes: number };
type Lifetimes = { longestTtlSeconds: number; withoutTtl: number };
/** What one phase added: requests, files and keys, and bytes on disk and in Redis together. */
type Added = { count: number; files: number; keys: number; bytes: number };

/** Bytes and files under a folder, recursively. */
function diskUsage(folder: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
    const stats = statSync(path.join(folder, entry), { throwIfNoEntry: false });
    if (stats?.isFile()) {
      bytes += stats.size;
      files += 1;
    }
  }
  return { bytes, files };
}

function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });
}

async function startRedis(): Promise<{ url: string; stop: () => void }> {
  let port = 6392;
  while (await portTaken(port)) port += 1;
  const child: ChildProcess = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const stop = () => {
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  onInterrupt(async () => stop());
  for (let tries = 0; tries < 100 && !(await portTaken(port)); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  console.log(`redis-server on port ${port} (pid ${child.pid}).`);
  return { url: `redis://127.0.0.1:${port}/0`, stop };
}

/** Runs `work` over `items` on `connections` at once. */
async function pool<T>(items: Iterable<T>, connections: number, work: (item: T) => Promise<void>) {
  const iterator = items[Symbol.iterator]();
  let failure: unknown;
  const worker = async () => {
    for (let next = iterator.next(); !next.done && !failure; next = iterator.next()) {
      try {
        await work(next.value);
      } catch (error) {
        failure = error;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  if (failure) throw failure;
}

/** The lowest and highest price the search form shows ("$12,450 to $89,990 in these results"). */
function priceRange(html: string): { low: number; high: number } | null {
  const at = html.indexOf("in these results");
  if (at < 0) return null;
  const numbers = [...html.slice(Math.max(0, at - 200), at).matchAll(/\d[\d,]*/g)].map((m) =>
    Number(m[0].replace(/,/g, "")),
  );
  const [low, high] = numbers.slice(-2);
  return low === undefined || high === undefined ? null : { low, high };
}

/** Filter queries on a site's default search: price ranges on the grid, with each sort. */
function* filterQueries(search: string, range: { low: number; high: number }) {
  const low = Math.ceil(range.low / 1_000) * 1_000;
  const high = Math.floor(range.high / 1_000) * 1_000;
  for (let min = low; min < high; min += 1_000) {
    for (let max = high; max > min; max -= 1_000) {
      for (const sort of SORTS) {
        const query = new URLSearchParams({ price_min: String(min), price_max: String(max) });
        if (sort) query.set("sort", sort);
        yield `${search}?${query.toString()}`;
      }
    }
  }
}

/** Taking turns over the sites, so every site gets its share of the filter URLs. */
function* interleaved<T>(lists: Iterator<T>[]) {
  const live = [...lists];
  while (live.length > 0) {
    for (let i = 0; i < live.length;) {
      const next = live[i]!.next();
      if (next.done) live.splice(i, 1);
      else {
        yield next.value;
        i += 1;
      }
    }
  }
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

async function main(): Promise<number> {
  const info = runInfo();
  const port = await freePort(args.port ? Number(args.port) : undefined, 3460);
  const redis = args.redis ? await startRedis() : null;
  const client = redis ? createClient({ url: redis.url }) : null;
  await client?.connect();
  const server = startNextServer({
    port,
    webDir: WEB,
    env: redis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: "bench:" } : {},
  });
  try {
    await server.waitUntilReady(demoDataSeeded(port, SITES[0]!.slug), 900_000);
    const hostOf = (slug: string) => `${slug}.localhost:${port}`;
    const get = (host: string, pathname: string) =>
      loopback(port, { host, path: pathname, timeoutMs: TIMEOUT_MS });

    // Warm-up: each site's home and default search, and its price range.
    const ranges = new Map<string, { low: number; high: number }>();
    for (const site of SITES) {
      await get(hostOf(site.slug), "/");
      const plain = await get(hostOf(site.slug), defaultSearchPath(site));
      const range = priceRange(plain.body);
      if (range) ranges.set(site.slug, range);
    }

    const footprint = async (): Promise<Footprint> => {
      const disk = diskUsage(path.join(WEB, ".next"));
      if (!client) return { ...disk, keys: 0, redisBytes: 0 };
      const memory = /used_memory:(\d+)/.exec(await client.info("memory"))?.[1];
      return { ...disk, keys: await client.dbSize(), redisBytes: Number(memory ?? 0) };
    };
    const lifetimes = async (): Promise<Lifetimes> => {
      let longestTtlSeconds = 0;
      let withoutTtl = 0;
      if (!client) return { longestTtlSeconds, withoutTtl };
      for await (const keys of client.scanIterator({ COUNT: 1_000 })) {
        for (const key of keys) {
          const ttl = await client.ttl(key);
          if (ttl === -1) withoutTtl += 1;
          longestTtlSeconds = Math.max(longestTtlSeconds, ttl);
        }
      }
      return { longestTtlSeconds, withoutTtl };
    };

    const rows: string[] = [];
    const phase = async (name: string, requests: () => Promise<number>): Promise<Added> => {
      const before = await footprint();
      const started = Date.now();
      const count = await requests();
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // writes after the answers
      const after = await footprint();
      const life = await lifetimes();
      const added = after.bytes - before.bytes + (after.redisBytes - before.redisBytes);
      const row = [
        name,
        String(count),
        `${((Date.now() - started) / 1_000).toFixed(0)} s`,
        mb(after.bytes - before.bytes),
        String(after.files - before.files),
        redis ? String(after.keys - before.keys) : "-",
        redis ? mb(after.redisBytes - before.redisBytes) : "-",
        count ? `${((added / count) * 1e-3).toFixed(1)} KB` : "-",
        redis ? `${(life.longestTtlSeconds / 3600).toFixed(1)} h` : "-",
        redis ? String(life.withoutTtl) : "-",
      ];
      rows.push(`| ${row.join(" | ")} |`);
      console.log(row.join("  "));
      return {
        count,
        files: after.files - before.files,
        keys: after.keys - before.keys,
        bytes: added,
      };
    };

    const junk = await phase("junk (404)", async () => {
      const paths = (n: number) => {
        const site = SITES[n % SITES.length]!;
        const tag = `${n}-${Math.random().toString(36).slice(2, 8)}`;
        if (n % 3 === 0) return { host: hostOf(site.slug), path: `/made-up-page-${tag}` };
        if (n % 3 === 1) {
          const base = defaultSearchPath(site).split("/").slice(0, -1).join("/");
          return { host: hostOf(site.slug), path: `${base}/made-up-${tag}` };
        }
        return { host: `junk-${tag}.localhost:${port}`, path: "/" };
      };
      await pool(
        Array.from({ length: JUNK }, (_, n) => paths(n)),
        CONNECTIONS,
        async ({ host, path: pathname }) => {
          const answer = await get(host, pathname);
          if (answer.status !== 404) throw new Error(`${host}${pathname}: ${answer.status}`);
        },
      );
      return JUNK;
    });

    const filtered = await phase("distinct filter URLs", async () => {
      const seen = new Set<string>();
      const queries = interleaved(
        SITES.filter((site) => ranges.has(site.slug)).map((site) =>
          [...filterQueries(defaultSearchPath(site), ranges.get(site.slug)!)]
            .map((query) => ({ host: hostOf(site.slug), query }))
            [Symbol.iterator](),
        ),
      );
      await pool(queries, CONNECTIONS, async ({ host, query }) => {
        if (seen.size >= FILTERED) return;
        const redirect = await get(host, query);
        const location = redirect.headers.location;
        if (redirect.status !== 308 || !location) return;
        const canonical = new URL(location, `http://${host}`).pathname;
        const key = `${host}${canonical}`;
        if (seen.has(key) || seen.size >= FILTERED) return;
        seen.add(key);
        const page = await get(host, canonical);
        if (page.status !== 200) throw new Error(`${key}: ${page.status}`);
      });
      if (seen.size < FILTERED) console.warn(`Only ${seen.size} distinct filter URLs found.`);
      return seen.size;
    });

    const mode = redis ? "Redis (REDIS_URL)" : "the embedded default (files under .next)";
    const table = [
      "| requests | n | took | disk added (MB) | files added | Redis keys added | Redis memory added (MB) | added per request | longest key TTL | keys without TTL |",
      "| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |",
      ...rows,
    ].join("\n");
    await reportTable(
      { name: args.redis ? "cache-bounds-redis" : "cache-bounds", title: "## Cache bounds" },
      runPreamble(
        info,
        `page cache on ${mode}; ${SITES.length} sites warmed (home, default search), then each phase measured as what it added, ${CONNECTIONS} requests at once. Junk: made-up page paths, search slugs and hosts in turn (all 404). Filtered: the search form's price range queries on the 1,000 grid with each sort, followed through their 308 to distinct canonical filter paths (all 200).`,
      ),
      table,
      args.write,
    );

    const budget = filtered.count * FILTERED_BUDGET_BYTES_PER_URL;
    const misses = [
      ...(filtered.count > 0 && filtered.bytes >= budget
        ? [
            `${filtered.count} distinct filter URLs added ${mb(filtered.bytes)} MB to disk and Redis, not under ${mb(budget)} MB (50 MB per 10,000)`,
          ]
        : []),
      ...(junk.files > 0 ? [`${junk.count} junk URLs added ${junk.files} files`] : []),
      ...(junk.keys > 0 ? [`${junk.count} junk URLs added ${junk.keys} Redis keys`] : []),
    ];
    for (const miss of misses) console.error(`Target missed: ${miss}.`);
    if (misses.length === 0)
      console.log(
        `Target met: the filter URLs added under ${mb(budget)} MB, the junk no file or key.`,
      );
    return misses.length === 0 ? 0 : 1;
  } finally {
    await server.close();
    client?.destroy();
    redis?.stop();
  }
}

runBench(main);
