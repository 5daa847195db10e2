import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { redisPageHandler } from "../../../cache/cache-handler.mjs";
import { stampReadTime } from "../../../cache/entry-read-time.mjs";
import { createTagWrites, type TagWrites } from "./tag-writes.ts";

// Its own database index, flushed before and after: nothing else uses 9.
const REDIS_URL = "redis://127.0.0.1:6379/9";
const JUNK_URLS = 1_000;

const client = createClient({ url: REDIS_URL, disableOfflineQueue: true });
/** Another server's connection to the same cache. */
const otherClient = createClient({ url: REDIS_URL, disableOfflineQueue: true });
const keyPrefix = "forecourt:next:test-build:";
const handler = redisPageHandler({ client, keyPrefix });
const otherServer = redisPageHandler({ client: otherClient, keyPrefix });

beforeAll(async () => {
  await Promise.all([client.connect(), otherClient.connect()]);
  await client.flushDb();
});
afterAll(async () => {
  await client.flushDb();
  client.destroy();
  otherClient.destroy();
});

const entry = (status: number, path: string) => ({
  lastModified: Date.now(),
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
  tags: [`site:demo`, `_N_T_${path}`],
  value: {
    kind: "APP_PAGE",
    html: `<p>${status}</p>`,
    rscData: Buffer.from("rsc"),
    headers: {},
    status,
  },
});

describe("the page cache on Redis", () => {
  it(`stores a page, and ${JUNK_URLS} unique junk URLs add no key`, async () => {
    await handler.set("/sites/demo/cars/real-car", entry(200, "/cars/real-car"));
    const cached = await handler.get("/sites/demo/cars/real-car", { implicitTags: [] });
    expect((cached?.value as { status?: number } | undefined)?.status).toBe(200);
    const keys = await client.dbSize();
    const tagged = await client.hLen(`${keyPrefix}__sharedTags__`);
    expect(keys).toBeGreaterThan(0);

    for (let n = 0; n < JUNK_URLS; n += 1) {
      const path = `/cars/made-up-${n}-${Math.random().toString(36).slice(2)}`;
      await handler.set(`/sites/demo${path}`, entry(404, path));
    }
    expect(await client.dbSize()).toBe(keys);
    expect(await client.hLen(`${keyPrefix}__sharedTags__`)).toBe(tagged);

    // The next real page is stored again.
    await handler.set("/sites/demo/cars/another-car", entry(200, "/cars/another-car"));
    expect(await client.dbSize()).toBe(keys + 1);
  });
});

/**
 * The cache's connection, except that every EXPIREAT fails as a command past its 1 s timeout
 * does on a loaded server (the abort signal ends it; whether Redis ran it is unknown).
 */
