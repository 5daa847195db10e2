import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { nodeFs } from "next/dist/server/lib/node-fs-methods.js";
import { afterEach, describe, expect, it } from "vitest";
import LocalCacheHandler from "../../../local-cache-handler.mjs";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function handler() {
  const serverDistDir = mkdtempSync(path.join(tmpdir(), "forecourt-cache-"));
  folders.push(serverDistDir);
  const cache = new LocalCacheHandler({
    fs: nodeFs,
    dev: false,
    flushToDisk: true,
    serverDistDir,
    revalidatedTags: [],
    maxMemoryCacheSize: 10_000_000,
  });
  const files = () =>
    readdirSync(serverDistDir, { recursive: true, encoding: "utf8" }).filter((f) =>
      /\.(html|rsc|meta)$/.test(f),
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
});
