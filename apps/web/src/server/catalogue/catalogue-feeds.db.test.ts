import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CatalogueFeedName } from "@forecourt/core/catalogue/catalogue-feed";
import { CATALOGUE_FEEDS } from "@forecourt/core/catalogue/catalogue-feed";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import { readCatalogueCars } from "@forecourt/db/repositories/catalogue/read-catalogue-cars";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { cars, websites } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as tokenRoute from "@/app/api/v1/websites/[id]/feeds/catalogue_token.json/route";
import * as websiteRoute from "@/app/api/v1/websites/[id]/route";
import { getCatalogueFeedReport } from "../api/catalogue-feeds.ts";
import { cacheTags } from "../cache-tags.ts";
import { platformEndpoint } from "../http/edge.ts";
import { routeMethods } from "../http/route-methods.ts";
import { websiteFromPath } from "../http/website-from-path.ts";
import { expiredTags } from "../testing/next-cache.ts";
import { callRoute, useRouteTestDatabase } from "../testing/route-harness.ts";
import type { CatalogueFeedFormat, CatalogueFeedFormats } from "./catalogue-feed-body.ts";
import { serveCatalogueFeed } from "./serve-catalogue-feed.ts";

/**
 * A format small enough to read in a test: one line per car with a VIN, the others reported as
 * left out. The pipeline (token, scope, pages, stream, cache headers, report) is the same for
 * every format.
 */
const testCsv: CatalogueFeedFormat = {
  contentType: "text/csv; charset=utf-8",
  async *encode(site, feedCars, report) {
    yield "id,stock_number,url,reserved,sold,dealership,location\n";
    for await (const { car, dealership, location } of feedCars) {
      if (!car.vin) {
        report.excluded.push({ carId: car.id, stockNumber: car.stockNumber, reason: "no-vin" });
        continue;
      }
      report.included += 1;
      yield `${car.id},${car.stockNumber},${site.origin}${site.vehicleBase}/${car.slug},${car.isReserved},${car.isSold},${dealership.slug},${location?.slug ?? ""}\n`;
    }
  },
};
const FORMATS = Object.fromEntries(
  CATALOGUE_FEEDS.map((name) => [name, testCsv]),
) as CatalogueFeedFormats;

const reportRoute = routeMethods({
  GET: platformEndpoint(websiteFromPath, (input) => getCatalogueFeedReport(input, FORMATS)),
});

const PLATFORM = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const DAY = 86_400_000;
/** More cars than one page of the reader (200), so every feed spans pages. */
const CARS = 450;

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
const ids: Record<string, number> = {};

async function insertCar(values: Partial<typeof cars.$inferInsert> & { stockNumber: string }) {
  const [row] = await handle.db
    .insert(cars)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      locationId: site.locationId,
      slug: values.stockNumber.toLowerCase(),
      name: `2021 Mazda CX-5 ${values.stockNumber}`,
      make: "Mazda",
      model: "CX-5",
      year: 2021,
      carType: "used",
      price: 30_000,
      vin: `JM0KF4W7A0${values.stockNumber.padStart(7, "0").slice(-7)}`,
      ...values,
    })
    .returning({ id: cars.id });
  return row!.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  site = await createLeadTestSite(handle.db, { slug: "feed-site" });
  other = await createLeadTestSite(handle.db, { slug: "other-site" });
  const now = Date.now();
  await handle.db.insert(cars).values(
    Array.from({ length: CARS }, (_, i) => ({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      locationId: site.locationId,
      slug: `car-${i}`,
      name: `2020 Toyota Corolla ${i}`,
      make: "Toyota",
      model: "Corolla",
      year: 2020,
      carType: "used",
      price: 20_000 + i,
      stockNumber: `S${i}`,
      vin: `JTDBR32E20${String(i).padStart(7, "0")}`,
    })),
  );
  ids.soldLongAgo = await insertCar({
    stockNumber: "SOLD-OLD",
    status: "sold",
    isSold: true,
    soldAt: new Date(now - 10 * DAY),
  });
  ids.soldYesterday = await insertCar({
    stockNumber: "SOLD-NEW",
    status: "sold",
    isSold: true,
    soldAt: new Date(now - DAY),
  });
  ids.reserved = await insertCar({ stockNumber: "RESERVED", isReserved: true });
  ids.noVin = await insertCar({ stockNumber: "NO-VIN", vin: null });
  await insertCar({
    stockNumber: "ELSEWHERE",
    websiteId: other.id,
    dealershipId: other.dealershipId,
    locationId: other.locationId,
  });
});

