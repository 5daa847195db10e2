import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MANUFACTURER_BODIES } from "@forecourt/core/domain/model";
import type { StockScope } from "@forecourt/core/search/search-result";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import type { DatabaseHandle } from "../client.ts";
import * as schema from "../schema.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import {
  getSiteByDomain,
  getSiteById,
  getSiteByKey,
  getSiteBySlug,
} from "../repositories/sites/get-site.ts";
import { listSites } from "../repositories/sites/list-sites.ts";
import { getStockSummary } from "../repositories/stock/get-stock-summary.ts";
import { listHomeCars } from "../repositories/stock/list-home-cars.ts";
import { stockScopeClause } from "../repositories/stock/stock-scope.ts";
import { listLocations } from "../repositories/locations/list-locations.ts";
import { listRangeModels } from "../repositories/models/list-range-models.ts";
import { getMedia } from "../repositories/media/get-media.ts";
import { DEMO_SITES } from "./demo-sites.ts";
import { hasSites, seedDemoData, type SeedReport } from "./seed.ts";

const NOW = new Date("2026-11-01T00:00:00Z");

let handle: DatabaseHandle;
let report: SeedReport;

beforeAll(async () => {
  handle = await createTestDatabase();
  expect(await hasSites(handle.db)).toBe(false);
  report = await seedDemoData(handle.db, { now: NOW });
});

afterAll(async () => {
  await handle?.close();
});

function siteId(slug: string): number {
  const site = report.sites.find((s) => s.slug === slug);
  if (!site) throw new Error(`no site ${slug}`);
  return site.id;
}

/** The demo site's stock as its settings scope it, at the seeding instant. */
function scopeOf(slug: string): StockScope {
  const site = DEMO_SITES.find((s) => s.slug === slug);
  return stockScopeFor(siteId(slug), siteSettingsSchema.parse(site?.settings ?? {}), NOW);
}

const RV = "coastline-rv";

describe("demo data", () => {
  it("creates the five demo sites of design §5", async () => {
    const sites = await listSites(handle.db);
    expect(sites.map((s) => s.slug).sort()).toEqual(DEMO_SITES.map((s) => s.slug).sort());
    expect(Object.fromEntries(sites.map((s) => [s.slug, s.template]))).toEqual({
      "coastline-rv": "rv",
      "metro-pre-owned": "cars",
      "harbour-city-motors": "cars",
      "lone-star-auto": "cars",
      "throttle-motorcycles": "motorcycles",
    });
    const locales = await Promise.all(
      sites.map(async (s) => (await getSiteBySlug(handle.db, s.slug))?.settings.locale),
    );
    expect(new Set(locales)).toEqual(new Set(["en-AU", "en-NZ", "en-US"]));
  });

  it("gives the caravan and camper site exactly 76 vehicles: 64 new, 10 used, 2 demo (spec §9)", async () => {
    const rows = await handle.db
      .select({ carType: schema.cars.carType, count: count() })
      .from(schema.cars)
      .where(eq(schema.cars.websiteId, siteId(RV)))
      .groupBy(schema.cars.carType);
    expect(Object.fromEntries(rows.map((r) => [r.carType, r.count]))).toEqual({
      new: 64,
      used: 10,
      demo: 2,
    });
  });

  it("rates the caravan site 4.4 from 416 reviews and gives it 388 blog posts", async () => {
    const [dealership] = await handle.db
      .select()
      .from(schema.dealerships)
      .where(eq(schema.dealerships.websiteId, siteId(RV)));
    expect(dealership).toMatchObject({ reviewCount: 416, averageRating: 4.4 });
    const [posts] = await handle.db
      .select({ count: count() })
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.websiteId, siteId(RV)));
    expect(posts?.count).toBe(388);
  });

  it("gives the caravan site sales, service and parts locations with the spec's hours", async () => {
    const locations = await listLocations(handle.db, siteId(RV));
    const byType = (type: string) => locations.find((l) => l.locationTypes.includes(type as never));
    expect(byType("sales")?.openingHours).toEqual({
      monday: { status: "open", open: "08:30", close: "17:00" },
      tuesday: { status: "open", open: "08:30", close: "17:00" },
      wednesday: { status: "open", open: "08:30", close: "17:00" },
      thursday: { status: "open", open: "08:30", close: "17:00" },
      friday: { status: "open", open: "08:30", close: "17:00" },
      saturday: { status: "open", open: "08:30", close: "16:00" },
      sunday: { status: "closed" },
    });
    expect(byType("parts")?.openingHours.saturday).toEqual({
      status: "open",
      open: "08:30",
      close: "14:00",
    });
    expect(byType("parts")?.openingHours.sunday).toEqual({ status: "closed" });
    expect(byType("service")?.openingHours.saturday).toEqual({ status: "closed" });
    expect(byType("service")?.openingHours.sunday).toEqual({ status: "closed" });
    expect(byType("service")?.openingHours.monday).toEqual({
      status: "open",
      open: "08:30",
      close: "17:00",
    });
    expect(locations.filter((l) => l.isPrimary)).toHaveLength(1);
  });

  it("gives the caravan site models across all seven RV body types", async () => {
    const models = await listRangeModels(handle.db, siteId(RV));
    const bodies = new Set(models.flatMap((m) => m.bodies));
    for (const body of MANUFACTURER_BODIES) expect(bodies).toContain(body);
  });

  it("stores a generated image for every vehicle image, model image and logo it links", async () => {
    const imageUrls = await handle.db
      .selectDistinct({ url: schema.carImages.url })
      .from(schema.carImages);
    const modelUrls = await handle.db
      .select({ url: schema.rangeModels.imageUrl })
      .from(schema.rangeModels);
    const sites = await listSites(handle.db);
    const logoUrls = await Promise.all(
      sites.map(async (s) => ({
        url: (await getSiteBySlug(handle.db, s.slug))?.settings.branding.logoUrl,
      })),
    );
    const rows = [...imageUrls, ...modelUrls, ...logoUrls].map((r) => ({ url: r.url ?? "" }));
    expect(rows.length).toBeGreaterThan(10);
    for (const { url } of rows) {
      expect(url).toMatch(/^\/media\//);
      const file = await getMedia(handle.db, url.replace(/^\/media\//, ""));
      expect(file, url).not.toBeNull();
      expect(file?.bytes?.length, url).toBeGreaterThan(1000);
    }
  });

  it("shows every card state somewhere: sold in and out of the window, reserved, coming soon, pre-order, tags", async () => {
    const cars = await handle.db
      .select()
      .from(schema.cars)
      .where(eq(schema.cars.websiteId, siteId(RV)));
    const soldDays = (c: (typeof cars)[number]) =>
      c.soldAt ? (NOW.getTime() - c.soldAt.getTime()) / 86_400_000 : null;
    expect(cars.some((c) => c.isSold && (soldDays(c) ?? 99) <= 7)).toBe(true);
    expect(cars.some((c) => c.isSold && (soldDays(c) ?? 0) > 7)).toBe(true);
    expect(cars.some((c) => c.isReserved)).toBe(true);
    expect(cars.some((c) => c.status === "coming_soon")).toBe(true);
    expect(cars.some((c) => c.isPreorder)).toBe(true);
    expect(cars.some((c) => c.tag === "Test Drive Only")).toBe(true);
    expect(cars.some((c) => NOW.getTime() - c.createdAt.getTime() < 8 * 86_400_000)).toBe(true);
    expect(new Set(cars.map((c) => c.slug)).size).toBe(cars.length);
  });

  it("is deterministic: the same seed and instant give the same stock", async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other.db, { now: NOW, withImages: false });
      const pick = (db: DatabaseHandle["db"]) =>
        db
          .select({
            slug: schema.cars.slug,
            price: schema.cars.price,
            km: schema.cars.km,
            vin: schema.cars.vin,
          })
          .from(schema.cars)
          .orderBy(schema.cars.slug);
      expect(await pick(other.db)).toEqual(await pick(handle.db));
    } finally {
      await other.close();
    }
  });
});

