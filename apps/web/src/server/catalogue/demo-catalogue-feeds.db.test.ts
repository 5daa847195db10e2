import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { metaPixelParameters } from "@forecourt/core/analytics/meta-pixel-parameters";
import { COLLECTOR_LIMITS } from "@forecourt/core/analytics/collector-limits";
import { META_VEHICLE_CONTENT_TYPE, pixelContent } from "@forecourt/core/analytics/pixel-content";
import { metaCatalogueIds } from "@forecourt/core/catalogue/meta-catalogue-id";
import { metaVehicleEvent } from "@forecourt/core/catalogue/meta-vehicle-event";
import { CATALOGUE_FEEDS, type CatalogueFeedName } from "@forecourt/core/catalogue/catalogue-feed";
import { catalogueVehicleId } from "@forecourt/core/domain/catalogue-vehicle-id";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { isCarSold, type Car } from "@forecourt/core/domain/car";
import { carAvailability, SCHEMA_ORG_AVAILABILITY } from "@forecourt/core/domain/car-availability";
import type { Site } from "@forecourt/core/site/site";
import { siteWords } from "@forecourt/core/site/site-words";
import {
  checkCarPage,
  checkCatalogueFeed,
  checkFeedExclusions,
  checkPixelEvent,
  type CarPageState,
} from "@forecourt/core/testing/check-catalogue-feed";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { readCatalogueCars } from "@forecourt/db/repositories/catalogue/read-catalogue-cars";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { seededDemoDatabase } from "@forecourt/db/testing/demo-database";
import { vehicleJsonLd } from "@/components/vehicle/vehicle-json-ld";
import { conversionProperties } from "@/components/forms/lead-form-storage";
import { vehicleCardData } from "@/components/vehicle/vehicle-card";
import { VehiclePrice } from "@/components/vehicle/vehicle-price";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { siteOrigin } from "../site-url.ts";
import { siteSitemapResponse } from "../sitemap/site-sitemap.ts";
import { leadCarMeta } from "../vehicle/lead-car-meta.ts";
import { catalogueFeedChunks, emptyCatalogueFeedReport } from "./catalogue-feed-body.ts";
import { catalogueSiteOf } from "./catalogue-site.ts";

/**
 * Every demo site's six catalogue feeds and its sitemap, read as a dealer's ad manager would:
 * each feed by the platforms' published rules and each item against its car's own page (the
 * vehicle page's JSON-LD Offer, built by the page's own function), the platform's vehicle-type
 * policy, VIN check digits, and the pixel's content type and ids.
 */
const seeded = seededDemoDatabase();

beforeAll(() => {
  useRouteTestDatabase(seeded.handle);
});

async function siteOf(slug: string): Promise<Site> {
  const id = seeded.report.sites.find((site) => site.slug === slug)?.id;
  const site = id === undefined ? null : await getSiteById(seeded.handle.db, id);
  if (!site) throw new Error(`no demo site ${slug}`);
  return site;
}

async function feedText(site: Site, feed: CatalogueFeedName) {
  const scope = stockScopeFor(site.id, site.settings, new Date());
  const report = emptyCatalogueFeedReport(feed);
  let text = "";
  for await (const chunk of catalogueFeedChunks(seeded.handle.db, { site, scope, feed, report })) {
    text += chunk;
  }
  return { text, report };
}

/** The vehicle_ids of the site's Meta feed: the only ids a pixel event may name. */
async function metaFeedIds(site: Site): Promise<Set<string>> {
  const { text } = await feedText(site, "meta.csv");
  const ids = new Set(
    text
      .split("\r\n")
      .slice(1)
      .filter(Boolean)
      .map((line) => line.split(",")[0]!),
  );
  expect(ids.size).toBeGreaterThan(0);
  return ids;
}

/** The whole amounts a rendered price block shows ("$134,620" is 134620). */
const amountsIn = (markup: string) =>
  [...markup.matchAll(/\$([\d,]+(?:\.\d{2})?)/g)].map((match) =>
    Math.round(Number(match[1]!.replaceAll(",", ""))),
  );

/**
 * What each car's page says of it, by its catalogue id: the page's JSON-LD Offer and body, the
 * amounts its price block (the page's own component) shows, and whether it says RESERVED.
 */