beforeEach(() => {
  expiredTags.length = 0;
});

afterAll(async () => {
  await handle?.close();
});

const rotate = (websiteId: number, authorization = PLATFORM) =>
  callRoute(
    tokenRoute,
    "POST",
    new Request(`http://localhost/api/v1/websites/${websiteId}/feeds/catalogue_token.json`, {
      method: "POST",
      headers: { authorization },
    }),
    { id: String(websiteId) },
  );

const report = (websiteId: number, authorization = PLATFORM) =>
  callRoute(
    reportRoute,
    "GET",
    new Request(`http://localhost/api/v1/websites/${websiteId}/feeds/catalogue.json`, {
      headers: { authorization },
    }),
    { id: String(websiteId) },
  );

/** A feed asked for on the site's own host, as the proxy hands it to the route. */
const feed = (token: string, name: string, headers: Record<string, string> = {}, key = site.slug) =>
  serveCatalogueFeed(
    new Request(`http://${key}.localhost/feeds/${token}/${name}`, {
      headers: { host: `${key}.localhost`, ...headers },
    }),
    { site: key, token, name },
    FORMATS,
  );

type Rotation = { feeds: { name: CatalogueFeedName; url: string }[] };

async function newToken(): Promise<{ token: string; rotation: Rotation }> {
  const answer = await rotate(site.id);
  expect(answer.status).toBe(200);
  const rotation = (await answer.json()) as Rotation;
  const token = /\/feeds\/([^/]+)\//.exec(rotation.feeds[0]!.url)![1]!;
  return { token, rotation };
}

describe("the catalogue feed token", () => {
  it("does not exist before the first rotation: every feed URL is a 404", async () => {
    const [row] = await handle.db.select().from(websites).where(eq(websites.id, site.id));
    expect((row!.settings as Record<string, unknown>).catalogueFeeds).toBeUndefined();
    expect((await feed("undefined", "meta.csv")).status).toBe(404);
    expect((await feed("", "meta.csv")).status).toBe(404);
  });

  it("is made by the rotation, answered once as every feed's URL on the site's host", async () => {
    const { token, rotation } = await newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(rotation.feeds.map((f) => f.name)).toEqual([...CATALOGUE_FEEDS]);
    for (const { name, url } of rotation.feeds) {
      expect(url).toBe(`http://feed-site.localhost/feeds/${token}/${name}`);
    }
    // The site's host lookups and front cache entries expire before the answer.
    expect(expiredTags).toEqual(
      expect.arrayContaining([cacheTags.site(site.id), cacheTags.siteKey(site.slug)]),
    );
    // The website as the API shows it says a token is set, and never shows it.
    const website = await callRoute(
      websiteRoute,
      "GET",
      new Request(`http://localhost/api/v1/websites/${site.id}.json`, {
        headers: { authorization: PLATFORM },
      }),
      { id: `${site.id}.json` },
    );
    const text = await website.text();
    expect(text).not.toContain(token);
    expect(JSON.parse(text).settings.catalogueFeeds).toEqual({
      token: { set: true, last4: token.slice(-4) },
    });
  });

  it("rotated, leaves the old URLs a 404 at once and serves the new ones", async () => {
    const before = await newToken();
    expect((await feed(before.token, "meta.csv")).status).toBe(200);
    const after = await newToken();
    expect(after.token).not.toBe(before.token);
    expect((await feed(before.token, "meta.csv")).status).toBe(404);
    expect((await feed(after.token, "meta.csv")).status).toBe(200);
  });

  it("is refused to another site's key (404) and taken from the site's own key", async () => {
    const othersKey = await createApiKey(handle.db, { websiteId: other.id, name: "CRM" });
    const bearer = `Bearer ${othersKey.key}`;
    expect((await rotate(site.id, bearer)).status).toBe(404);
    expect((await report(site.id, bearer)).status).toBe(404);
    expect((await rotate(site.id, "Basic bm9ib2R5Om5vdGhpbmc=")).status).toBe(401);
    const ownKey = await createApiKey(handle.db, { websiteId: site.id, name: "Feeds" });
    expect((await rotate(site.id, `Bearer ${ownKey.key}`)).status).toBe(200);
  });
});

