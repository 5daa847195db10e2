import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cmsPageHref } from "@forecourt/core/content/cms-paths";
import { SITEMAP_LIMITS, SITEMAP_MAX_BYTES } from "@forecourt/core/sitemap/sitemap-parts";
import type { Site } from "@forecourt/core/site/site";
import type { DatabaseHandle } from "@forecourt/db/client";
import { COASTLINE_RV } from "@forecourt/db/demo/sites/coastline-rv";
import { seedDemoData } from "@forecourt/db/demo/seed";
import { blogPosts, cars, locations, pages, rangeModels } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as robotsRoute from "@/app/sites/[site]/robots.txt/route";
import * as sitemapRoute from "@/app/sites/[site]/sitemap.xml/route";
import * as sitemapPartRoute from "@/app/sites/[site]/sitemaps/[part]/route";
import { proxy } from "../../proxy.ts";
import { getSite } from "../queries/site.ts";
import { getSitemapCarCount } from "../queries/sitemap.ts";
import { currentSearchHour } from "../queries/stock-scope.ts";
import { siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { hasXmllint, validateSitemap, type SitemapKind } from "../../testing/sitemap-schema.ts";
import { siteOrigin } from "../site-url.ts";
import { siteSitemapResponse } from "./site-sitemap.ts";
import { isRangeModelCar } from "@forecourt/core/content/range-model-stock";

const SLUG = COASTLINE_RV.slug;
/** The site's canonical origin: its first domain over https (the requests come by another). */
const ORIGIN = `https://${COASTLINE_RV.domains[0]}`;
const isXmllintInstalled = hasXmllint();

let handle: DatabaseHandle;
let site: Site;

beforeAll(async () => {
  handle = await createTestDatabase();
  const report = await seedDemoData(handle.db, { withImages: false, sites: [COASTLINE_RV] });
  const siteId = report.sites[0]!.id;
  // Hidden things are never listed: an unpublished page and a hidden location.
  const [page] = await handle.db.select().from(pages).where(eq(pages.websiteId, siteId)).limit(1);
  await handle.db
    .update(pages)
    .set({ isPublished: false })
    .where(and(eq(pages.websiteId, siteId), eq(pages.id, page!.id)));
  await handle.db
    .update(locations)
    .set({ isVisible: false })
    .where(eq(locations.websiteId, siteId));
  useRouteTestDatabase(handle);
  site = (await getSite(SLUG))!;
});

afterAll(async () => {
  await handle?.close();
});

type SiteRoute<Params> = {
  GET: (request: Request, context: { params: Promise<Params> }) => Promise<Response>;
};

/** A GET of one of the site's routes, as Next calls it after the proxy's rewrite. */
const get = <Params>(route: SiteRoute<Params>, path: string, params: Params) =>
  route.GET(siteRequest(SLUG, path, { method: "GET" }), { params: Promise.resolve(params) });

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

async function expectValid(xml: string, kind: SitemapKind) {
  if (!isXmllintInstalled) return;
  const { isValid, output } = await validateSitemap(xml, kind);
  expect(isValid, output).toBe(true);
}

describe("a demo site's sitemap", () => {
  it.skipIf(!isXmllintInstalled)(
    "is checked against the sitemaps.org schemas, which refuse a misordered url (skipped where xmllint is not installed: apt-get install libxml2-utils)",
    async () => {
      const misordered =
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
        "<url><lastmod>2026-01-01</lastmod><loc>https://dealer.example/</loc></url></urlset>\n";
      expect((await validateSitemap(misordered, "urlset")).isValid).toBe(false);
      const index = misordered.replaceAll("urlset", "sitemapindex");
      expect((await validateSitemap(index, "urlset")).isValid).toBe(false);
    },
  );

  it("is one urlset, valid against sitemap.xsd, of the site's pages, content and vehicles", async () => {
    const response = await get(sitemapRoute, "/sitemap.xml", { site: SLUG });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/xml");
    const xml = await response.text();
    await expectValid(xml, "urlset");
    const listed = locs(xml);
    expect(new Set(listed).size, "each URL once").toBe(listed.length);

    const db = handle.db;
    const posts = await db.select().from(blogPosts).where(eq(blogPosts.websiteId, site.id));
    expect(posts.length).toBeGreaterThan(100);
    for (const post of posts) {
      const entry = `<loc>${ORIGIN}/blog/${post.slug}</loc><lastmod>${post.publishedAt.toISOString()}</lastmod>`;
      expect(xml, post.slug).toContain(entry);
    }
    expect(listed).toContain(`${ORIGIN}/blog`);

    const models = await db.select().from(rangeModels).where(eq(rangeModels.websiteId, site.id));
    expect(models.length).toBeGreaterThan(0);
    for (const model of models) expect(listed).toContain(`${ORIGIN}/models/${model.slug}`);
    expect(listed).toContain(`${ORIGIN}/models`);
    expect(listed).toContain(`${ORIGIN}/range`);
    expect(listed.some((loc) => loc.startsWith(`${ORIGIN}/range?body=`))).toBe(true);

    const stored = await db.select().from(pages).where(eq(pages.websiteId, site.id));
    const hidden = stored.filter((page) => !page.isPublished);
    expect(hidden).toHaveLength(1);
    for (const page of stored) {
      const loc = `${ORIGIN}${cmsPageHref(page.path, site.settings.paths)}`;
      if (page.isPublished) expect(xml, page.path).toContain(`<loc>${loc}</loc><lastmod>`);
      else expect(listed, page.path).not.toContain(loc);
    }

    // Every location is hidden: no location page is listed.
    expect(listed.filter((loc) => loc.includes("/our-locations"))).toEqual([]);

    const vehicles = listed.filter((loc) => loc.startsWith(`${ORIGIN}/campers/`));
    const stock = await db
      .select({ slug: cars.slug })
      .from(cars)
      .where(eq(cars.websiteId, site.id));
    const slugs = new Set(stock.map((car) => `${ORIGIN}/campers/${car.slug}`));
    expect(vehicles.every((loc) => slugs.has(loc))).toBe(true);
    const inScope = await getSitemapCarCount(site.id, currentSearchHour());
    expect(vehicles.length).toBe(inScope.count);
    expect(vehicles.length).toBeGreaterThan(0);
    expect(listed.slice(0, 2)).toEqual([
      `${ORIGIN}/`,
      `${ORIGIN}${site.settings.paths.search}/${site.settings.search.defaultSlug}`,
    ]);
  });

  it("gives every URL on the canonical https origin, though asked over http on another host", async () => {
    expect(siteOrigin(site).origin).toBe(ORIGIN);
    const xml = await (await get(sitemapRoute, "/sitemap.xml", { site: SLUG })).text();
    const listed = locs(xml);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.filter((loc) => !loc.startsWith(`${ORIGIN}/`))).toEqual([]);
  });

  it("lists the pages the menus link to: contact, finance and the other fixed pages", async () => {
    const xml = await (await get(sitemapRoute, "/sitemap.xml", { site: SLUG })).text();
    const listed = locs(xml);
    // The header's Finance and Contact links, and the footer's Careers link.
    for (const path of ["/finance", "/contact", "/careers"]) {
      expect(listed, path).toContain(`${ORIGIN}${path}`);
    }
    // Never a page that says noindex, nor a link off the site.
    expect(
      listed.some((loc) => /\/(sign-in|success|reservations|checkout-journey)/.test(loc)),
    ).toBe(false);
  });

  it("dates a model page from its newest car", async () => {
    const xml = await (await get(sitemapRoute, "/sitemap.xml", { site: SLUG })).text();
    const models = await handle.db
      .select()
      .from(rangeModels)
      .where(eq(rangeModels.websiteId, site.id));
    const stock = await handle.db.select().from(cars).where(eq(cars.websiteId, site.id));
    const listed = new Set(locs(xml));
    let dated = 0;
    for (const model of models) {
      const modelCars = stock.filter((car) =>
        isRangeModelCar({ name: model.name, manufacturerName: model.manufacturerName }, car),
      );
      // The model's cars the site lists (its stock scope): those with a page in the sitemap.
      const newest = modelCars
        .filter((car) => listed.has(`${ORIGIN}${site.settings.paths.vehicleBase}/${car.slug}`))
        .map((car) => car.updatedAt.getTime())
        .sort((a, b) => b - a)[0];
      if (newest === undefined) continue;
      dated += 1;
      expect(xml, model.slug).toContain(
        `<loc>${ORIGIN}/models/${model.slug}</loc><lastmod>${new Date(newest).toISOString()}</lastmod>`,
      );
    }
    expect(dated).toBeGreaterThan(0);
  });

  it("lists the site's visible locations and their groups", async () => {
    await handle.db
      .update(locations)
      .set({ isVisible: true })
      .where(eq(locations.websiteId, site.id));
    try {
      const xml = await (await get(sitemapRoute, "/sitemap.xml", { site: SLUG })).text();
      expect(locs(xml)).toEqual(
        expect.arrayContaining([
          `${ORIGIN}/our-locations`,
          `${ORIGIN}/our-locations/sales`,
          `${ORIGIN}/our-locations/service`,
          `${ORIGIN}/our-locations/parts`,
        ]),
      );
      await expectValid(xml, "urlset");
    } finally {
      await handle.db
        .update(locations)
        .set({ isVisible: false })
        .where(eq(locations.websiteId, site.id));
    }
  });

  it("has no parts while it is one urlset; a part that is not a number is a 404", async () => {
    expect(
      (await get(sitemapPartRoute, "/sitemaps/1.xml", { site: SLUG, part: "1.xml" })).status,
    ).toBe(404);
    expect(
      (await get(sitemapPartRoute, "/sitemaps/x.xml", { site: SLUG, part: "x.xml" })).status,
    ).toBe(404);
  });

  it("robots.txt names /sitemap.xml", async () => {
    const robots = await (await get(robotsRoute, "/robots.txt", { site: SLUG })).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("a sitemap past the URL limit", () => {
  // The protocol's 50,000 would need 50,000 cars; the limit is a parameter, so 100 stands in.
  const limits = { maxUrls: 100, maxBytes: SITEMAP_MAX_BYTES };

  it("is an index, valid against siteindex.xsd, of valid parts that list every URL once", async () => {
    const whole = locs(
      await (await siteSitemapResponse(site, ORIGIN, null, SITEMAP_LIMITS)).text(),
    );
    expect(whole.length).toBeGreaterThan(limits.maxUrls);

    const index = await siteSitemapResponse(site, ORIGIN, null, limits);
    expect(index.status).toBe(200);
    const indexXml = await index.text();
    expect(indexXml).toContain("<sitemapindex");
    await expectValid(indexXml, "sitemapindex");
    const parts = locs(indexXml);
    expect(parts).toEqual(
      Array.from(
        { length: Math.ceil(whole.length / 100) },
        (_, i) => `${ORIGIN}/sitemaps/${i + 1}.xml`,
      ),
    );

    const listed: string[] = [];
    for (let part = 1; part <= parts.length; part += 1) {
      const response = await siteSitemapResponse(site, ORIGIN, part, limits);
      expect(response.status).toBe(200);
      const xml = await response.text();
      await expectValid(xml, "urlset");
      const urls = locs(xml);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(limits.maxUrls);
      listed.push(...urls);
    }
    expect(listed).toEqual(whole);
    expect((await siteSitemapResponse(site, ORIGIN, parts.length + 1, limits)).status).toBe(404);
  });

  it("the proxy sends /sitemaps/{n}.xml to the site's part route", async () => {
    const response = await proxy(
      new NextRequest(`${ORIGIN}/sitemaps/2.xml`, { headers: { host: `${SLUG}.localhost` } }),
    );
    expect(response.headers.get("x-middleware-rewrite")).toContain(`/sites/${SLUG}/sitemaps/2.xml`);
  });
});