async function pageStates(site: Site): Promise<Map<string, CarPageState>> {
  const scope = stockScopeFor(site.id, site.settings, new Date());
  const catalogueSite = catalogueSiteOf(site);
  const words = siteWords(site.settings);
  const pages = new Map<string, CarPageState>();
  for await (const { car } of readCatalogueCars(seeded.handle.db, { scope })) {
    const jsonLd = vehicleJsonLd({
      car,
      url: `${catalogueSite.origin}/${car.slug}`,
      images: [],
      currency: catalogueSite.currency,
      distanceUnit: "km",
      seller: { name: site.name, url: catalogueSite.origin },
      template: site.settings.template,
    });
    pages.set(catalogueVehicleId(car), {
      type: jsonLd["@type"],
      hasOffer: jsonLd.offers !== undefined,
      // A page without an Offer (no price) says the same state in words.
      availability: jsonLd.offers?.availability ?? SCHEMA_ORG_AVAILABILITY[carAvailability(car)],
      price: jsonLd.offers?.price ?? null,
      body: car.body,
      // The page shows the site's certified program on a certified car; only a maker's program
      // is certified pre-owned to the platforms.
      isCertifiedPreOwned:
        car.isCertified &&
        car.carType === "used" &&
        site.settings.stock.certifiedProgram?.isManufacturerProgram === true,
      shownPrices: amountsIn(
        renderToStaticMarkup(
          createElement(VehiclePrice, { car, words, offersSubscription: false }),
        ),
      ),
      // The vehicle page's status label and notice.
      isShownReserved: car.isReserved && !isCarSold(car),
    });
  }
  return pages;
}

describe.each(DEMO_SITES.map((demo) => [demo.slug] as const))("the demo site %s", (slug) => {
  it("has six feeds the platforms accept, every item agreeing with its car's page", async () => {
    const site = await siteOf(slug);
    const context = { template: site.settings.template, pages: await pageStates(site) };
    for (const [id, page] of context.pages) {
      expect(checkCarPage(page, site.settings.template), `${slug} ${id}'s page`).toEqual([]);
    }
    for (const feed of CATALOGUE_FEEDS) {
      const { text, report } = await feedText(site, feed);
      expect(checkCatalogueFeed(feed, text, context), `${slug} ${feed}`).toEqual([]);
      const excluded = report.excluded.map((car) => ({ id: car.stockNumber, reason: car.reason }));
      expect(checkFeedExclusions(feed, excluded, context), `${slug} ${feed}`).toEqual([]);
      // Each car a feed leaves out is named with a reason; the export leaves out none.
      if (feed.startsWith("stock")) expect(report.excluded).toEqual([]);
      for (const excluded of report.excluded) {
        expect(
          [
            "sold",
            "reserved",
            "not-yet-in-stock",
            "vehicle-type-not-accepted",
            "no-price",
            "no-image",
          ],
          `${slug} ${feed} ${excluded.stockNumber}`,
        ).toContain(excluded.reason);
      }
    }
  });

  it("sends pixel events Meta's automotive catalogue matches to the feed's vehicles", async () => {
    const site = await siteOf(slug);
    const ids = await metaFeedIds(site);
    // Each vehicle page's ViewContent as the pixel gets it (the visit's ids in the dataLayer
    // entry, withheld from Meta): content ids only of cars the feed carries, and every one of
    // those named.
    const scope = stockScopeFor(site.id, site.settings, new Date());
    const catalogueSite = catalogueSiteOf(site);
    const named = new Set<string>();
    for await (const detail of readCatalogueCars(seeded.handle.db, { scope })) {
      const event = metaPixelParameters({
        ...metaVehicleEvent(detail, catalogueSite),
        anon_id: "anon_1",
        session_id: "session_1",
        device_id: "device_1",
      });
      const id = catalogueVehicleId(detail.car);
      expect(checkPixelEvent(event, ids, "ViewContent"), `${slug} ${id}`).toEqual([]);
      if ("content_ids" in event) {
        expect(event).toMatchObject({ content_type: META_VEHICLE_CONTENT_TYPE });
        named.add(id);
      }
    }
    expect([...named].sort()).toEqual([...ids].sort());
  });

  it("names in searches and favourites only the cars Meta's catalogue carries", async () => {
    const site = await siteOf(slug);
    const ids = await metaFeedIds(site);
    const scope = stockScopeFor(site.id, site.settings, new Date());
    const catalogueSite = catalogueSiteOf(site);
    const words = siteWords(site.settings);
    const cars: Car[] = [];
    for await (const { car } of readCatalogueCars(seeded.handle.db, { scope })) cars.push(car);
    // Each page of the whole stock's search, as the search page names its cars (in pages of the
    // collector's list size, so every car is in one event).
    const named = new Set<string>();
    for (let start = 0; start < cars.length; start += COLLECTOR_LIMITS.listItems) {
      const shown = cars.slice(start, start + COLLECTOR_LIMITS.listItems);
      const search = metaPixelParameters({
        search_string: "make=Any",
        result_count: cars.length,
        ...pixelContent(metaCatalogueIds(shown, catalogueSite)),
        anon_id: "anon_1",
      });
      expect(checkPixelEvent(search, ids, "Search"), `${slug} search from ${start}`).toEqual([]);
      for (const id of (search.content_ids as string[] | undefined) ?? []) named.add(id);
    }
    expect([...named].sort()).toEqual([...ids].sort());
    // Each card's heart, as the card the server made names its car (AddToWishlist).
    for (const car of cars) {
      const card = vehicleCardData(car, { words, settings: site.settings, catalogueSite });
      const favourite = pixelContent(card.catalogueId === null ? [] : [card.catalogueId]);
      expect(checkPixelEvent(favourite, ids, "AddToWishlist"), `${slug} ${car.slug}`).toEqual([]);
      expect(card.catalogueId !== null).toBe(ids.has(catalogueVehicleId(car)));
    }
  });

  it("sends a Lead about a car from another page (finance, trade-in) with Meta's fields of the car", async () => {
    const site = await siteOf(slug);
    const ids = await metaFeedIds(site);
    const scope = stockScopeFor(site.id, site.settings, new Date());
    const named = new Set<string>();
    for await (const { car } of readCatalogueCars(seeded.handle.db, { scope })) {
      // The finance page names the car by its slug, the trade-in page by its id: the server
      // works out its Meta fields for the page, the form stores them with the lead, and the
      // success page's conversion sends them.
      for (const key of [car.slug, String(car.id)]) {
        const found = await leadCarMeta(site, key);
        expect(found?.carKeys, `${slug} ${key}`).toContain(key);
        const stored = { id: "lead-1", ...(found ? { meta: found.meta } : {}), isConverted: false };
        const lead = metaPixelParameters({
          ...conversionProperties(stored, "Finance"),
          lead_id: stored.id,
          anon_id: "anon_1",
        });
        expect(checkPixelEvent(lead, ids, "Lead"), `${slug} ${key}`).toEqual([]);
        for (const id of (lead.content_ids as string[] | undefined) ?? []) named.add(id);
      }
    }
    expect([...named].sort()).toEqual([...ids].sort());
    // A lead about no car, or one the site does not have, names none.
    for (const key of [null, "no-such-car"]) {
      expect(await leadCarMeta(site, key)).toBeNull();
      const lead = conversionProperties({ id: "lead-2", isConverted: false }, "General");
      expect(checkPixelEvent(lead, ids, "Lead", { isAboutCar: false })).toEqual([]);
    }
  });

  it("has a sitemap of canonical URLs only", async () => {
    const site = await siteOf(slug);
    const origin = siteOrigin(site).origin;
    expect(origin).toMatch(/^https:\/\//);
    const xml = await (await siteSitemapResponse(site, origin, null)).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.filter((loc) => !loc.startsWith(`${origin}/`))).toEqual([]);
    expect(locs).toContain(`${origin}/contact`);
    // Every page the menus link to on the site, and the special offers page.
    const menuPaths = [
      ...site.settings.navigation.header,
      ...site.settings.navigation.footer.flatMap((group) => group.links),
    ]
      .flatMap(function hrefs(link): string[] {
        return [...(link.href ? [link.href] : []), ...(link.children ?? []).flatMap(hrefs)];
      })
      .filter((href) => href.startsWith("/") && !href.startsWith("//"))
      .map((href) => href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1"));
    for (const path of new Set([...menuPaths, "/special-offers"])) {
      // A site that keeps its legal and about pages under /pages/ redirects /about-us there.
      const listed = [`${origin}${path}`, `${origin}/pages${path}`];
      expect(
        locs.some((loc) => listed.includes(loc)),
        `${slug} ${path}`,
      ).toBe(true);
    }
    for (const lastmod of xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)) {
      expect(Number.isNaN(Date.parse(lastmod[1]!))).toBe(false);
    }
  });
});

