import { TRACKED_CAMPAIGN_PARAMS } from "../analytics/campaign-params.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import type { SiteSettings } from "./site-settings.ts";

/**
 * The storefront paths whose first segment comes from a site's settings (spec §2): the vehicle
 * base path (/cars, /campers, /motorcycles), the search path, the blog path (/blog or /news),
 * the finance route, and CMS pages with or without the /pages prefix. Fixed paths such as
 * /models or /our-locations are ordinary Next routes and never reach this resolver.
 */
export type SiteRoute =
  | { kind: "vehicle"; slug: string }
  | { kind: "vehicle-checkout"; slug: string; mode: "checkout" | "buy-online" }
  | { kind: "trade-in" }
  /** `filterPath`: the segments after the slug, a canonical filtered search (search-path.ts). */
  | { kind: "search"; slug: string | null; filterPath: string[] }
  | { kind: "blog"; slug: string | null }
  | { kind: "finance" }
  | { kind: "garage" }
  | { kind: "cms"; slug: string; prefixed: boolean }
  | { kind: "unknown" };

export type RouteSettings = Pick<SiteSettings, "paths">;

const first = (path: string) => path.slice(1);

/** Maps the path segments after the site to the route that renders them. Pure; no data access. */
export function resolveSitePath(settings: RouteSettings, segments: readonly string[]): SiteRoute {
  const parts = segments.map(safeDecode);
  if (parts.some((part) => part === null || part === "")) return { kind: "unknown" };
  const [head, second, third, ...more] = parts as string[];
  if (head === undefined) return { kind: "unknown" };
  const { paths } = settings;

  if (head === first(paths.vehicleBase)) {
    if (second === undefined || more.length > 0) return { kind: "unknown" };
    if (!SLUG_PATTERN.test(second)) return { kind: "unknown" };
    if (third === undefined) {
      return second === "trade-in" ? { kind: "trade-in" } : { kind: "vehicle", slug: second };
    }
    if (third === "checkout" || third === "buy-online") {
      return { kind: "vehicle-checkout", slug: second, mode: third };
    }
    return { kind: "unknown" };
  }
  if (head === first(paths.search)) {
    if (second !== undefined && !SLUG_PATTERN.test(second)) return { kind: "unknown" };
    const filterPath = third === undefined ? [] : [third, ...more];
    return { kind: "search", slug: second ?? null, filterPath };
  }
  if (head === first(paths.blog)) {
    if (third !== undefined) return { kind: "unknown" };
    if (second !== undefined && !SLUG_PATTERN.test(second)) return { kind: "unknown" };
    return { kind: "blog", slug: second ?? null };
  }
  if (head === first(paths.finance) && second === undefined) return { kind: "finance" };
  // My Garage (spec §2): `/my-garage` or the site's garage path, either with `/saved` appended.
  if (head === first(paths.garage) && third === undefined) {
    if (second === undefined || second === "saved") return { kind: "garage" };
    return { kind: "unknown" };
  }
  if (head === "pages") {
    if (second === undefined || third !== undefined || !SLUG_PATTERN.test(second)) {
      return { kind: "unknown" };
    }
    return { kind: "cms", slug: second, prefixed: true };
  }
  if (second === undefined && SLUG_PATTERN.test(head)) {
    return { kind: "cms", slug: head, prefixed: false };
  }
  return { kind: "unknown" };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * First path segments served by fixed storefront routes (the folders under app/sites/[site]
 * and its (storefront) group; a test keeps the two equal). Every other path is settings-driven.
 */
export const FIXED_ROUTE_SEGMENTS = [
  // Proof of a custom domain for its verification: /.well-known/forecourt-verify/{token}.
  ".well-known",
  "book-test-drive",
  "careers",
  "checkout-journey",
  "contact",
  "contact-us",
  "current-positions",
  // Catalogue feeds on the site's host: /feeds/{token}/{name}.
  "feeds",
  "fleet",
  "forms",
  "models",
  "our-locations",
  "parts",
  "pay",
  // Content studio previews of a draft, by a signed link: /preview/{kind}/{id}?token=...
  "preview",
  "range",
  "reservations",
  "robots.txt",
  "sell-my-car",
  "service",
  "sign-in",
  "sitemap.xml",
  "sitemaps",
  "special-offers",
  "success",
  "trade-in",
] as const;

/**
 * Spec §2 paths that are another name of a fixed route: the proxy rewrites them to it, so the
 * visitor keeps the address and sees the same page (the service booking form, with its
 * request-time slots, at /pages/book-a-service).
 */
const FIXED_ROUTE_ALIASES: Readonly<Record<string, string>> = {
  "/pages/book-a-service": "/service",
};

/** The fixed route a path is another name of, or null. A trailing slash is ignored. */
export function fixedRouteAlias(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return Object.hasOwn(FIXED_ROUTE_ALIASES, path) ? FIXED_ROUTE_ALIASES[path]! : null;
}

/**
 * Settings-driven pages are cached per path. A request that carries a query string (search
 * filters, a blog page number, finance pre-fill) is rendered per request by a second route
 * under this segment instead; campaign parameters alone do not count (LANDING_QUERY_KEYS).
 * No slug can contain "~", so it never shadows a page.
 */
export const QUERY_ROUTE_SEGMENT = "~q";

/**
 * Query keys that ad platforms and mail tools add to a landing URL: the §3 tracked campaign
 * parameters and the other click ids and utm fields. No page reads them on the server (the
 * browser records the tracked ones from its own address bar, forms/visit-history.ts), so a
 * request that carries only these is served the cached page of its path, and a redirect keeps
 * them (landingQuery). Unique per click, they are left out of the front cache's key as well
 * (deploy/varnish/default.vcl, which lists the same keys).
 */
export const LANDING_QUERY_KEYS: ReadonlySet<string> = new Set([
  ...TRACKED_CAMPAIGN_PARAMS,
  "utm_term",
  "utm_content",
  "utm_id",
  "msclkid",
  "gbraid",
  "wbraid",
  "dclid",
  "ttclid",
]);

/**
 * The landing parameters of a query (LANDING_QUERY_KEYS) as a query string to put on a redirect
 * ("?utm_source=news&gclid=1", in the order asked), or "" when it has none.
 */
export function landingQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): string {
  const kept = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (!LANDING_QUERY_KEYS.has(key) || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) kept.append(key, one);
  }
  const text = kept.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * Query keys that do not make a request query-dependent: the one the framework adds itself
 * (`_rsc`) and the campaign parameters.
 */