describe("tenant isolation", () => {
  it("resolves sites by slug, id, custom domain and key, and nothing else", async () => {
    const rv = await getSiteBySlug(handle.db, RV);
    expect(rv?.id).toBe(siteId(RV));
    expect((await getSiteById(handle.db, siteId(RV)))?.slug).toBe(RV);
    expect((await getSiteByDomain(handle.db, "WWW.COASTLINERV.TEST"))?.slug).toBe(RV);
    expect((await getSiteByKey(handle.db, "www.coastlinerv.test"))?.slug).toBe(RV);
    expect((await getSiteByKey(handle.db, RV))?.slug).toBe(RV);
    expect(await getSiteByKey(handle.db, "no-such-site")).toBeNull();
    expect(await getSiteByKey(handle.db, "www.unknown.test")).toBeNull();
    expect(await getSiteByKey(handle.db, "-")).toBeNull();
    expect(await getSiteById(handle.db, 0)).toBeNull();
    expect(await getSiteById(handle.db, 999_999)).toBeNull();
  });

  it.each(DEMO_SITES.map((s) => s.slug))(
    "returns only %s's own rows from every repository",
    async (slug) => {
      const id = siteId(slug);
      const featured = await listHomeCars(handle.db, {
        scope: scopeOf(slug),
        limit: 100,
        kind: "featured",
      });
      expect(featured.length).toBeGreaterThan(0);
      expect(featured.every((car) => car.websiteId === id)).toBe(true);
      const ownDealerships = await handle.db
        .select({ id: schema.dealerships.id })
        .from(schema.dealerships)
        .where(eq(schema.dealerships.websiteId, id));
      const dealershipIds = new Set(ownDealerships.map((d) => d.id));
      expect(featured.every((car) => dealershipIds.has(car.dealershipId))).toBe(true);
      expect(
        featured.every((car) => car.images.every((image) => image.url.startsWith("/media/"))),
      ).toBe(true);

      const locations = await listLocations(handle.db, id, { includeHidden: true });
      expect(locations.length).toBeGreaterThan(0);
      expect(locations.every((l) => l.websiteId === id && dealershipIds.has(l.dealershipId))).toBe(
        true,
      );

      const models = await listRangeModels(handle.db, id);
      expect(models.every((m) => m.websiteId === id)).toBe(true);

      const summary = await getStockSummary(handle.db, scopeOf(slug));
      const [live] = await handle.db
        .select({ count: count() })
        .from(schema.cars)
        .where(stockScopeClause(scopeOf(slug)));
      expect(summary.count).toBe(live?.count);
      expect(summary.makes.reduce((sum, m) => sum + m.count, 0)).toBe(summary.count);
      expect(summary.models.reduce((sum, m) => sum + m.count, 0)).toBe(summary.count);
      expect(summary.carTypes.reduce((sum, t) => sum + t.count, 0)).toBe(summary.count);
    },
  );

  it("keeps unsold stock of one site out of another's summary", async () => {
    const rv = await getStockSummary(handle.db, scopeOf(RV));
    const bikes = await getStockSummary(handle.db, scopeOf("throttle-motorcycles"));
    expect(rv.makes.map((m) => m.name)).toEqual(["Jayco"]);
    expect(bikes.makes.map((m) => m.name)).not.toContain("Jayco");
  });
});