describe("what the demo sites send where", () => {
  it("sends Google no sold, reserved or coming-soon stock, motorcycles and RVs to vehicle listings only, and takes the US pickups", async () => {
    const reservedOut = new Set<string>();
    for (const demo of DEMO_SITES) {
      const site = await siteOf(demo.slug);
      for (const feed of ["google-vehicle-listings.csv", "google-vehicle-ads.csv"] as const) {
        const { report } = await feedText(site, feed);
        const reasons = new Set(report.excluded.map((car) => car.reason));
        if (reasons.has("reserved")) reservedOut.add(feed);
        expect(reasons.has("vin-check-digit"), `${demo.slug} ${feed}`).toBe(false);
        if (site.settings.template === "motorcycles" || site.settings.template === "rv") {
          // Vehicle listings take "passenger cars and trucks, RV, ATV, motorcycles, trailers";
          // vehicle ads cars and pickups only.
          if (feed === "google-vehicle-ads.csv") {
            expect(report.included, `${demo.slug} ${feed}`).toBe(0);
          } else {
            expect(report.included, `${demo.slug} ${feed}`).toBeGreaterThan(0);
            expect(reasons.has("vehicle-type-not-accepted"), `${demo.slug} ${feed}`).toBe(false);
          }
        }
      }
    }
    const lone = await siteOf("lone-star-auto");
    const { text } = await feedText(lone, "google-vehicle-ads.csv");
    expect(text).toMatch(/,truck,/);
    // NHTSA's "Sport Utility" (the demo's Jeep Wrangler) is an SUV, not a ute.
    expect(text).toMatch(/Wrangler.*,suv,/);
    expect(text).not.toMatch(/Wrangler.*,(ute|truck),/);
    // The demo data's reserved cars are named in both Google feeds' reports.
    expect([...reservedOut].sort()).toEqual([
      "google-vehicle-ads.csv",
      "google-vehicle-listings.csv",
    ]);
  });
});