const UNREAD_QUERY_KEYS = new Set(["_rsc", ...LANDING_QUERY_KEYS]);

const FIXED = new Set<string>(FIXED_ROUTE_SEGMENTS);

/** Whether a storefront request goes to the per-request route (see QUERY_ROUTE_SEGMENT). */
export function usesQueryRoute(pathname: string, query: URLSearchParams): boolean {
  const head = pathname.split("/")[1] ?? "";
  if (head === "" || FIXED.has(head)) return false;
  for (const key of query.keys()) if (!UNREAD_QUERY_KEYS.has(key)) return true;
  return false;
}

type RouteKind = Exclude<SiteRoute["kind"], "unknown">;

/**
 * Settings-driven route kinds grouped by the JavaScript their pages need. Each group is a route
 * of its own (`~k/{group}/[...rest]`, and `~k/{group}/~q/[...rest]` with a query string), so
 * the bundler gives each group its own client chunks: a vehicle page does not load the search
 * form's, the garage's or the finance calculator's code.
 */
export const ROUTE_GROUPS = {
  vehicle: ["vehicle"],
  checkout: ["vehicle-checkout", "trade-in"],
  search: ["search"],
  content: ["blog", "cms"],
  finance: ["finance"],
  garage: ["garage"],
} as const satisfies Record<string, readonly RouteKind[]>;

type RouteGroup = keyof typeof ROUTE_GROUPS;

/** The segment of the grouped routes (see ROUTE_GROUPS); internal like QUERY_ROUTE_SEGMENT. */
export const GROUP_ROUTE_SEGMENT = "~k";

const GROUP_OF = new Map<string, RouteGroup>(
  Object.entries(ROUTE_GROUPS).flatMap(([group, kinds]) =>
    kinds.map((kind) => [kind, group as RouteGroup] as const),
  ),
);

/**
 * The internal path a storefront request is rendered at. Fixed routes and the home page keep
 * their path. A settings-driven path goes to its kind's group route when the site's paths are
 * known (`/~k/{group}/...`, with `/~q/` after the group for a query string); otherwise, or for
 * a path no kind matches (a 404), to the route that serves every kind (`/...` or `/~q/...`).
 */
export function storefrontRoutePath(
  pathname: string,
  query: URLSearchParams,
  settings: RouteSettings | null,
): string {
  const head = pathname.split("/")[1] ?? "";
  if (head === "" || FIXED.has(head)) return pathname;
  const perRequest = usesQueryRoute(pathname, query);
  const kind = settings ? resolveSitePath(settings, pathname.split("/").slice(1)).kind : null;
  const group = kind ? GROUP_OF.get(kind) : undefined;
  if (!group) return perRequest ? `/${QUERY_ROUTE_SEGMENT}${pathname}` : pathname;
  const querySegment = perRequest ? `/${QUERY_ROUTE_SEGMENT}` : "";
  return `/${GROUP_ROUTE_SEGMENT}/${group}${querySegment}${pathname}`;
}
