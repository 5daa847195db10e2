import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { restoreEmbeddedDatabase } from "@forecourt/db/backup/embedded-backup";
import { openDatabase } from "@forecourt/db/client";
import { DEMO_SITES, type DemoSite } from "@forecourt/db/demo/demo-sites";
import { loopback } from "../../../bench/lib/loopback.ts";
import type { NextServer } from "../../../bench/lib/next-server.ts";
import { seededDataDir, startOwnServer } from "./own-server.ts";
import { RESTART_PORTS } from "./ports.ts";

/**
 * The page and data cache never answers with something older than the last acknowledged write,
 * nor with another database's rows: a server is stopped and started again on the same embedded
 * database after writes (tag expiries used to live only in the process's memory, while the
 * cached pages on disk outlived it), and the same build is started on a second database whose
 * site has the same id (cached queries are keyed by site id), and a restored backup is served
 * from a second folder before the original is served again. Each page and API answer is read
 * once: the first request after the start must already be right.
 */

const AUTH = `Basic ${btoa("platform:demo-password")}`;
const demo = DEMO_SITES[2]!;
/** A small copy of a demo site: a few cars are enough, and seeding stays quick. */
const smallSite = (slug: string, name: string): DemoSite => ({
  ...demo,
  slug,
  name,
  domains: [],
  stock: { new: 3, used: 6, demo: 1 },
  blogPosts: 1,
  reviews: 1,
});
const searchBase = demo.settings.paths?.search ?? "/search";
const defaultSlug = demo.settings.search?.defaultSlug ?? "new-used-and-demo-cars";
const vehicleBase = demo.settings.paths?.vehicleBase ?? "/cars";

test.setTimeout(300_000);

const servers: NextServer[] = [];
test.afterAll(async () => {
  for (const server of servers) await server.close();
});

/** A server of this build on `dataDir`, ready once `host`'s home page answers. */
const start = async (port: number, host: string, dataDir: string) => {
  const server = await startOwnServer({ port, host, dataDir });
  servers.push(server);
  return server;
};

/** The page or answer at `path` of the server on `port`, for `host`. */
const get = (port: number, host: string, path: string) =>
  loopback(port, { host, path, timeoutMs: 60_000 });
