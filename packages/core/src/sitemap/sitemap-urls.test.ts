import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "../site/site-settings.ts";
import {
  cmsPageSitemapPath,
  menuPagePaths,
  rangeModelPagePath,
  sitemapPageUrls,
  vehicleSitemapPath,
  type SitemapContent,
} from "./sitemap-urls.ts";

const settings = siteSettingsSchema.parse({
  paths: { blog: "/news", search: "/stock", vehicleBase: "/campers" },
  search: { defaultSlug: "all-stock" },
});
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const none: SitemapContent = {
  searchSlugs: [],
  rangeModels: [],
  pages: [],
  blogPosts: [],
  locations: [],
};
const paths = (content: Partial<SitemapContent>, s = settings) =>
  sitemapPageUrls(s, { ...none, ...content }).map((url) => url.path);

describe("sitemapPageUrls", () => {
  it("a site with nothing stored lists its home and its default search only", () => {
    expect(paths({})).toEqual(["/", "/stock/all-stock"]);
  });

  it("lists each stored search once at the site's search path, the default first", () => {
    expect(paths({ searchSlugs: ["utes", "all-stock", "main-dealer"] })).toEqual([
      "/",
      "/stock/all-stock",
      "/stock/utes",
      "/stock/main-dealer",
    ]);
  });

  it("lists the range, its model pages and the body-type pages of the bodies it has", () => {
    const rangeModels = [
      { slug: "journey", overrideUrl: null, bodies: ["CARAVANS"] },
      { slug: "swift", overrideUrl: "/models/swift", bodies: ["pop tops", "Caravans"] },
      // Its page redirects to the override, which is not this model's page.
      { slug: "crosstrak", overrideUrl: "https://maker.example/crosstrak", bodies: [] },
    ];
    expect(paths({ rangeModels })).toEqual([
      "/",
      "/stock/all-stock",
      "/models",
      "/models/journey",
      "/models/swift",
      "/range",
      "/range?body=pop-tops",
      "/range?body=caravans",
    ]);
  });

  it("a range of no RV body type has no /range pages", () => {
    const rangeModels = [{ slug: "corolla", overrideUrl: null, bodies: ["Hatch"] }];
    expect(paths({ rangeModels })).toEqual(["/", "/stock/all-stock", "/models", "/models/corolla"]);
  });

  it("lists published pages at their canonical URL with their last change", () => {
    const urls = sitemapPageUrls(settings, {
      ...none,
      pages: [
        { path: "warranty", updatedAt: at(2) },
        { path: "pages/about-us", updatedAt: at(3) },
        { path: "pages/finance-faq", updatedAt: at(4) },
      ],
    });
    expect(urls.slice(2)).toEqual([
      { path: "/warranty", lastmod: at(2) },
      { path: "/about-us", lastmod: at(3) },
      { path: "/pages/finance-faq", lastmod: at(4) },
    ]);
  });

  it("lists the blog at the site's blog path, dated by its newest post, and every post", () => {
    const urls = sitemapPageUrls(settings, {
      ...none,
      blogPosts: [
        { slug: "winter-trips", publishedAt: at(9) },
        { slug: "first-post", publishedAt: at(1) },
      ],
    });
    expect(urls.slice(2)).toEqual([
      { path: "/news", lastmod: at(9) },
      { path: "/news/winter-trips", lastmod: at(9) },
      { path: "/news/first-post", lastmod: at(1) },
    ]);
  });

  it("lists /special-offers while the site has offers, whether or not a menu links to it", () => {
    expect(paths({ hasOffers: true })).toContain("/special-offers");
    expect(paths({ hasOffers: false })).not.toContain("/special-offers");
  });

  it("an empty blog, range or location list is not listed", () => {
    expect(paths({})).not.toContain("/news");
    expect(paths({})).not.toContain("/models");
    expect(paths({})).not.toContain("/our-locations");
  });

  it("lists /our-locations and each location group that has a location", () => {
    const locations = [
      { isPrimary: true, locationTypes: ["sales" as const] },
      { isPrimary: false, locationTypes: ["service" as const] },
    ];
    expect(paths({ locations }).slice(2)).toEqual([
      "/our-locations",
      "/our-locations/primary",
      "/our-locations/sales",
      "/our-locations/service",
      "/our-locations/service-and-parts",
    ]);
  });
});

