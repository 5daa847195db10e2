/**
 * What one read of the embedded page cache costs when it finds its entry (a hit), in this
 * process, without a server: a vehicle page tagged as the storefront tags it, read from Next's
 * memory copy and from disk, with the expiries a database records for 1,000 sites.
 *
 *   node --import tsx bench/cache-hit.ts [--gets 50000] [--handler apps/web/cache/other.mjs]
 *
 * --handler is another version of local-cache-handler.mjs to measure (a copy of an older commit's
 * file put beside it, so its own imports resolve). Prints microseconds per read, the median of
 * five rounds each.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { publishCacheScope } from "../apps/web/cache/database-scope.mjs";
import { FileSystemCache, nodeFs } from "../apps/web/src/server/next-internals.mjs";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { WEB_DIR } from "./lib/paths.ts";

const args = benchArgs(import.meta.url, {
  gets: { type: "string", default: "50000" },
  handler: { type: "string", default: path.join(WEB_DIR, "cache/local-cache-handler.mjs") },
});
const GETS = intOption("gets", args.gets, 1_000, 10_000_000);
const ROUNDS = 5;

type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx: Record<string, unknown>): Promise<void>;
};
type MemoryCopy = Iterable<[string, unknown]> & { remove(key: string): void };

const KEY = `/route-cache/app-page/${"a".repeat(64)}/$/sites/harbour-city-motors/cars/ute`;
const TAGS = [
  "_N_T_/layout",
  "_N_T_/sites/layout",
  "_N_T_/sites/[site]/layout",
  "_N_T_/sites/harbour-city-motors/cars/ute",
  "site:3",
  "site:3:cars",
  "site:3:search-slugs",
  "site-key:harbour-city-motors",
];
const page = {
  kind: "APP_PAGE",
  html: `<p>ute</p>${"x".repeat(36_000)}`,
  rscData: Buffer.alloc(8_000, 1),
  headers: { "x-next-cache-tags": TAGS.join(",") },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
};
const READ = { kind: "APP_PAGE", isFallback: false };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function microsPerGet(cache: Handler, gets: number, beforeEach?: () => void) {
  const rounds: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = process.hrtime.bigint();
    for (let n = 0; n < gets; n += 1) {
      beforeEach?.();
      if (!(await cache.get(KEY, READ))) throw new Error("a miss where a hit was expected");
    }
    rounds.push(Number(process.hrtime.bigint() - started) / 1_000 / gets);
  }
  return median(rounds);
}

async function main(): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), "forecourt-cache-hit-"));
  try {
    // The expiries of 1,000 sites' tags, recorded long before the entry was stored.
    const expiries: [string, number][] = [];
    for (let site = 1; site <= 1_000; site += 1) {
      for (const kind of ["", ":cars", ":search-slugs"]) {
        expiries.push([`site:${site}${kind}`, Date.now() - 60_000]);
      }
    }
    publishCacheScope({ databaseId: "0b7e4a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b-16384", expiries });
    const { default: Handler } = (await import(pathToFileURL(args.handler).href)) as {
      default: new (ctx: Record<string, unknown>) => Handler;
    };
    const cache = new Handler({
      fs: nodeFs,
      dev: false,
      flushToDisk: true,
      serverDistDir: path.join(folder, "server"),
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    });
    await cache.set(KEY, page, { cacheControl: { revalidate: 3600, expire: 31_536_000 } });
    const fromMemory = await microsPerGet(cache, GETS);
    const memory = (FileSystemCache as unknown as { memoryCache?: MemoryCopy }).memoryCache;
    const fromDisk = await microsPerGet(cache, Math.ceil(GETS / 20), () => memory?.remove(KEY));
    console.log(`Handler: ${path.relative(process.cwd(), args.handler)}`);
    console.log(`| read | µs per read (median of ${ROUNDS} rounds) |`);
    console.log(`| --- | ---: |`);
    console.log(`| hit in Next's memory copy (${GETS} reads) | ${fromMemory.toFixed(2)} |`);
    console.log(`| hit on disk (${Math.ceil(GETS / 20)} reads) | ${fromDisk.toFixed(1)} |`);
    return 0;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

runBench(main);