/** A platform API call (the platform credential) to the server on `port`. */
const api = (port: number, method: string, path: string, body?: unknown) =>
  loopback(port, {
    host: `localhost:${port}`,
    path,
    method,
    headers: {
      authorization: AUTH,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    timeoutMs: 60_000,
  });

/** The number the search page's results heading starts with. */
function resultCount(html: string): number {
  const match = /id="results-heading"[^>]*>(?:<!--[^>]*-->)*\s*(\d+)/.exec(html);
  if (!match) throw new Error("no results heading on the search page");
  return Number(match[1]);
}

const carSlugs = (html: string) => [
  ...new Set(
    [...html.matchAll(new RegExp(`href="${vehicleBase}/([A-Za-z0-9_-]+)"`, "g"))].map((m) => m[1]!),
  ),
];
/** The price a vehicle page shows (`$35,530`), or null when it shows none. */
const shownPrice = (html: string) =>
  /data-testid="vehicle-price"><p[^>]*><span[^>]*>[^<]*<\/span>([^<]+)<\/p>/.exec(html)?.[1] ??
  null;
/** The site's own name as the home page's title gives it. */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null;

test("after writes and a restart, the first request to each page and API answer shows them", async () => {
  const port = RESTART_PORTS.restart;
  const slug = "restart-harbour";
  const siteId = 1501;
  const host = `${slug}.localhost:${port}`;
  const dataDir = await seededDataDir(
    "cache-restart",
    [smallSite(slug, "Restart Harbour Motors")],
    {
      firstSiteId: siteId,
    },
  );
  let server = await start(port, host, dataDir);
  const searchPath = `${searchBase}/${defaultSlug}`;
  const carApi = (car: string) => `/api/v1/websites/${siteId}/cars/${car}.json`;

  // Fill every cache: each page and answer asked twice, the second from the cache.
  const search = await get(port, host, searchPath);
  expect(search.status).toBe(200);
  const countBefore = resultCount(search.body);
  const [patched, deleted] = carSlugs(search.body);
  if (!patched || !deleted) throw new Error("the search lists fewer than two cars");
  const before = JSON.parse((await api(port, "GET", carApi(patched))).body) as { price: number };
  expect(shownPrice((await get(port, host, `${vehicleBase}/${patched}`)).body)).toBe(
    `$${new Intl.NumberFormat("en-AU").format(before.price)}`,
  );
  const newPrice = before.price + 1_234;
  for (let round = 0; round < 2; round += 1) {
    await get(port, host, searchPath);
    await get(port, host, `${vehicleBase}/${patched}`);
    await get(port, host, `${vehicleBase}/${deleted}`);
    await api(port, "GET", carApi(patched));
    await api(port, "GET", carApi(deleted));
    await get(port, `localhost:${port}`, "/");
  }
  expect((await get(port, host, `${vehicleBase}/${patched}`)).headers["x-nextjs-cache"]).toBe(
    "HIT",
  );

  // The writes, each acknowledged.
  expect((await api(port, "PATCH", carApi(patched), { price: newPrice })).status).toBe(200);
  expect((await api(port, "DELETE", carApi(deleted))).status).toBe(204);
  const newName = `Restart Newcomer ${Date.now().toString(36)}`;
  const created = await api(port, "POST", "/api/v1/websites.json", {
    slug: `restart-newcomer-${Date.now().toString(36)}`,
    name: newName,
    settings: { locale: "en-AU" },
  });
  expect(created.status).toBe(201);

  await server.stop();
  server = await start(port, host, dataDir);

  // The first request to each after the start.
  const vehicle = await get(port, host, `${vehicleBase}/${patched}`);
  expect(vehicle.status).toBe(200);
  expect(shownPrice(vehicle.body)).toBe(`$${new Intl.NumberFormat("en-AU").format(newPrice)}`);
  expect((await get(port, host, `${vehicleBase}/${deleted}`)).status).toBe(404);
  expect(resultCount((await get(port, host, searchPath)).body)).toBe(countBefore - 1);
  expect((await get(port, `localhost:${port}`, "/")).body.includes(newName), "platform index").toBe(
    true,
  );
  const carAnswer = await api(port, "GET", carApi(patched));
  expect(carAnswer.status).toBe(200);
  expect((JSON.parse(carAnswer.body) as { price: number }).price).toBe(newPrice);
  expect((await api(port, "GET", carApi(deleted))).status).toBe(404);
  await server.close();
});

test("the same build started on another database shows only that database's site", async () => {
  // Two databases, each with a site of the same id and slug but its own name.
  const port = RESTART_PORTS.switch;
  const slug = "switch-harbour";
  const siteId = 1601;
  const host = `${slug}.localhost:${port}`;
  const first = await seededDataDir("cache-switch-a", [smallSite(slug, "Alpha Harbour Motors")], {
    firstSiteId: siteId,
  });
  const second = await seededDataDir("cache-switch-b", [smallSite(slug, "Bravo Harbour Motors")], {
    firstSiteId: siteId,
  });
  const paths = ["/", `${searchBase}/${defaultSlug}`, "/contact"];

  let server = await start(port, host, first);
  for (let round = 0; round < 2; round += 1) {
    for (const path of paths) {
      expect(titleOf((await get(port, host, path)).body), path).toContain("Alpha Harbour");
    }
  }
  const siteApi = `/api/v1/websites/${siteId}.json`;
  const names = (body: string) => body.match(/(Alpha|Bravo) Harbour Motors/g) ?? [];
  expect(names((await api(port, "GET", siteApi)).body)).toContain("Alpha Harbour Motors");
  await server.stop();

  server = await start(port, host, second);
  for (const path of paths) {
    const page = await get(port, host, path);
    expect(titleOf(page.body), path).toContain("Bravo Harbour");
    expect(page.body.includes("Alpha Harbour"), `${path} shows the other database's site`).toBe(
      false,
    );
  }
  const answered = names((await api(port, "GET", siteApi)).body);
  expect(answered).toContain("Bravo Harbour Motors");
  expect(answered).not.toContain("Alpha Harbour Motors");
  await server.close();
});

test("a restored backup served from a second folder never shows in the original afterwards", async () => {
  const port = RESTART_PORTS.restore;
  const slug = "restore-harbour";
  const siteId = 1701;
  const host = `${slug}.localhost:${port}`;
  const original = await seededDataDir(
    "cache-restore",
    [smallSite(slug, "Restore Harbour Motors")],
    { firstSiteId: siteId },
  );
  const copy = mkdtempSync(path.join(os.tmpdir(), "forecourt-e2e-restore-copy-"));
  try {
    // The backup, as `npm run backup` takes it with no server running.
    const source = await openDatabase({ dataDir: path.join(original, "pglite"), migrate: false });
    const archive = await source.snapshot!();
    await source.close();

    // The original moves on after the backup, and its pages and answers are cached.
    let server = await start(port, host, original);
    const search = await get(port, host, `${searchBase}/${defaultSlug}`);
    const [car] = carSlugs(search.body);
    if (!car) throw new Error("the search lists no car");
    const carApi = `/api/v1/websites/${siteId}/cars/${car}.json`;
    const price = (body: string) => (JSON.parse(body) as { price: number }).price;
    const shown = (amount: number) => `$${new Intl.NumberFormat("en-AU").format(amount)}`;
    const oldPrice = price((await api(port, "GET", carApi)).body);
    const newPrice = oldPrice + 2_345;
    expect((await api(port, "PATCH", carApi, { price: newPrice })).status).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      expect(shownPrice((await get(port, host, `${vehicleBase}/${car}`)).body)).toBe(
        shown(newPrice),
      );
      expect(price((await api(port, "GET", carApi)).body)).toBe(newPrice);
    }
    await server.stop();

    // The backup restored into a second folder and served: its old price, cached in turn.
    await restoreEmbeddedDatabase(path.join(copy, "pglite"), archive);
    server = await start(port, host, copy);
    for (let round = 0; round < 2; round += 1) {
      expect(shownPrice((await get(port, host, `${vehicleBase}/${car}`)).body)).toBe(
        shown(oldPrice),
      );
      expect(price((await api(port, "GET", carApi)).body)).toBe(oldPrice);
    }
    await server.stop();

    // Back on the original: its own price, on the first request of each.
    server = await start(port, host, original);
    expect(shownPrice((await get(port, host, `${vehicleBase}/${car}`)).body)).toBe(shown(newPrice));
    expect(price((await api(port, "GET", carApi)).body)).toBe(newPrice);
    await server.close();
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