describe("cmsPageSitemapPath", () => {
  const withPagesPath = siteSettingsSchema.parse({ paths: { usePagesPath: true } });

  it("legal and about pages drop /pages unless the site uses a pages path", () => {
    const published = new Set(["about-us"]);
    expect(cmsPageSitemapPath("about-us", published, settings)).toBe("/about-us");
    expect(cmsPageSitemapPath("about-us", published, withPagesPath)).toBe("/pages/about-us");
  });

  it("a page another stored page answers for first is not listed twice", () => {
    // /about-us finds "about-us" first; "pages/about-us" is never shown on this site.
    const published = new Set(["about-us", "pages/about-us"]);
    expect(cmsPageSitemapPath("about-us", published, settings)).toBe("/about-us");
    expect(cmsPageSitemapPath("pages/about-us", published, settings)).toBeNull();
  });

  it("a page whose URL a fixed or settings-driven route answers is not listed", () => {
    const published = new Set(["models", "news", "contact-us/service", "pages/book-a-service"]);
    expect(cmsPageSitemapPath("news", published, settings)).toBeNull();
    expect(cmsPageSitemapPath("models", published, settings)).toBeNull();
    expect(cmsPageSitemapPath("contact-us/service", published, settings)).toBeNull();
    expect(cmsPageSitemapPath("pages/book-a-service", published, settings)).toBeNull();
    expect(cmsPageSitemapPath("a/b", new Set(["a/b"]), settings)).toBeNull();
  });
});

describe("rangeModelPagePath and vehicleSitemapPath", () => {
  it("a model's page is listed unless it redirects elsewhere", () => {
    expect(rangeModelPagePath({ slug: "journey", overrideUrl: null })).toBe("/models/journey");
    expect(rangeModelPagePath({ slug: "journey", overrideUrl: "/models/journey" })).toBe(
      "/models/journey",
    );
    expect(rangeModelPagePath({ slug: "journey", overrideUrl: "/pages/journey" })).toBeNull();
    expect(rangeModelPagePath({ slug: "a b", overrideUrl: null })).toBeNull();
  });

  it("a vehicle sits under the site's vehicle base; a slug no route takes is not listed", () => {
    expect(vehicleSitemapPath("2020-jayco-swift-1", settings)).toBe("/campers/2020-jayco-swift-1");
    expect(vehicleSitemapPath("bad slug", settings)).toBeNull();
  });
});

describe("menuPagePaths", () => {
  const withMenus = siteSettingsSchema.parse({
    paths: { finance: "/finance-the-dream" },
    navigation: {
      header: [
        {
          label: "Services",
          children: [
            { label: "Book a service", href: "/pages/book-a-service" },
            { label: "Trade in", href: "/trade-in/" },
            { label: "Offers", href: "/special-offers?utm_source=menu" },
          ],
        },
        { label: "Finance", href: "/finance-the-dream#apply" },
        { label: "Contact", href: "/contact" },
      ],
      footer: [
        {
          title: "Information",
          links: [
            { label: "Careers", href: "/careers" },
            { label: "Sign in", href: "/sign-in" },
            { label: "About", href: "/about-us" },
            { label: "Maps", href: "https://maps.example/x" },
            { label: "Call", href: "tel:0299990000" },
            { label: "Contact again", href: "/contact" },
          ],
        },
      ],
    },
  });

  it("lists the fixed and finance pages the menus link to, once each, as their canonical path", () => {
    expect(menuPagePaths(withMenus)).toEqual([
      "/service",
      "/trade-in",
      "/special-offers",
      "/finance-the-dream",
      "/contact",
      "/careers",
    ]);
  });

  it("puts them in the sitemap's page list", () => {
    const listed = sitemapPageUrls(withMenus, none).map((url) => url.path);
    expect(listed).toEqual(expect.arrayContaining(["/contact", "/careers", "/finance-the-dream"]));
    expect(listed).not.toContain("/sign-in");
  });
});

describe("a model page's lastmod", () => {
  it("is its newest car's", () => {
    const urls = sitemapPageUrls(settings, {
      ...none,
      rangeModels: [{ slug: "journey", overrideUrl: null, bodies: [], newestCarAt: at(9) }],
    });
    expect(urls.find((url) => url.path === "/models/journey")?.lastmod).toEqual(at(9));
  });
});
