import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  utimesSync,
} from "node:fs";
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { forgetCacheScope, publishCacheScope } from "../../../cache/database-scope.mjs";
import { cacheFolders, createDiskCap, diskCapFor } from "../../../cache/disk-cap.mjs";
import LocalCacheHandler from "../../../cache/local-cache-handler.mjs";
import { FileSystemCache, nodeFs } from "../next-internals.mjs";

const KB = 1024;
/** The database the handlers' entries belong to: their files are kept under its id. */
const DATABASE = "0b7e4a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b-16384";
const folders: string[] = [];
beforeEach(() => publishCacheScope({ databaseId: DATABASE, expiries: [] }));
afterEach(() => {
  forgetCacheScope();
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function serverDistDir() {
  const folder = mkdtempSync(path.join(tmpdir(), "forecourt-disk-cap-"));
  folders.push(folder);
  return path.join(folder, "server");
}

/** A handler whose disk cap is `capKb` (PAGE_CACHE_DISK_MB, read when its folder is first written). */
function handlerWithCap(capKb: number) {
  vi.stubEnv("PAGE_CACHE_DISK_MB", String(capKb / KB));
  const distDir = serverDistDir();
  const cache = new LocalCacheHandler({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir: distDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 10_000_000,
  });
  return { cache, distDir, settled: () => diskCapFor(distDir).settled() };
}

/** Bytes of the files under the page and data cache folders, walked from scratch. */
function bytesOnDisk(distDir: string) {
  let bytes = 0;
  for (const folder of Object.values(cacheFolders(distDir))) {
    if (!existsSync(folder)) continue;
    for (const name of readdirSync(folder, { recursive: true, encoding: "utf8" })) {
      const stats = statSync(path.join(folder, name));
      if (stats.isFile()) bytes += stats.size;
    }
  }
  return bytes;
}

/** What Next keys a page under: its route's hash, then its path (route-cache-key.js). */
const pageKey = (n: number) => `/route-cache/app-page/${"a".repeat(64)}/$/sites/demo/cars/car-${n}`;
const pageFile = (distDir: string, n: number, suffix: string) =>
  path.join(
    distDir,
    "route-cache",
    DATABASE,
    `${pageKey(n).slice("/route-cache/".length)}${suffix}`,
  );
const page = (n: number) => ({
  kind: "APP_PAGE",
  html: `<p>car ${n}</p>${"x".repeat(20 * KB)}`,
  rscData: Buffer.alloc(2 * KB, 1),
  headers: {},
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const pageCtx = { cacheControl: { revalidate: 3600, expire: 31_536_000 }, isFallback: false };
const readPage = { kind: "APP_PAGE", isFallback: false };
const query = (n: number) => ({
  kind: "FETCH",
  data: { headers: {}, body: JSON.stringify(["row".repeat(2 * KB), n]), status: 200, url: "" },
  revalidate: 604_800,
});

/** Next's in-memory copy of the cache, shared by every handler of the process. */
function dropFromMemory(key: string) {
  const shared = FileSystemCache as unknown as { memoryCache?: { remove(key: string): void } };
  shared.memoryCache?.remove(key);
}

describe("the embedded page cache's disk cap", () => {
  it("keeps the pages and query data under the cap, removing those written longest ago", async () => {
    const capKb = 200;
    const { cache, distDir, settled } = handlerWithCap(capKb);
    for (let n = 0; n < 30; n += 1) {
      await cache.set(pageKey(n), page(n), pageCtx);
      await cache.set(`query-${n}`, query(n), { fetchCache: true, tags: ["site:1:cars"] });
      await settled();
      expect(bytesOnDisk(distDir)).toBeLessThanOrEqual(capKb * KB);
    }
    // 30 pages and queries took about 850 KB; the cap held by removing the oldest whole.
    expect(diskCapFor(distDir).totalBytes()).toBe(bytesOnDisk(distDir));
    for (const suffix of [".html", ".meta", ".rsc"]) {
      expect(existsSync(pageFile(distDir, 0, suffix))).toBe(false);
    }
    expect(existsSync(path.join(cacheFolders(distDir).data, DATABASE, "query-0"))).toBe(false);

    // The newest are still on disk, under the database's id, and read from there.
    expect(existsSync(pageFile(distDir, 29, ".html"))).toBe(true);
    expect(existsSync(path.join(cacheFolders(distDir).data, DATABASE, "query-29"))).toBe(true);
    dropFromMemory(pageKey(29));
    const newest = (await cache.get(pageKey(29), readPage)) as { value?: { html?: string } };
    expect(newest?.value?.html).toContain("car 29");
    dropFromMemory("query-29");
    expect(await cache.get("query-29", { kind: "FETCH", tags: ["site:1:cars"] })).not.toBeNull();
  });

  it("turns a removed page into a miss, unless the memory cache still has it", async () => {
    const { cache, distDir, settled } = handlerWithCap(60);
    for (let n = 0; n < 4; n += 1) await cache.set(pageKey(n), page(n), pageCtx);
    await settled();
    expect(existsSync(pageFile(distDir, 0, ".html"))).toBe(false);

    // Still in the memory cache: served from there.
    const kept = (await cache.get(pageKey(0), readPage)) as { value?: { html?: string } };
    expect(kept?.value?.html).toContain("car 0");
    // Gone from both: a miss, not an error, so the next request renders the page again.
    dropFromMemory(pageKey(0));
    expect(await cache.get(pageKey(0), readPage)).toBeNull();
  });

  it("does not count a page kept in memory only", async () => {
    const { cache, distDir, settled } = handlerWithCap(60);
    for (let n = 0; n < 10; n += 1)
      await cache.set(pageKey(n), { ...page(n), status: 404 }, pageCtx);
    await settled();
    expect(bytesOnDisk(distDir)).toBe(0);
    expect(diskCapFor(distDir).totalBytes()).toBe(0);
  });
});

describe("the disk cap over files already there", () => {
  it("counts them at the first write and removes the oldest, never the build's own files", async () => {
    const distDir = serverDistDir();
    const { pages, data } = cacheFolders(distDir);
    const built = path.join(distDir, "app", "sites", "demo.html");
    const write = (file: string, bytes: number, ageSeconds: number) => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, Buffer.alloc(bytes));
      const at = Date.now() / 1000 - ageSeconds;
      utimesSync(file, at, at);
    };
    write(built, 50 * KB, 900);
    // An old page with its sidecars and a segment, an old query, a newer page.
    write(path.join(pages, "old.html"), 10 * KB, 600);
    write(path.join(pages, "old.meta"), 1 * KB, 600);
    write(path.join(pages, "old.rsc"), 5 * KB, 600);
    write(path.join(pages, "old.segments", "_tree.segment.rsc"), 2 * KB, 600);
    write(path.join(data, "old-query"), 10 * KB, 500);
    write(path.join(pages, "newer.html"), 10 * KB, 100);
    write(path.join(pages, "newer.meta"), 1 * KB, 100);

    const cap = createDiskCap({ serverDistDir: distDir, capBytes: 40 * KB });
    write(path.join(pages, "new.html"), 10 * KB, 0);
    cap.noteWritten(path.join(pages, "new.html"));
    await cap.settled();

    // 49 KB over a 40 KB cap: the old page (18 KB) goes, which is under 36 KB (90%).
    expect(existsSync(path.join(pages, "old.html"))).toBe(false);
    expect(existsSync(path.join(pages, "old.segments"))).toBe(false);
    expect(existsSync(path.join(data, "old-query"))).toBe(true);
    expect(existsSync(path.join(pages, "newer.html"))).toBe(true);
    expect(existsSync(built)).toBe(true);
    expect(cap.totalBytes()).toBe(bytesOnDisk(distDir));
    expect(cap.totalBytes()).toBe(31 * KB);

    // A write outside the two folders is not counted.
    cap.noteWritten(built);
    await cap.settled();
    expect(cap.totalBytes()).toBe(31 * KB);
  });
});

describe("a page written again", () => {
  it("counts once, as the newest", async () => {
    const distDir = serverDistDir();
    const { pages } = cacheFolders(distDir);
    const cap = createDiskCap({ serverDistDir: distDir, capBytes: 35 * KB });
    const write = (name: string) => {
      mkdirSync(pages, { recursive: true });
      writeFileSync(path.join(pages, `${name}.html`), Buffer.alloc(10 * KB));
      cap.noteWritten(path.join(pages, `${name}.html`));
    };
    write("first");
    write("second");
    write("first");
    write("third");
    await cap.settled();
    expect(cap.totalBytes()).toBe(30 * KB);

    write("fourth");
    await cap.settled();
    expect(existsSync(path.join(pages, "second.html"))).toBe(false);
    expect(existsSync(path.join(pages, "first.html"))).toBe(true);
    expect(cap.totalBytes()).toBe(30 * KB);
  });
});
