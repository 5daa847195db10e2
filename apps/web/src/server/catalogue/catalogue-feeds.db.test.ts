import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { CatalogueFeedName } from "@forecourt/core/catalogue/catalogue-feed";
import {
  CATALOGUE_FEEDS,
  FEED_EXCLUSION_MESSAGES,
  type FeedExclusionReason,
} from "@forecourt/core/catalogue/catalogue-feed";
import { catalogueFeeds } from "@forecourt/core/catalogue/catalogue-feeds";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import { readCatalogueCars } from "@forecourt/db/repositories/catalogue/read-catalogue-cars";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { cars, locations, websites } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as reportRoute from "@/app/api/v1/websites/[id]/feeds/catalogue.json/route";
import * as tokenRoute from "@/app/api/v1/websites/[id]/feeds/catalogue_token.json/route";
import * as websiteRoute from "@/app/api/v1/websites/[id]/route";
import * as feedRoute from "@/app/sites/[site]/feeds/[token]/[name]/route";
import { proxy } from "../../proxy.ts";
import { cacheTags } from "../cache-tags.ts";
import { expiredTags } from "../../testing/next-cache.ts";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { catalogueFeedChunks, emptyCatalogueFeedReport } from "./catalogue-feed-body.ts";

const PLATFORM = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;
const DAY = 86_400_000;
/** More cars than one page of the reader (200), so every feed spans pages. */
const CARS = 450;

