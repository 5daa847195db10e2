import { hasRangeBody, RANGE_BODIES, rangeBodyHref } from "../content/range-body.ts";
import type { RangeModel } from "../domain/model.ts";
import { groupLocations, LOCATION_GROUPS, type LocationGroup } from "../locations/hours.ts";
import { cmsLookupPaths, cmsPageHref, resolveCmsRequest } from "../content/cms-paths.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { FIXED_ROUTE_SEGMENTS, fixedRouteAlias, resolveSitePath } from "../site/site-routes.ts";
import type { NavLink, SiteSettings } from "../site/site-settings.ts";
import type { Location } from "../domain/location.ts";

/** One sitemap entry: a site-relative path (with its query, if any) and when it last changed. */
export type SitemapUrl = { path: string; lastmod?: Date | undefined };

type SitemapSettings = Pick<SiteSettings, "paths" | "search"> &
  Partial<Pick<SiteSettings, "navigation">>;

/** What a site has besides its stock, as the storefront would list it. */
export type SitemapContent = {
  /** Slugs of the site's stored searches (the default search is added whether stored or not). */
  searchSlugs: readonly string[];
  rangeModels: readonly (Pick<RangeModel, "slug" | "overrideUrl" | "bodies"> &
    Partial<Pick<RangeModel, "manufacturerBody2" | "manufacturerBody3">> & {
      /** When the newest car of the model's stock last changed: its page's lastmod. */
      newestCarAt?: Date | undefined;
    })[];
  /** Published CMS pages: their stored path and last change. */
  pages: readonly { path: string; updatedAt: Date }[];
  blogPosts: readonly { slug: string; publishedAt: Date }[];
  /** The site's visible locations. */
  locations: readonly Pick<Location, "isPrimary" | "locationTypes">[];
  /** Whether the site has special offers running: its /special-offers page then lists them. */
  hasOffers?: boolean;
};

/**
 * The path a range model's own page answers at, or null when its page lives elsewhere (its
 * override URL: /models/{slug} then redirects there, spec §3 override_url).
 */
export function rangeModelPagePath(model: Pick<RangeModel, "slug" | "overrideUrl">): string | null {
  const path = `/models/${model.slug}`;
  if (!SLUG_PATTERN.test(model.slug)) return null;
  return model.overrideUrl === null || model.overrideUrl === path ? path : null;
}

/** /our-locations, or the page of one location group (/our-locations/service). */
export function locationGroupPath(group: LocationGroup): string {
  return group === "all" ? "/our-locations" : `/our-locations/${group}`;
}

const FIXED_SEGMENTS = new Set<string>(FIXED_ROUTE_SEGMENTS);

/**
 * The URL a published CMS page renders at, or null when no request shows it: its canonical URL
 * (cms-paths) is taken by a fixed route or another settings-driven path, or a request for it
 * finds another stored page first.
 */
export function cmsPageSitemapPath(
  storedPath: string,
  published: ReadonlySet<string>,
  settings: Pick<SiteSettings, "paths">,
): string | null {
  const href = cmsPageHref(storedPath, settings.paths);
  const segments = href.split("/").slice(1);
  if (fixedRouteAlias(href) || FIXED_SEGMENTS.has(segments[0] ?? "")) return null;
  const route = resolveSitePath(settings, segments);
  if (route.kind !== "cms") return null;
  const found = cmsLookupPaths(route.slug, route.prefixed).find((path) => published.has(path));
  if (found !== storedPath) return null;
  const request = { slug: route.slug, isPrefixed: route.prefixed };
  return resolveCmsRequest(request, storedPath, settings.paths).kind === "render" ? href : null;
}

/** A vehicle's page, or null for a slug no vehicle route accepts. */
export function vehicleSitemapPath(
  slug: string,
  settings: Pick<SiteSettings, "paths">,
): string | null {
  return SLUG_PATTERN.test(slug) ? `${settings.paths.vehicleBase}/${slug}` : null;
}

/**
 * The fixed storefront pages a search engine may index (the others are sign-in, checkout,
 * payment and confirmation steps, which say noindex, or machine files). Listed when the site's
 * menus link to them.
 */
const INDEXABLE_FIXED_PAGES = [
  "book-test-drive",
  "careers",
  "contact",
  "contact-us",
  "current-positions",
  "fleet",
  "parts",
  "sell-my-car",
  "service",
  "special-offers",
  "trade-in",
] as const;