function withLostExpiries(inner: typeof client): typeof client {
  const lostExpiries = (scoped: object) =>
    new Proxy(scoped, {
      get(target, name) {
        if (name === "expireAt")
          return () => Promise.reject(new Error("The operation was aborted"));
        const value = Reflect.get(target, name) as unknown;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return new Proxy(inner, {
    get(target, name) {
      if (name === "withAbortSignal") {
        return (signal: AbortSignal) => lostExpiries(target.withAbortSignal(signal));
      }
      const value = Reflect.get(target, name) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("a page's key in Redis", () => {
  it("is written with its lifetime: a lost expiry command leaves no key that never ends", async () => {
    const loaded = redisPageHandler({ client: withLostExpiries(client), keyPrefix });
    const key = "/sites/demo/cars/lifetime";
    await loaded.set(key, entry(200, "/cars/lifetime")).catch(() => undefined);
    // -1: the key exists without a lifetime (as 3 query keys did after a long run at load 30).
    const ttl = await client.ttl(keyPrefix + key);
    expect(ttl).not.toBe(-1);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(3600);
  });
});

describe("the page cache on Redis, with a write on another server", () => {
  const holder = globalThis as typeof globalThis & { __forecourtTagWrites?: TagWrites };
  const saved = holder.__forecourtTagWrites;
  afterEach(() => {
    holder.__forecourtTagWrites = saved;
  });

  const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
  const pathTags = ["_N_T_/layout", "_N_T_/sites/demo/cars/ute"];
  const pageEntry = () => ({
    lastModified: Date.now(),
    lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
    tags: [...pathTags, "site:demo:cars"],
    value: { kind: "APP_PAGE", html: "<p>$21,990</p>", rscData: Buffer.from("rsc"), headers: {} },
  });
  const queryEntry = (readAt: number) => ({
    lastModified: Date.now(),
    lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
    tags: ["site:demo:cars"],
    value: {
      kind: "FETCH",
      data: { headers: {}, body: JSON.stringify(stampReadTime(readAt, "[21990]")), status: 200 },
      revalidate: 3600,
    },
  });

  it("does not serve a page or query read before that write, though stored after it", async () => {
    holder.__forecourtTagWrites = createTagWrites();
    // This server begins a render and a query; the write lands on the other server meanwhile.
    holder.__forecourtTagWrites.noteRenderRead(pathTags);
    const readAt = Date.now();
    await tick();
    await otherServer.revalidateTag("site:demo:cars");
    await tick();
    await handler.set("/sites/demo/cars/ute", pageEntry());
    await handler.set("query:ute", queryEntry(readAt));

    expect(await handler.get("/sites/demo/cars/ute", { implicitTags: [] })).toBeNull();
    expect(await handler.get("query:ute", { implicitTags: [] })).toBeNull();
    expect(await otherServer.get("/sites/demo/cars/ute", { implicitTags: [] })).toBeNull();
  });

  it("serves a page and a query read after the write", async () => {
    holder.__forecourtTagWrites = createTagWrites();
    await otherServer.revalidateTag("site:demo:cars");
    // Its entries' deletion, after the expiry answered, is done (below: it would take these too).
    await otherServer.tagSweep.settled();
    await tick();
    holder.__forecourtTagWrites.noteRenderRead(pathTags);
    const readAt = Date.now();
    await handler.set("/sites/demo/cars/ute", pageEntry());
    await handler.set("query:ute", queryEntry(readAt));

    expect(await otherServer.get("/sites/demo/cars/ute", { implicitTags: [] })).not.toBeNull();
    expect(await otherServer.get("query:ute", { implicitTags: [] })).not.toBeNull();
  });
});

describe("an expired tag's entries in Redis", () => {
  const sharedTags = `${keyPrefix}__sharedTags__`;
  const carPage = (site: number, car: string) => ({
    key: `/sites/${site}/cars/${car}`,
    entry: {
      lastModified: Date.now() - 10,
      lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
      tags: [`_N_T_/sites/${site}/cars/${car}`, `site:${site}`, `site:${site}:cars`],
      value: { kind: "APP_PAGE", html: `<p>${car}</p>`, rscData: Buffer.from("rsc"), headers: {} },
    },
  });
  const served = async (server: typeof handler, key: string) =>
    (await server.get(key, { implicitTags: [] })) !== null;

  it("are not served once the expiry answers, and are deleted after it; other sites' stay", async () => {
    const server = redisPageHandler({ client, keyPrefix });
    const pages = [carPage(1, "ute"), carPage(1, "van"), carPage(2, "ute")];
    for (const { key, entry } of pages) await server.set(key, entry);

    await server.revalidateTag("site:1:cars");
    // On the other server, whether the deletion has run yet or not.
    expect(await served(otherServer, "/sites/1/cars/ute")).toBe(false);
    await server.tagSweep.settled();
    expect(await client.exists(`${keyPrefix}/sites/1/cars/van`)).toBe(0);
    expect(Number(await client.hExists(sharedTags, "/sites/1/cars/van"))).toBe(0);
    expect(await served(otherServer, "/sites/2/cars/ute")).toBe(true);
    expect(Number(await client.hExists(sharedTags, "/sites/2/cars/ute"))).toBe(1);
    // Found through the tag's set of keys, now empty; the other site's set is kept.
    expect(await client.sMembers(`${keyPrefix}__tagKeys__:site:1:cars`)).toEqual([]);
    expect(await client.sMembers(`${keyPrefix}__tagKeys__:site:2:cars`)).toEqual([
      "/sites/2/cars/ute",
    ]);

    // What is stored after the deletion is served.
    await server.set(pages[1]!.key, { ...pages[1]!.entry, lastModified: Date.now() + 1 });
    expect(await served(otherServer, "/sites/1/cars/van")).toBe(true);
  });

  it("are deleted for a burst of expiries in two scans", async () => {
    const server = redisPageHandler({ client, keyPrefix });
    const sites = Array.from({ length: 20 }, (_, n) => 100 + n);
    for (const site of sites) {
      const { key, entry } = carPage(site, "wagon");
      await server.set(key, entry);
    }
    await Promise.all(sites.map((site) => server.revalidateTag(`site:${site}:cars`)));
    await server.tagSweep.settled();
    // The first tag's sweep, then one for the 19 expired while it ran.
    expect(server.tagSweep.sweeps).toBe(2);
    for (const site of sites) {
      expect(await client.exists(`${keyPrefix}/sites/${site}/cars/wagon`)).toBe(0);
    }
  });
});
