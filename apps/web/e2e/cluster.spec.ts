import { randomBytes, randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { count, inArray } from "drizzle-orm";
import { createClient } from "redis";
import { openDatabase } from "@forecourt/db/client";
import { DEMO_SITES, type DemoSite } from "@forecourt/db/demo/demo-sites";
import { leads } from "@forecourt/db/schema";
import { formatPrice } from "@forecourt/core/locale/format-price";
import { startLocalCluster, type LocalCluster } from "../../../bench/lib/local-cluster.ts";
import { loopback } from "../../../bench/lib/loopback.ts";
import { CLUSTER_PORTS } from "./ports.ts";
import { generalEnquiryAnswers } from "./site-form-answers.ts";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "../../../bench/lib/scratch-database.ts";

/**
 * Several servers as docs/deploy.md deploys them (deploy/local-cluster.sh): two `next start` on
 * one PostgreSQL and one Redis, the worker on its own, Varnish with xkey in front. What one
 * server writes, the other serves on the next request; limits are counted once for both; a write
 * purges exactly its own site from Varnish; a server killed under load loses no acknowledged lead.
 */

const POSTGRES_URL = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379/7";
const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;

// Sites are created in demo-data order, so site n has id n.
const SITE_INDEX = 1;
const site: DemoSite = DEMO_SITES[SITE_INDEX]!;
const siteId = SITE_INDEX + 1;
const otherSite: DemoSite = DEMO_SITES[0]!;
const vehicleBase = site.settings.paths?.vehicleBase ?? "/cars";
const searchPath = `${site.settings.paths?.search ?? "/search"}/${site.settings.search?.defaultSlug ?? "new-used-and-demo-cars"}`;

test.describe.configure({ mode: "serial" });
test.setTimeout(600_000);

const get = (port: number, slug: string, path: string, headers: Record<string, string> = {}) =>
  loopback(port, { host: `${slug}.localhost:${port}`, path, headers, timeoutMs: 60_000 });

const send = (port: number, method: "POST", path: string, body: unknown, slug = site.slug) =>
  loopback(port, {
    host: `${slug}.localhost:${port}`,
    path,
    method,
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    timeoutMs: 60_000,
  });

const patchPrice = (port: number, carSlug: string, price: number) =>
  loopback(port, {
    host: `localhost:${port}`,
    path: `/api/v1/websites/${siteId}/cars/${carSlug}.json`,
    method: "PATCH",
    headers: { authorization: AUTH, "content-type": "application/json" },
    body: JSON.stringify({ price }),
    timeoutMs: 60_000,
  });

const carJson = async (port: number, carSlug: string) => {
  const answer = await get(port, site.slug, `/api/v1/websites/${siteId}/cars/${carSlug}.json`, {
    authorization: AUTH,
  });
  expect(answer.status).toBe(200);
  return JSON.parse(answer.body) as { price: number | null };
};

/** A general enquiry its site's form takes (`answers`: what the site's settings ask). */
function lead(n: number, runId: string, answers: Record<string, unknown>) {
  return {
    lead: {
      first_name: "Cluster",
      last_name: "Buyer",
      email: `cluster${n}@example.com`,
      phone: "0412345678",
      category: "General",
      message: `Cluster lead ${n} of run ${runId}`,
      ...answers,
    },
  };
}

type Run = { cluster: LocalCluster; database: ScratchDatabase; redisPrefix: string };

async function startRun(ports: number[], env: Record<string, string>): Promise<Run> {
  const database = await createScratchDatabase(POSTGRES_URL, "forecourt_cluster");
  const redisPrefix = `e2e-cluster-${randomBytes(4).toString("hex")}:`;
  try {
    const cluster = await startLocalCluster({
      webPorts: ports.slice(0, 2),
      varnishPort: ports[2]!,
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      env: { ...env, REDIS_KEY_PREFIX: redisPrefix, PLATFORM_DOMAIN: "localhost" },
    });
    return { cluster, database, redisPrefix };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

async function endRun(run: Run | undefined) {
  if (!run) return;
  await run.cluster.stop();
  await run.database.drop();
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${run.redisPrefix}*`, COUNT: 1000 })) {
    if (keys.length > 0) await redis.unlink(keys);
  }
  redis.destroy();
}

/**
 * The keys of the shared cache's entries carrying `tag`, from its set (apps/web/cache/tag-sweep.mjs),
 * and how many of those entries are stored now.
 */
async function tagEntries(redisPrefix: string, tag: string) {
  const redis = createClient({ url: REDIS_URL });
  await redis.connect();
  const sets: string[] = [];
  for await (const found of redis.scanIterator({
    MATCH: `${redisPrefix}*__tagKeys__:${tag}`,
    COUNT: 1000,
  })) {
    sets.push(...found);
  }
  expect(sets).toHaveLength(1);
  const keyPrefix = sets[0]!.slice(0, sets[0]!.indexOf("__tagKeys__:"));
  const keys = await redis.sMembers(sets[0]!);
  return {
    keys,
    stored: () => redis.exists(keys.map((key) => keyPrefix + key)),
    close: () => redis.close(),
  };
}

test.describe("two servers behind Varnish", () => {
  let run: Run | undefined;
  test.afterAll(async () => endRun(run));

  test("share the cache, the rate limit, and purge exactly the written site", async () => {
    const [portA, portB, varnish] = CLUSTER_PORTS.shared;
    run = await startRun([portA, portB, varnish], {
      // 20 at once, then one a minute: a slow machine's 30 posts cannot outlast the window.
      LEAD_RATE_LIMIT_BURST: "20",
      LEAD_RATE_LIMIT_PER_MINUTE: "1",
    });

    // A car on the site's default search page, its page and JSON cached on server B.
    const search = await get(portB, site.slug, searchPath);
    expect(search.status).toBe(200);
    const carSlug = [
      ...search.body.matchAll(new RegExp(`href="${vehicleBase}/([A-Za-z0-9_-]+)"`, "g")),
    ][0]?.[1];
    expect(carSlug).toBeTruthy();
    const vehiclePath = `${vehicleBase}/${carSlug}`;
    await get(portB, site.slug, vehiclePath);
    expect((await get(portB, site.slug, vehiclePath)).headers["x-nextjs-cache"]).toBe("HIT");
    expect((await get(portB, site.slug, searchPath)).headers["x-nextjs-cache"]).toBe("HIT");
    const before = await carJson(portB, carSlug!);
    const cachedForCars = await tagEntries(run.redisPrefix, `site:${siteId}:cars`);
    expect(cachedForCars.keys.length).toBeGreaterThan(0);
    expect(await cachedForCars.stored()).toBe(cachedForCars.keys.length);

    // A price change through A is on B's vehicle page, search page and car JSON at once.
    const price = (before.price ?? 40_000) + 7;
    const shown = formatPrice(price).replace(/^\D+/, "");
    expect((await get(portB, site.slug, vehiclePath)).body).not.toContain(shown);
    expect((await patchPrice(portA, carSlug!, price)).status).toBe(200);
    // The entries its expiry ends leave Redis after it answered, found through the tag's set.
    await expect.poll(cachedForCars.stored, { timeout: 5_000 }).toBe(0);
    await cachedForCars.close();
    expect((await carJson(portB, carSlug!)).price).toBe(price);
    expect((await get(portB, site.slug, vehiclePath)).body).toContain(shown);
    expect((await get(portB, site.slug, searchPath)).body).toContain(shown);

    // 30 lead posts from one client, alternating between the servers: one limit of 20.
    const runId = randomUUID().slice(0, 8);
    const answers = await generalEnquiryAnswers(portA, siteId, AUTH);
    const statuses: number[] = [];
    for (let n = 0; n < 30; n += 1) {
      statuses.push(
        (await send(n % 2 ? portB : portA, "POST", "/api/leads", lead(n, runId, answers))).status,
      );
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);

    // Through Varnish: both sites' pages cached (its hit header says so).
    const otherPath = "/";
    for (const [slug, path] of [
      [site.slug, vehiclePath],
      [otherSite.slug, otherPath],
    ] as const) {
      await get(varnish, slug, path);
      expect((await get(varnish, slug, path)).headers["x-cache"]).toBe("HIT");
    }
    // A write purges the written site's pages only: the next request shows the new price.
    const price2 = price + 11;
    const shown2 = formatPrice(price2).replace(/^\D+/, "");
    expect((await patchPrice(portA, carSlug!, price2)).status).toBe(200);
    const fresh = await get(varnish, site.slug, vehiclePath);
    expect(fresh.headers["x-cache"]).toBe("MISS");
    expect(fresh.body).toContain(shown2);
    expect((await get(varnish, otherSite.slug, otherPath)).headers["x-cache"]).toBe("HIT");
    // Host-safe: the same path on another host is another cache entry.
    expect((await get(varnish, otherSite.slug, vehiclePath)).body).not.toContain(shown2);
    // An ad's clicks, each with its own click id, are the one stored page, not one each; a
    // query that is not a campaign's is still asked of the servers.
    for (const landing of [
      `${vehiclePath}?gclid=click-1&utm_source=google&utm_medium=cpc`,
      `${vehiclePath}?utm_campaign=spring&fbclid=click-2`,
    ]) {
      const answer = await get(varnish, site.slug, landing);
      expect([landing, answer.headers["x-cache"]]).toEqual([landing, "HIT"]);
      expect(answer.body).toContain(shown2);
    }
    expect((await get(varnish, site.slug, `${vehiclePath}?view=1`)).headers["x-cache"]).not.toBe(
      "HIT",
    );

    // A script through Varnish: the Brotli copy for a browser that takes br, gzip for one that
    // does not, each cached on its own.
    const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(fresh.body)?.[1];
    expect(script).toBeTruthy();
    const asBrotli = { "accept-encoding": "gzip, deflate, br, zstd" };
    const asGzip = { "accept-encoding": "gzip, deflate" };
    const brotli = await get(varnish, site.slug, script!, asBrotli);
    const gzip = await get(varnish, site.slug, script!, asGzip);
    expect([brotli.status, gzip.status]).toEqual([200, 200]);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotli.bytes).toBeLessThan(gzip.bytes);
    expect((await get(varnish, site.slug, script!, asBrotli)).headers).toMatchObject({
      "x-cache": "HIT",
      "content-encoding": "br",
    });
    expect((await get(varnish, site.slug, script!, asGzip)).headers).toMatchObject({
      "x-cache": "HIT",
      "content-encoding": "gzip",
    });
  });

  test("a page one server renders while the other writes is not kept", async () => {
    const [portA, portB] = CLUSTER_PORTS.shared;
    expect(run, "the servers of the test above").toBeTruthy();
    const search = await get(portB, site.slug, searchPath);
    const carSlug = [
      ...search.body.matchAll(new RegExp(`href="${vehicleBase}/([A-Za-z0-9_-]+)"`, "g")),
    ][1]?.[1];
    expect(carSlug).toBeTruthy();
    const vehiclePath = `${vehicleBase}/${carSlug}`;
    const shows = (body: string, price: number) =>
      body.includes(formatPrice(price).replace(/^\D+/, ""));
    // Each round: a write through A expires the page, B starts rendering it, and a second write
    // through A lands while that render reads. What B read must not be kept, by B or anyone.
    for (let round = 1; round <= 12; round += 1) {
      expect((await patchPrice(portA, carSlug!, 31_000 + round)).status).toBe(200);
      const render = get(portB, site.slug, vehiclePath);
      await new Promise((resolve) => setTimeout(resolve, (round % 4) * 10));
      expect((await patchPrice(portA, carSlug!, 33_000 + round)).status).toBe(200);
      expect((await render).status).toBe(200);
      for (const port of [portB, portA]) {
        const next = await get(port, site.slug, vehiclePath);
        expect(shows(next.body, 33_000 + round), `round ${round}, server on ${port}`).toBe(true);
      }
    }
  });
});

test.describe("a server killed under lead load", () => {
  let run: Run | undefined;
  test.afterAll(async () => endRun(run));

  test("loses no acknowledged lead", async () => {
    const [portA, portB, varnish] = CLUSTER_PORTS.killed;
    run = await startRun([portA, portB, varnish], {
      LEAD_RATE_LIMIT_BURST: "100000",
      LEAD_RATE_LIMIT_PER_MINUTE: "100000",
    });
    const runId = randomUUID().slice(0, 8);
    const answers = await generalEnquiryAnswers(portA, siteId, AUTH);
    const acknowledged = new Set<string>();
    let acknowledgedByA = 0;
    let refusedOrFailed = 0;
    let n = 0;
    // One lead through each server first: the first request of a fresh server is slow.
    for (const port of [portA, portB]) {
      const answer = await send(port, "POST", "/api/leads", lead((n += 1), runId, answers));
      expect(answer.status).toBe(201);
      acknowledged.add((JSON.parse(answer.body) as { id: string }).id);
    }
    // Three lanes post to A and three to B, each lane always to its own server: load that picked
    // a server per request could settle on B alone, and then A would die with nothing in flight.
    // A is killed once 20 leads are in (or after 60 s), and the load goes on until B has
    // acknowledged 10 more after that (or 60 s more).
    const started = Date.now();
    let killedAt: number | undefined;
    let acknowledgedAtKill = 0;
    const isDone = () =>
      killedAt !== undefined &&
      (acknowledged.size >= acknowledgedAtKill + 10 || Date.now() > killedAt + 60_000);
    const lane = async (port: number) => {
      while (!isDone()) {
        const body = lead((n += 1), runId, answers);
        try {
          const answer = await send(port, "POST", "/api/leads", body);
          if (answer.status === 201) {
            acknowledged.add((JSON.parse(answer.body) as { id: string }).id);
            if (port === portA && killedAt === undefined) acknowledgedByA += 1;
          } else refusedOrFailed += 1;
        } catch {
          // Connection refused or reset: never acknowledged. A breath before the next try.
          refusedOrFailed += 1;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (killedAt === undefined && (acknowledged.size >= 20 || Date.now() > started + 60_000)) {
          killedAt = Date.now();
          acknowledgedAtKill = acknowledged.size;
          process.kill(run!.cluster.pidOf(`web-${portA}`), "SIGKILL");
        }
      }
    };
    await Promise.all([portA, portA, portA, portB, portB, portB].map(lane));
    const counts = `${acknowledgedByA} acknowledged by A, ${acknowledgedAtKill} in all before the kill, ${acknowledged.size} in all, ${refusedOrFailed} refused or failed`;
    test.info().annotations.push({ type: "leads", description: counts });
    expect(acknowledgedByA, `A took part in the load: ${counts}`).toBeGreaterThan(0);
    expect(acknowledged.size, `B went on after the kill: ${counts}`).toBeGreaterThan(
      acknowledgedAtKill,
    );
    expect(refusedOrFailed, `A refused once killed: ${counts}`).toBeGreaterThan(0);

    const handle = await openDatabase({ url: run.database.url, migrate: false, maxConnections: 1 });
    const ids = [...acknowledged];
    const [row] = await handle.db
      .select({ stored: count() })
      .from(leads)
      .where(inArray(leads.id, ids));
    await handle.close();
    expect(row?.stored).toBe(ids.length);
  });
});
