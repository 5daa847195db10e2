import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MEMORY_ONLY_TAG } from "../../../cache/error-answer.mjs";
import LocalCacheHandler from "../../../cache/local-cache-handler.mjs";
import { NEXT_CACHE_TAGS_HEADER, nodeFs } from "../next-internals.mjs";
import { createTagWrites, type TagWrites } from "./tag-writes.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function handler() {
  // Next keeps the data cache beside it (`{serverDistDir}/../cache/fetch-cache`): both in here.
  const folder = mkdtempSync(path.join(tmpdir(), "forecourt-cache-"));
  folders.push(folder);
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
  return { cache, files };
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