const INDEXABLE_FIXED = new Set<string>(INDEXABLE_FIXED_PAGES);

function menuHrefs(links: readonly NavLink[]): string[] {
  return links.flatMap((link) => [
    ...(link.href ? [link.href] : []),
    ...menuHrefs(link.children ?? []),
  ]);
}

/**
 * The indexable pages the site's header and footer menus link to that no other part of the
 * sitemap lists: fixed pages (`INDEXABLE_FIXED_PAGES`, another name of one as the page it
 * names) and the finance page, each once, at its path without query, fragment or trailing slash.
 * CMS pages, searches, the range, the blog and locations are listed from the site's data.
 */
export function menuPagePaths(settings: SitemapSettings): string[] {
  const navigation = settings.navigation;
  if (!navigation) return [];
  const hrefs = [
    ...menuHrefs(navigation.header),
    ...navigation.footer.flatMap((group) => menuHrefs(group.links)),
  ];
  const paths = new Set<string>();
  for (const href of hrefs) {
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const bare = href.replace(/[?#].*$/, "");
    const path = fixedRouteAlias(bare) ?? (bare.length > 1 ? bare.replace(/\/$/, "") : bare);
    const segments = path.split("/").slice(1);
    if (segments.length === 1 && INDEXABLE_FIXED.has(segments[0]!)) paths.add(path);
    else if (
      !FIXED_SEGMENTS.has(segments[0] ?? "") &&
      resolveSitePath(settings, segments).kind === "finance"
    ) {
      paths.add(path);
    }
  }
  return [...paths];
}

const newest = (dates: readonly Date[]): Date | undefined =>
  dates.reduce<Date | undefined>(
    (latest, date) => (!latest || date > latest ? date : latest),
    undefined,
  );

/**
 * Every page of a site besides its vehicles, in the order a sitemap lists them: home, searches,
 * the range (its index, model pages and the body-type pages of an RV range), content pages, the
 * blog and its posts, the special offers, the pages the menus link to, and the location pages. A section's index page is listed only when the
 * section has something in it (an empty range, blog or locations page says only "nothing
 * here"); each path is listed once.
 */
export function sitemapPageUrls(settings: SitemapSettings, content: SitemapContent): SitemapUrl[] {
  const urls = new Map<string, SitemapUrl>();
  const add = (path: string | null, lastmod?: Date) => {
    if (path !== null && !urls.has(path)) urls.set(path, { path, lastmod });
  };
  const { paths } = settings;

  add("/");
  for (const slug of [settings.search.defaultSlug, ...content.searchSlugs]) {
    if (SLUG_PATTERN.test(slug)) add(`${paths.search}/${slug}`);
  }

  if (content.rangeModels.length > 0) add("/models");
  for (const model of content.rangeModels) add(rangeModelPagePath(model), model.newestCarAt);
  const bodies = RANGE_BODIES.filter((body) =>
    content.rangeModels.some((model) => hasRangeBody(model, body)),
  );
  if (bodies.length > 0) add("/range");
  for (const body of bodies) add(rangeBodyHref(body));

  const published = new Set(content.pages.map((page) => page.path));
  for (const page of content.pages) {
    add(cmsPageSitemapPath(page.path, published, settings), page.updatedAt);
  }

  if (content.blogPosts.length > 0) {
    add(paths.blog, newest(content.blogPosts.map((post) => post.publishedAt)));
  }
  for (const post of content.blogPosts) {
    if (SLUG_PATTERN.test(post.slug)) add(`${paths.blog}/${post.slug}`, post.publishedAt);
  }

  // The special offers page, linked from the home page and the offer cards whether or not a
  // menu names it, while it has offers to show.
  if (content.hasOffers) add("/special-offers");

  // The fixed and finance pages the site's menus link to (contact, careers, offers, finance...).
  for (const path of menuPagePaths(settings)) add(path);

  // /our-locations first: it is the "all" group, last in LOCATION_GROUPS.
  const groups = groupLocations([...content.locations]);
  for (const group of ["all", ...LOCATION_GROUPS] as const) {
    if (groups[group].length > 0) add(locationGroupPath(group));
  }
  return [...urls.values()];
}
