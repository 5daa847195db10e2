import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  forgetCacheScope,
  noteTagExpiries,
  publishCacheScope,
} from "../../../cache/database-scope.mjs";
import { MEMORY_ONLY_TAG } from "../../../cache/error-answer.mjs";
import LocalCacheHandler from "../../../cache/local-cache-handler.mjs";
import { FileSystemCache, NEXT_CACHE_TAGS_HEADER, nodeFs } from "../next-internals.mjs";
import { createTagWrites, type TagWrites } from "./tag-writes.ts";

const DATABASE_A = "0b7e4a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b-16384";
const DATABASE_B = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a-16384";

const folders: string[] = [];
beforeEach(() => publishCacheScope({ databaseId: DATABASE_A, expiries: [] }));
afterEach(() => {
  forgetCacheScope();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function handler(folder = mkdtempSync(path.join(tmpdir(), "forecourt-cache-"))) {
  // Next keeps the data cache beside it (`{serverDistDir}/../cache/fetch-cache`): both in here.
  if (!folders.includes(folder)) folders.push(folder);
  const serverDistDir = path.join(folder, "server");
  const cache = new LocalCacheHandler({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 10_000_000,
  });
  const files = () =>
    readdirSync(folder, { recursive: true, encoding: "utf8" }).filter(
      (f) => /\.(html|rsc|meta)$/.test(f) || /fetch-cache[/\\]./.test(f),
    );
  return { cache, files, folder };
}

/** Next's in-memory copy of the cache, shared by every handler of the process. */
type MemoryCopy = Iterable<[string, unknown]> & { remove(key: string): void };

/** A new server process on the same folder: Next's memory copy (one per process) is gone. */
function restarted(folder: string) {
  const memory = (FileSystemCache as unknown as { memoryCache?: MemoryCopy }).memoryCache;
  for (const [key] of [...(memory ?? [])]) memory?.remove(key);
  return handler(folder);
}

const page = (status: number) => ({
  kind: "APP_PAGE",
  html: `<p>${status}</p>`,
  rscData: Buffer.from("rsc"),
  headers: {},
  status,
  postponed: undefined,
  segmentData: undefined,
});
const ctx = { cacheControl: { revalidate: 3600, expire: 31_536_000 }, isFallback: false };

describe("the embedded page cache", () => {
  it("writes a page to disk, but keeps a not-found answer in memory only", async () => {
    const { cache, files } = handler();
    await cache.set("/sites/demo/cars/real-car", page(200), ctx);
    expect(files().length).toBeGreaterThan(0);
    const before = files();

    await cache.set("/sites/demo/cars/made-up-1", page(404), ctx);
    await cache.set("/sites/unknown-host.example/anything", page(404), ctx);
    expect(files()).toEqual(before);
    // Still answered from memory, so a repeated junk URL is not rendered again.
    const kept = (await cache.get("/sites/demo/cars/made-up-1", {
      kind: "APP_PAGE",
      isFallback: false,
    })) as { value?: { status?: number } } | null;
    expect(kept?.value?.status).toBe(404);

    // The next real page is written again: the memory-only switch is per call.
    await cache.set("/sites/demo/cars/another-real-car", page(200), ctx);
    expect(files().length).toBeGreaterThan(before.length);
  });

  it("keeps a search query's page and data in memory only, however many there are", async () => {
    const { cache, files } = handler();
    await cache.set("/sites/demo/search/used", page(200), ctx);
    const before = files();
    for (let n = 0; n < 200; n += 1) {
      const filtered = {
        ...page(200),
        headers: { [NEXT_CACHE_TAGS_HEADER]: `site:1:cars,${MEMORY_ONLY_TAG}` },
      };
      await cache.set(`/sites/demo/search/used/price/${n}000-${n + 1}000`, filtered, ctx);
      await cache.set(
        `query-${n}`,
        { kind: "FETCH", data: { headers: {}, body: "[]", status: 200 }, revalidate: 3600 },
        { fetchCache: true, tags: ["site:1:cars", MEMORY_ONLY_TAG] },
      );
    }
    expect(files()).toEqual(before);
    const kept = (await cache.get("/sites/demo/search/used/price/5000-6000", {
      kind: "APP_PAGE",
      isFallback: false,
    })) as { value?: { status?: number } } | null;
    expect(kept?.value?.status).toBe(200);
  });
});

const query = (body: string) => ({
  kind: "FETCH",
  data: { headers: {}, body, status: 200, url: "" },
  revalidate: 604_800,
});
const queryCtx = (tags: string[]) => ({ fetchCache: true, tags });
const readQuery = (tags: string[]) => ({ kind: "FETCH", tags, softTags: [] });

describe("a write's expiry in the embedded cache", () => {
  afterEach(() => vi.restoreAllMocks());

  it("hides the old entry at once, even when the process clock lags the wall clock", async () => {
    const { cache } = handler();
    const tag = `site:9:search-slugs:${Math.random()}`;
    await cache.set("listing-lag", query('["old"]'), queryCtx([tag]));
    expect(await cache.get("listing-lag", readQuery([tag]))).not.toBeNull();

    // The wall clock stepped a minute ahead of the clock Next started with.
    const lagging = performance.now() - 60_000;
    vi.spyOn(performance, "now").mockReturnValue(lagging);
    await cache.revalidateTag([tag], { expire: 0 });

    expect(await cache.get("listing-lag", readQuery([tag]))).toBeNull();
  });

  it("counts an entry stored in the same millisecond as the expiry as older than the write", async () => {
    const { cache } = handler();
    const tag = `site:9:cars:${Math.random()}`;
    vi.spyOn(Date, "now").mockReturnValue(Date.now());
    await cache.set("listing-same-ms", query('["old"]'), queryCtx([tag]));
    await cache.revalidateTag([tag], { expire: 0 });

    expect(await cache.get("listing-same-ms", readQuery([tag]))).toBeNull();
  });

  it("keeps serving entries stored after the expiry, and those of other tags", async () => {
    const { cache } = handler();
    const tag = `site:9:cars:${Math.random()}`;
    const other = `site:8:cars:${Math.random()}`;
    await cache.set("other-site", query('["kept"]'), queryCtx([other]));
    await cache.revalidateTag([tag], { expire: 0 });
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.set("listing-after", query('["new"]'), queryCtx([tag]));

    expect(await cache.get("listing-after", readQuery([tag]))).not.toBeNull();
    expect(await cache.get("other-site", readQuery([other]))).not.toBeNull();
  });

  it("hides a page whose tag a write expired", async () => {
    const { cache } = handler();
    const tag = `site:9:cars:${Math.random()}`;
    const tagged = { ...page(200), headers: { "x-next-cache-tags": `other,${tag}` } };
    await cache.set("/sites/demo/search", tagged, ctx);
    const pageCtx = { kind: "APP_PAGE", isFallback: false };
    expect(await cache.get("/sites/demo/search", pageCtx)).not.toBeNull();

    vi.spyOn(performance, "now").mockReturnValue(performance.now() - 60_000);
    await cache.revalidateTag([tag], { expire: 0 });
    expect(await cache.get("/sites/demo/search", pageCtx)).toBeNull();
  });
});

describe("a page whose render a write overtook", () => {
  const holder = globalThis as typeof globalThis & { __forecourtTagWrites?: TagWrites };
  const saved = holder.__forecourtTagWrites;
  afterEach(() => {
    holder.__forecourtTagWrites = saved;
  });

  const pathTags = ["_N_T_/layout", "_N_T_/sites/demo/cars/ute"];
  const pageCtx = { kind: "APP_PAGE", isFallback: false };

  it("is not stored when the write came after its render began reading, and is when before", async () => {
    const { cache } = handler();
    const writes = createTagWrites();
    holder.__forecourtTagWrites = writes;
    const tag = `site:9:cars:${Math.random()}`;
    const rendered = {
      ...page(200),
      headers: { "x-next-cache-tags": [...pathTags, tag].join(",") },
    };

    // Rendered from rows read before a stock write, stored after it: not kept.
    writes.noteRenderRead(pathTags);
    await new Promise((resolve) => setTimeout(resolve, 2));
    writes.note([tag]);
    await cache.set("/sites/demo/cars/ute", rendered, ctx);
    expect(await cache.get("/sites/demo/cars/ute", pageCtx)).toBeNull();

    // Rendered again after the write: kept.
    await new Promise((resolve) => setTimeout(resolve, 2));
    writes.noteRenderRead(pathTags);
    await cache.set("/sites/demo/cars/ute", rendered, ctx);
    expect(await cache.get("/sites/demo/cars/ute", pageCtx)).not.toBeNull();
  });
});

describe("the embedded cache across a restart and a change of database", () => {
  const pageCtx = { kind: "APP_PAGE", isFallback: false };
  const tagged = (html: string, tag: string) => ({
    ...page(200),
    html,
    headers: { [NEXT_CACHE_TAGS_HEADER]: `_N_T_/layout,${tag}` },
  });
  const htmlOf = (entry: unknown) => (entry as { value?: { html?: string } } | null)?.value?.html;

  it("reads and stores nothing until the server knows its database", async () => {
    const { cache, files } = handler();
    await cache.set("/route-cache/sites/demo/cars/ute", page(200), ctx);
    forgetCacheScope();
    expect(await cache.get("/route-cache/sites/demo/cars/ute", pageCtx)).toBeNull();
    const before = files();
    await cache.set("/route-cache/sites/demo/cars/van", page(200), ctx);
    await cache.set("query-unknown", query('["x"]'), queryCtx(["site:1:cars"]));
    expect(files()).toEqual(before);
  });

  it("does not serve after a restart a page or query stored before a recorded expiry of its tag", async () => {
    const tag = `site:9:cars:${Math.random()}`;
    const other = `site:8:cars:${Math.random()}`;
    const { cache, folder } = handler();
    await cache.set("/route-cache/sites/demo/cars/ute", tagged("ute at $19,990", tag), ctx);
    await cache.set("/route-cache/sites/demo/cars/van", tagged("van at $9,990", other), ctx);
    await cache.set("listing", query('["old"]'), queryCtx([tag]));
    // The write's expiry, recorded in the database; the process then stops.
    const expiredAt = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 3));

    publishCacheScope({ databaseId: DATABASE_A, expiries: [[tag, expiredAt]] });
    const again = restarted(folder).cache;
    expect(await again.get("/route-cache/sites/demo/cars/ute", pageCtx)).toBeNull();
    expect(await again.get("listing", readQuery([tag]))).toBeNull();
    expect(htmlOf(await again.get("/route-cache/sites/demo/cars/van", pageCtx))).toBe(
      "van at $9,990",
    );

    // Rendered again after the expiry: served.
    await again.set("/route-cache/sites/demo/cars/ute", tagged("ute at $18,990", tag), ctx);
    expect(htmlOf(await again.get("/route-cache/sites/demo/cars/ute", pageCtx))).toBe(
      "ute at $18,990",
    );
    // A later write of this process counts as soon as it is noted.
    noteTagExpiries([tag], Date.now() + 1);
    expect(await again.get("/route-cache/sites/demo/cars/ute", pageCtx)).toBeNull();
  });

  it("started on another database, reads none of the first's pages or queries, and back on the first, reads them again", async () => {
    const { cache, folder } = handler();
    await cache.set("/route-cache/sites/demo", tagged("Alpha Motors", "site:1"), ctx);
    await cache.set("site-settings-1", query('{"name":"Alpha Motors"}'), queryCtx(["site:1"]));

    publishCacheScope({ databaseId: DATABASE_B, expiries: [] });
    const other = restarted(folder).cache;
    expect(await other.get("/route-cache/sites/demo", pageCtx)).toBeNull();
    expect(await other.get("site-settings-1", readQuery(["site:1"]))).toBeNull();
    await other.set("/route-cache/sites/demo", tagged("Bravo Motors", "site:1"), ctx);
    expect(htmlOf(await other.get("/route-cache/sites/demo", pageCtx))).toBe("Bravo Motors");

    publishCacheScope({ databaseId: DATABASE_A, expiries: [] });
    const first = restarted(folder).cache;
    expect(htmlOf(await first.get("/route-cache/sites/demo", pageCtx))).toBe("Alpha Motors");
    expect(await first.get("site-settings-1", readQuery(["site:1"]))).not.toBeNull();
  });
});
