import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "redis";
import { createPageCache, pageHandlerWithFallback } from "../../../cache/cache-handler.mjs";
import { forgetCacheScope, publishCacheScope } from "../../../cache/database-scope.mjs";
import { createTokenBucketLimiter, perServerShare } from "../http/rate-limit.ts";
import { createRedisRateLimiter } from "../http/redis-rate-limit.ts";

// A Redis of this test's own, stopped and started again: the shared one on 6379 is never touched.
// It keeps its data on disk (append-only file), so what was in it before the outage is there after.
const FIRST_PORT = 6391;
const SERVERS = 2;
const policies = { leads: { burst: 30, perMinute: 30 } };
/** The database the servers opened: createPageCache keeps its entries under its id. */
const DATABASE = "0b7e4a52-1c2d-4e5f-8a9b-0c1d2e3f4a5b-16384";
const keyPrefix = `forecourt:next:outage-test:${DATABASE}:`;
const meta = { implicitTags: [] as string[] };

const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-redis-outage-"));
let port = 0;
let redis: ChildProcess | undefined;

function portFree(candidate: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(candidate, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Gave up waiting: ${what}`);
}

async function startRedis() {
  redis = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--dir", dataDir, "--save", ""].concat([
      "--appendonly",
      "yes",
      "--appendfsync",
      "always",
    ]),
    { stdio: "ignore" },
  );
  await waitFor("redis-server answering", async () => !(await portFree(port)));
}

async function stopRedis() {
  const child = redis;
  redis = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** One web server: its own Redis connection, page cache and rate limits, as the app builds them. */
function webServer() {
  const client = createClient({ url: `redis://127.0.0.1:${port}/0`, disableOfflineQueue: true });
  client.on("error", () => {});
  const pages = pageHandlerWithFallback({ client, keyPrefix, log: () => {} });
  const limits = createRedisRateLimiter(policies, {
    client,
    keyPrefix: "forecourt:outage-test:",
    fallback: createTokenBucketLimiter(perServerShare(policies, SERVERS)),
  });
  return { client, pages, limits };
}

const page = (html: string, tags: string[]) => ({
  lastModified: Date.now(),
  lifespan: { expireAt: Math.floor(Date.now() / 1000) + 3600 },
  tags,
  value: { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {}, status: 200 },
});
const htmlOf = (entry: { value: unknown } | null) =>
  (entry?.value as { html?: string } | undefined)?.html ?? null;

/** Lead posts from one client address, taking turns over the servers; how many were allowed. */
async function leadsAllowed(servers: ReturnType<typeof webServer>[], address: string, n: number) {
  let allowed = 0;
  for (let i = 0; i < n; i += 1) {
    const decision = await servers[i % servers.length]!.limits.consume({
      group: "leads",
      client: address,
    });
    if (decision.isAllowed) allowed += 1;
  }
  return allowed;
}

let servers: ReturnType<typeof webServer>[] = [];

beforeAll(async () => {
  for (let candidate = FIRST_PORT; candidate < FIRST_PORT + 20; candidate += 1) {
    if (await portFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (!port) throw new Error("No free port for a test Redis");
  await startRedis();
  servers = [webServer(), webServer()];
  await Promise.all(servers.map(({ client }) => client.connect()));
}, 20_000);

afterAll(async () => {
  for (const { client } of servers) client.destroy();
  await stopRedis();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a Redis outage", () => {
  it("keeps pages cached per server and limits at each server's share, then recovers", async () => {
    const [a, b] = servers as [ReturnType<typeof webServer>, ReturnType<typeof webServer>];

    // Redis up: one shared limit (30 of 40) and one shared page cache.
    expect(await leadsAllowed(servers, "198.51.100.10", 40)).toBe(30);
    await a.pages.set("/sites/1/cars/ute", page("ute at $21,990", ["site:1:cars"]));
    await a.pages.set("/sites/2/cars/van", page("van", ["site:2:cars"]));
    expect(htmlOf(await b.pages.get("/sites/1/cars/ute", meta))).toBe("ute at $21,990");

    await stopRedis();
    await waitFor("both servers see Redis gone", () => servers.every((s) => !s.client.isReady));

    // Each server allows its share: 15 of 30 each, so 30 over both, not 30 on each.
    expect(await leadsAllowed(servers, "198.51.100.11", 40)).toBe(30);
    expect(await leadsAllowed([a], "198.51.100.12", 20)).toBe(15);

    // Pages rendered meanwhile are cached on the server that rendered them.
    await a.pages.set("/sites/1/cars/wagon", page("wagon", ["site:1:cars"]));
    expect(htmlOf(await a.pages.get("/sites/1/cars/wagon", meta))).toBe("wagon");
    expect(await b.pages.get("/sites/1/cars/wagon", meta)).toBeNull();
    // A write on server a during the outage: its expiry is kept for Redis.
    await a.pages.revalidateTag("site:1:cars");
    expect(await a.pages.get("/sites/1/cars/wagon", meta)).toBeNull();

    await startRedis();
    await waitFor("both servers back on Redis", () => servers.every((s) => s.client.isReady));

    // The page stored before the outage under the tag written during it is not served again;
    // the other site's page is; the shared limit counts again (30 of 40 over both servers).
    await waitFor("the missed expiry reached Redis", async () => {
      return (await b.pages.get("/sites/1/cars/ute", meta)) === null;
    });
    expect(htmlOf(await b.pages.get("/sites/2/cars/van", meta))).toBe("van");
    expect(await leadsAllowed(servers, "198.51.100.13", 40)).toBe(30);
    await b.pages.set("/sites/1/cars/ute", page("ute at $19,990", ["site:1:cars"]));
    expect(htmlOf(await a.pages.get("/sites/1/cars/ute", meta))).toBe("ute at $19,990");
  }, 60_000);

  it("a server that starts while Redis is down answers at once from its own memory, then shares through Redis when it comes", async () => {
    await stopRedis();
    await waitFor("Redis gone", () => servers.every((s) => !s.client.isReady));
    const started = Date.now();
    const lines: string[] = [];
    // The key prefix of the other servers' pages (REDIS_KEY_PREFIX "forecourt:", this build and
    // the database they opened).
    publishCacheScope({ databaseId: DATABASE, expiries: [] });
    const cache = createPageCache({
      url: `redis://127.0.0.1:${port}/0`,
      buildId: "outage-test",
      log: (line) => lines.push(line),
    });
    try {
      await cache.handler.set("/sites/3/cars/bus", page("bus", ["site:3:cars"]));
      expect(htmlOf(await cache.handler.get("/sites/3/cars/bus", meta))).toBe("bus");
      // Before this, a refused first connection held the cache's creation, and every request.
      expect(Date.now() - started).toBeLessThan(2_000);
      expect(cache.client.isReady).toBe(false);

      await startRedis();
      await waitFor("the new server reaches Redis", () => cache.client.isReady, 20_000);
      await waitFor("the others are back", () => servers.every((s) => s.client.isReady));
      await cache.handler.set("/sites/3/cars/coach", page("coach", ["site:3:cars"]));
      expect(htmlOf(await servers[0]!.pages.get("/sites/3/cars/coach", meta))).toBe("coach");
    } finally {
      forgetCacheScope();
      cache.client.destroy();
    }
  }, 60_000);
});