describe("a catalogue feed on the site's host", () => {
  it("answers every feed to the right token and a 404 to a wrong token, name or site", async () => {
    const { token } = await newToken();
    const otherToken = await (async () => {
      const answer = (await (await rotate(other.id)).json()) as Rotation;
      return /\/feeds\/([^/]+)\//.exec(answer.feeds[0]!.url)![1]!;
    })();
    for (const name of CATALOGUE_FEEDS) {
      const answer = await feed(token, name);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      expect(answer.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=3600");
      expect(answer.body).toBeInstanceOf(ReadableStream);
      await answer.body?.cancel();
    }
    const wrong = [
      feed(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`, "meta.csv"),
      feed(token.slice(0, 20), "meta.csv"),
      feed(otherToken, "meta.csv"),
      feed(token, "meta.tsv"),
      feed(token, "meta.csv", {}, other.slug),
      feed(token, "meta.csv", {}, "no-such-site"),
    ];
    for (const answer of await Promise.all(wrong)) {
      expect(answer.status).toBe(404);
      expect(answer.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("holds the site's stock as its search does: an old sale gone, a recent one and a reserved car in", async () => {
    const { token } = await newToken();
    const text = await (await feed(token, "stock.csv")).text();
    const lines = text.trim().split("\n");
    const byId = new Map(lines.slice(1).map((line) => [Number(line.split(",")[0]), line]));
    // Every car of the site with a VIN: the 450, the recent sale and the reserved car.
    expect(byId.size).toBe(CARS + 2);
    expect(byId.has(ids.soldLongAgo!)).toBe(false);
    expect(byId.get(ids.soldYesterday!)).toContain(",false,true,");
    expect(byId.get(ids.reserved!)).toContain(",true,false,");
    expect(byId.get(ids.reserved!)).toContain(
      `http://feed-site.localhost/cars/reserved,true,false,feed-site-main,feed-site-sales`,
    );
    expect(text).not.toContain("ELSEWHERE");
    // In id order, each car once.
    const order = [...byId.keys()];
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("is streamed as it is read: a car written after the first chunk is in the rest", async () => {
    const { token } = await newToken();
    const answer = await feed(token, "stock.csv");
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(first.done).toBe(false);
    const late = await insertCar({ stockNumber: "LATE" });
    const parts = [first.value!];
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      parts.push(next.value);
    }
    expect(parts.length).toBeGreaterThan(1);
    const text = new TextDecoder().decode(Buffer.concat(parts));
    expect(text).toContain(`\n${late},LATE,`);
    await handle.db.delete(cars).where(eq(cars.id, late));
  });

  it("is read a page at a time by id, each page after the last", async () => {
    const stored = await getSiteById(handle.db, site.id);
    const scope = stockScopeFor(site.id, stored!.settings, new Date());
    const reader = readCatalogueCars(handle.db, { scope, pageSize: 100 });
    const seen: number[] = [];
    for (let i = 0; i < 100; i++) seen.push((await reader.next()).value!.car.id);
    // The first page is read; a car added now, after it, comes in a later page.
    const late = await insertCar({ stockNumber: "PAGED" });
    for await (const detail of reader) seen.push(detail.car.id);
    expect(seen).toContain(late);
    expect(new Set(seen).size).toBe(seen.length);
    await handle.db.delete(cars).where(eq(cars.id, late));
  });

  it("answers 304 to its entity tag until a car changes", async () => {
    const { token } = await newToken();
    const first = await feed(token, "meta.csv");
    const etag = first.headers.get("etag")!;
    await first.body?.cancel();
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const again = await feed(token, "meta.csv", { "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    // Another feed of the same cars has a tag of its own.
    const google = await feed(token, "google-vehicle-listings.csv", { "if-none-match": etag });
    expect(google.status).toBe(200);
    await google.body?.cancel();
    await handle.db
      .update(cars)
      .set({ price: 29_990, updatedAt: new Date(Date.now() + 1_000) })
      .where(eq(cars.id, ids.reserved!));
    const changed = await feed(token, "meta.csv", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
    await changed.body?.cancel();
  });
});

describe("the catalogue feed report", () => {
  it("lists each feed's URL without the token, its car count and each car left out", async () => {
    const { token } = await newToken();
    const answer = await report(site.id);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as {
      token: { set: boolean; last4: string | null };
      feeds: { name: string; url: string; cars: number; excluded: unknown[] }[];
    };
    expect(body.token).toEqual({ set: true, last4: token.slice(-4) });
    expect(body.feeds.map((f) => f.name)).toEqual([...CATALOGUE_FEEDS]);
    for (const entry of body.feeds) {
      expect(entry.url).toBe(`http://feed-site.localhost/feeds/{token}/${entry.name}`);
      expect(entry.cars).toBe(CARS + 2);
      expect(entry.excluded).toEqual([
        { car_id: ids.noVin, stock_number: "NO-VIN", reason: "no-vin" },
      ]);
    }
  });
});
