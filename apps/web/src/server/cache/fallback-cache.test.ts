import { describe, expect, it } from "vitest";
import {
  createLocalPageCache,
  withLocalFallback,
  type PageCacheEntry,
  type PageCacheHandler,
} from "../../../cache/fallback-cache.mjs";

const page = (html: string, tags: string[] = ["site:1:cars"]): PageCacheEntry => ({
  lastModified: Date.now(),
  tags,
  value: { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {}, status: 200 },
});
const meta = { implicitTags: [] as string[] };
const htmlOf = (entry: PageCacheEntry | null) =>
  (entry?.value as { html?: string } | undefined)?.html ?? null;

/** A stand-in for the Redis handler: a Map, failing every call while `down`. */
function fakeShared() {
  const store = new Map<string, PageCacheEntry>();
  const expired: string[] = [];
  const state = { down: false };
  const check = () => {
    if (state.down) throw new Error("The client is closed");
  };
  const handler: PageCacheHandler = {
    name: "redis",
    get: async (key) => (check(), store.get(key) ?? null),
    set: async (key, entry) => {
      check();
      store.set(key, entry);
    },
    revalidateTag: async (tag) => {
      check();
      for (const one of typeof tag === "string" ? [tag] : tag) {
        expired.push(one);
        for (const [key, entry] of store) if (entry.tags?.includes(one)) store.delete(key);
      }
    },
  };
  return { handler, store, expired, state };
}

describe("the page cache while Redis is down", () => {
  it("uses Redis while it answers, and keeps nothing locally then", async () => {
    const shared = fakeShared();
    const local = createLocalPageCache();
    const cache = withLocalFallback(shared.handler, local, { isUp: () => true });
    await cache.set("/a", page("a"));
    expect(shared.store.has("/a")).toBe(true);
    expect(local.size).toBe(0);
    expect(htmlOf(await cache.get("/a", meta))).toBe("a");
  });

  it("serves pages from the local copy when the client is not ready", async () => {
    const shared = fakeShared();
    const local = createLocalPageCache();
    let up = false;
    const cache = withLocalFallback(shared.handler, local, { isUp: () => up });
    await cache.set("/a", page("a"));
    expect(shared.store.size).toBe(0);
    expect(htmlOf(await cache.get("/a", meta))).toBe("a");
    up = true;
    expect(await cache.get("/a", meta)).toBeNull();
  });

  it("falls back when a Redis command fails although the client says it is ready", async () => {
    const shared = fakeShared();
    const local = createLocalPageCache();
    const cache = withLocalFallback(shared.handler, local, { isUp: () => true });
    shared.state.down = true;
    await cache.set("/a", page("a"));
    expect(local.size).toBe(1);
    expect(htmlOf(await cache.get("/a", meta))).toBe("a");
  });

  it("expires a tag locally at once and gives it to Redis when it returns", async () => {
    const shared = fakeShared();
    const local = createLocalPageCache();
    let up = true;
    const cache = withLocalFallback(shared.handler, local, { isUp: () => up });
    await cache.set("/old", page("before the outage"));
    up = false;
    shared.state.down = true;
    await cache.set("/b", page("b"));
    await cache.revalidateTag("site:1:cars");
    expect(await cache.get("/b", meta)).toBeNull();
    expect(cache.pendingTags).toEqual(["site:1:cars"]);
    await cache.set("/c", page("c", ["site:2:cars"]));

    up = true;
    shared.state.down = false;
    await cache.recovered();
    expect(shared.expired).toEqual(["site:1:cars"]);
    expect(shared.store.has("/old")).toBe(false);
    expect(cache.pendingTags).toEqual([]);
    expect(local.size).toBe(0);
  });

  it("keeps the missed expiries when Redis fails again while catching up", async () => {
    const shared = fakeShared();
    const local = createLocalPageCache();
    const cache = withLocalFallback(shared.handler, local, { isUp: () => false });
    await cache.revalidateTag("site:1:cars");
    shared.state.down = true;
    await cache.recovered();
    expect(cache.pendingTags).toEqual(["site:1:cars"]);
  });
});

describe("the local copy", () => {
  it("drops the least recently used entries past its byte cap", async () => {
    const local = createLocalPageCache({ maxBytes: 1_000 });
    const body = "x".repeat(300);
    await local.set("/1", page(body));
    await local.set("/2", page(body));
    await local.get("/1", meta);
    await local.set("/3", page(body));
    await local.set("/4", page(body));
    expect(local.bytes).toBeLessThanOrEqual(1_000);
    expect(await local.get("/2", meta)).toBeNull();
    expect(htmlOf(await local.get("/4", meta))).toBe(body);
  });

  it("serves an entry for a limited time only", async () => {
    let at = 1_000_000;
    const local = createLocalPageCache({ maxAgeMs: 60_000, now: () => at });
    await local.set("/a", page("a"));
    at += 59_000;
    expect(htmlOf(await local.get("/a", meta))).toBe("a");
    at += 2_000;
    expect(await local.get("/a", meta)).toBeNull();
    expect(local.bytes).toBe(0);
  });

  it("hides an entry older than its path's expiry", async () => {
    let at = 1_000_000;
    const local = createLocalPageCache({ now: () => at });
    await local.set("/a", { ...page("a"), lastModified: at });
    at += 10;
    await local.revalidateTag("_N_T_/a");
    expect(await local.get("/a", { implicitTags: ["_N_T_/a"] })).toBeNull();
  });
});