let handle: DatabaseHandle;
let site: LeadTestSite;
let other: LeadTestSite;
const ids: Record<string, number> = {};
let insertedCars = 0;

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
      // VIN characters only: a stock number's letters (O, -) are not.
      vin: `JM0KF4W7A0${String((insertedCars += 1)).padStart(7, "0")}`,
      primaryImageUrl: "https://images.example.com/cx-5.jpg",
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
      primaryImageUrl: `https://images.example.com/corolla-${i}.jpg`,
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
  ids.noImage = await insertCar({ stockNumber: "NO-IMAGE", primaryImageUrl: null });
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
  feedRoute.GET(
    new Request(`http://${key}.localhost/feeds/${token}/${name}`, {
      headers: { host: `${key}.localhost`, ...headers },
    }),
    { params: Promise.resolve({ site: key, token, name }) },
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
      exportInternalFields: false,
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
      expect(answer.headers.get("content-type")).toBe(catalogueFeeds[name].contentType);
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
    const records = (await (await feed(token, "stock.json")).json()) as {
      id: number;
      stocknum: string;
      url: string;
      reserved: boolean;
      sold: boolean;
      dealership_slug: string;
      location: { slug: string } | null;
    }[];
    const byId = new Map(records.map((record) => [record.id, record]));
    // Every car of the site's scope: the 450, the recent sale, the reserved car and the two
    // cars other feeds leave out; none of another site's.
    expect(byId.size).toBe(CARS + 4);
    expect(records.some((record) => record.stocknum === "ELSEWHERE")).toBe(false);
    expect(byId.has(ids.soldLongAgo!)).toBe(false);
    expect(byId.get(ids.soldYesterday!)).toMatchObject({ sold: true, reserved: false });
    expect(byId.get(ids.reserved!)).toMatchObject({
      reserved: true,
      sold: false,
      url: "http://feed-site.localhost/cars/reserved",
      dealership_slug: "feed-site-main",
      location: { slug: "feed-site-sales" },
    });
    // In id order, each car once.
    const order = records.map((record) => record.id);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // Meta's catalogue shows the reserved car as pending and the recent sale as gone.
    const meta = await (await feed(token, "meta.csv")).text();
    const row = (stock: string) => meta.split("\r\n").find((line) => line.startsWith(`${stock},`));
    expect(row("RESERVED")).toContain(",PENDING,");
    expect(row("SOLD-NEW")).toContain(",NOT_AVAILABLE,");
    expect(row("SOLD-OLD")).toBeUndefined();
  });

  it("is streamed as it is read: a car written after the first chunk is in the rest", async () => {
    const { token } = await newToken();
    const answer = await feed(token, "stock.json");
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
    expect(text).toContain(`{"id":${late},`);
    expect(JSON.parse(text)).toHaveLength(CARS + 5);
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

describe("the proxy in front of a feed", () => {
  it("sends /feeds/... to the feed route, with no split-test variant or cookie", async () => {
    await createLeadTestSite(handle.db, {
      slug: "split-site",
      settings: { experiments: { splitTest: { name: "hero", variants: ["a", "b"] } } },
    });
    const response = await proxy(
      new NextRequest("http://split-site.localhost/feeds/abc/meta.csv", {
        headers: { host: "split-site.localhost" },
      }),
    );
    expect(response.headers.get("x-middleware-rewrite")).toMatch(
      /\/sites\/split-site\/feeds\/abc\/meta\.csv$/,
    );
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(response.headers.get("cache-control")).toBeNull();
  });
});

describe("the catalogue feed report", () => {
  const KEYS: Record<string, string> = {
    "NO-VIN": "noVin",
    "NO-IMAGE": "noImage",
    "SOLD-NEW": "soldYesterday",
    RESERVED: "reserved",
  };
  const left = (name: string, reason: FeedExclusionReason) => ({
    car_id: ids[KEYS[name]!],
    stock_number: name,
    reason,
    message: `The car ${FEED_EXCLUSION_MESSAGES[reason]}.`,
  });
  /**
   * Each feed's cars and exclusions: Meta needs VIN, image and price, and keeps the recent sale
   * as NOT_AVAILABLE; Google lists only cars for sale (not sold or reserved), and its ads need
   * an image too.
   */
  const expected = (): Record<CatalogueFeedName, { cars: number; excluded: unknown[] }> => ({
    "meta.csv": {
      cars: CARS + 2,
      excluded: [left("NO-VIN", "no-vin"), left("NO-IMAGE", "no-image")],
    },
    "meta.xml": {
      cars: CARS + 2,
      excluded: [left("NO-VIN", "no-vin"), left("NO-IMAGE", "no-image")],
    },
    // The reserved car is out of Google: another shopper's deposit holds it.
    "google-vehicle-listings.csv": {
      cars: CARS + 1,
      excluded: [left("SOLD-NEW", "sold"), left("RESERVED", "reserved"), left("NO-VIN", "no-vin")],
    },
    "google-vehicle-ads.csv": {
      cars: CARS,
      excluded: [
        left("SOLD-NEW", "sold"),
        left("RESERVED", "reserved"),
        left("NO-VIN", "no-vin"),
        left("NO-IMAGE", "no-image"),
      ],
    },
    "stock.csv": { cars: CARS + 4, excluded: [] },
    "stock.json": { cars: CARS + 4, excluded: [] },
  });

  it("lists each feed's URL without the token, its car count and each car left out", async () => {
    const { token } = await newToken();
    const answer = await report(site.id);
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).not.toContain(token);
    const body = JSON.parse(text) as {
      token: { set: boolean; last4: string | null };
      feeds: {
        name: CatalogueFeedName;
        url: string;
        cars: number;
        excluded: unknown[];
        countries: string[] | null;
        warnings: string[];
      }[];
    };
    expect(body.token).toEqual({ set: true, last4: token.slice(-4) });
    // An Australian site is warned that Google runs vehicle listings in the US only, and that
    // both Google feeds send its location's slug for want of a Google store code.
    const listings = body.feeds.find((f) => f.name === "google-vehicle-listings.csv")!;
    const ads = body.feeds.find((f) => f.name === "google-vehicle-ads.csv")!;
    const [location] = await handle.db
      .select()
      .from(locations)
      .where(eq(locations.id, site.locationId));
    const slugWarning = (feed: string) =>
      expect.stringContaining(`${feed} sends "${location!.slug}", the slug of ${location!.name}`);
    expect(listings.countries).toEqual(["US"]);
    expect(listings.warnings).toEqual([
      expect.stringContaining("runs in US only"),
      slugWarning("google-vehicle-listings.csv"),
    ]);
    expect(ads.warnings).toEqual([slugWarning("google-vehicle-ads.csv")]);
    expect(body.feeds.find((f) => f.name === "meta.csv")!.warnings).toEqual([]);
    // With the location's store code set, the warning is gone.
    await handle.db
      .update(locations)
      .set({ googleStoreCode: "FEED-01" })
      .where(eq(locations.id, site.locationId));
    const again = (await (await report(site.id)).json()) as typeof body;
    expect(again.feeds.find((f) => f.name === "google-vehicle-ads.csv")!.warnings).toEqual([]);
    await handle.db
      .update(locations)
      .set({ googleStoreCode: null })
      .where(eq(locations.id, site.locationId));
    expect(body.feeds.map((f) => f.name)).toEqual([...CATALOGUE_FEEDS]);
    for (const entry of body.feeds) {
      expect(entry.url).toBe(`http://feed-site.localhost/feeds/{token}/${entry.name}`);
      expect({ name: entry.name, cars: entry.cars, excluded: entry.excluded }).toEqual({
        name: entry.name,
        ...expected()[entry.name],
      });
    }
  });

  it("says what each feed's encoder reports when the feed is served", async () => {
    const answer = (await (await report(site.id)).json()) as {
      feeds: { name: CatalogueFeedName; cars: number; excluded: unknown[] }[];
    };
    const stored = await getSiteById(handle.db, site.id);
    const scope = stockScopeFor(site.id, stored!.settings, new Date());
    for (const name of CATALOGUE_FEEDS) {
      const served = emptyCatalogueFeedReport(name);
      for await (const chunk of catalogueFeedChunks(handle.db, {
        site: stored!,
        scope,
        feed: name,
        report: served,
      })) {
        void chunk;
      }
      const listed = answer.feeds.find((entry) => entry.name === name)!;
      expect(listed.cars).toBe(served.included);
      expect(listed.excluded).toEqual(
        served.excluded.map((car) => ({
          car_id: car.carId,
          stock_number: car.stockNumber,
          reason: car.reason,
          message: `The car ${FEED_EXCLUSION_MESSAGES[car.reason]}.`,
        })),
      );
    }
  });

  it("answers a site without a token that none is set", async () => {
    const fresh = await createLeadTestSite(handle.db, { slug: "fresh-site" });
    const answer = await report(fresh.id);
    const body = (await answer.json()) as { token: unknown; feeds: { cars: number }[] };
    expect(body.token).toBeNull();
    expect(body.feeds.every((entry) => entry.cars === 0)).toBe(true);
  });
});
