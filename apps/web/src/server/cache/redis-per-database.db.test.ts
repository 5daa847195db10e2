import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { perDatabase, redisPageHandler } from "../../../cache/cache-handler.mjs";
import type { CacheScope } from "../../../cache/database-scope.mjs";

// Its own database index, flushed before and after: nothing else uses 11.
const REDIS_URL = "redis://127.0.0.1:6379/11";
const BUILD_PREFIX = "forecourt:next:per-database-build:";
const DATABASE_A = "0b7e4a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b-16384";
const DATABASE_B = "9f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a-16384";

const client = createClient({ url: REDIS_URL, disableOfflineQueue: true });

beforeAll(async () => {
  await client.connect();
  await client.flushDb();
});
afterAll(async () => {
  await client.flushDb();
  client.destroy();
});

/** One server of the build on the database `scope` names, as createPageCache builds it. */
const server = (scope: () => CacheScope | null) =>
  perDatabase(
    (databaseId) => redisPageHandler({ client, keyPrefix: `${BUILD_PREFIX}${databaseId}:` }),
    { scope },
  );
const scopeOf = (databaseId: string, expiries: [string, number][] = []): CacheScope => ({
  databaseId,
  expiries: new Map(expiries),
});

const page = (html: string, tags: string[], lastModified = Date.now()) => ({
  lastModified,
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
  tags,
  value: { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {}, status: 200 },
});
const meta = { implicitTags: [] as string[] };
const htmlOf = (entry: unknown) => (entry as { value?: { html?: string } } | null)?.value?.html;

describe("the shared page cache of one build on several databases", () => {
  it("keeps each database's entries apart", async () => {
    const alpha = server(() => scopeOf(DATABASE_A));
    const bravo = server(() => scopeOf(DATABASE_B));
    await alpha.set("/sites/1", page("Alpha Motors", ["site:1"]));
    expect(await bravo.get("/sites/1", meta)).toBeNull();
    await bravo.set("/sites/1", page("Bravo Motors", ["site:1"]));
    expect(htmlOf(await bravo.get("/sites/1", meta))).toBe("Bravo Motors");
    // Another server of the first database shares its entries.
    expect(htmlOf(await server(() => scopeOf(DATABASE_A)).get("/sites/1", meta))).toBe(
      "Alpha Motors",
    );
  });

  it("reads and stores nothing before the server knows its database", async () => {
    const unknown = server(() => null);
    await unknown.set("/sites/2", page("stored nowhere", ["site:2"]));
    expect(await unknown.get("/sites/1", meta)).toBeNull();
    expect(await server(() => scopeOf(DATABASE_A)).get("/sites/2", meta)).toBeNull();
  });

  it("does not serve an entry stored before an expiry recorded in the database that Redis missed", async () => {
    const storedAt = Date.now() - 10_000;
    await server(() => scopeOf(DATABASE_A)).set(
      "/sites/3/cars/ute",
      page("ute at $19,990", ["site:3:cars"], storedAt),
    );
    const recorded = server(() => scopeOf(DATABASE_A, [["site:3:cars", storedAt + 1]]));
    expect(await recorded.get("/sites/3/cars/ute", meta)).toBeNull();
    // Through a path tag too (Next's implicit tags of the page).
    await recorded.set("/sites/3", page("home", ["_N_T_/sites/3"], storedAt));
    const byPath = server(() => scopeOf(DATABASE_A, [["_N_T_/sites/3", storedAt]]));
    expect(await byPath.get("/sites/3", { implicitTags: ["_N_T_/sites/3"] })).toBeNull();
    expect(htmlOf(await server(() => scopeOf(DATABASE_A)).get("/sites/3", meta))).toBe("home");
  });
});
