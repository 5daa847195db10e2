import { NextResponse, type NextRequest } from "next/server";
import { frontCachePurge, platformDomain } from "@forecourt/env/runtime-env";
import { setRequestSite } from "@forecourt/db/request-context";
import {
  assignVariant,
  VARIANT_COOKIE,
  VARIANT_COOKIE_MAX_AGE_S,
  VARIANT_ROUTE_SEGMENT,
  variantCookieValue,
  variantRoutePath,
  type SplitTest,
  type VariantAssignment,
} from "@forecourt/core/analytics/split-test";
import {
  GROUP_ROUTE_SEGMENT,
  QUERY_ROUTE_SEGMENT,
  fixedRouteAlias,
  storefrontRoutePath,
  type RouteSettings,
} from "@forecourt/core/site/site-routes";
import {
  resolveHost,
  siteRewritePath,
  type HostResolution,
} from "@forecourt/core/tenancy/resolve-host";
import {
  FRONT_CACHE_TAG_HEADERS,
  frontCacheTagOfKey,
  isFrontCacheKind,
} from "./server/cache/front-cache-tags.ts";
import type { RemovedAddress } from "@forecourt/core/content/content-removal";
import {
  pageSecurityHeadersFor,
  removedAddressFor,
  siteRoutesFor,
  siteSplitTestFor,
} from "./server/security/page-security-headers";

/**
 * Host to site: a site's host is rewritten to /sites/{key}/...; the platform host serves its own
 * pages. Every page also gets its site's security headers (a cached page is served with the
 * site's current policy); that read (which also brings the site's split test) is the one read
 * here, and it is remembered per site for a short time. No authorisation here; pages and handlers check the site again where they read it.
 * A deleted post's or page's address answers here, from the same memory: 410 Gone or a 301.
 * With a front cache (CACHE_PURGE) every site response carries its site's tag in the header that
 * cache reads, so a write can purge exactly that site's pages.
 * On a site with a split test (spec §6) a visitor is given a variant once (a cookie, an even
 * draw) and its home page is rewritten to that variant's own path, so each variant is a cached
 * page of its own (see docs/decisions 0016).
 */
export async function proxy(request: NextRequest) {
  const resolution = resolveHost(request.headers.get("host"), {
    platformDomain: platformDomain(),
  });
  const key = siteKey(resolution);
  // The request's log lines name the site its Host resolved to (never X-Forwarded-Host).
  if (key) setRequestSite(key);
  // A catalogue feed (/feeds/...) is fetched by Meta's and Google's crawlers, never a visitor's
  // landing: no variant and no cookie, which would make its answer private and uncacheable.
  const isFeed = request.nextUrl.pathname.startsWith("/feeds/");
  const splitTest = isFeed ? null : await siteSplitTestFor(key);
  const assignment = splitTest ? visitorVariant(request, splitTest) : null;
  const removed = await removedAddressFor(key, request.nextUrl.pathname);
  const response = removed
    ? removedAnswer(removed, request.nextUrl)
    : route(request, resolution, assignment, await siteRoutesFor(key));
  if (assignment?.isNew) {
    // Read by the browser too: every event reports the variant.
    response.cookies.set(VARIANT_COOKIE, variantCookieValue(assignment), {
      path: "/",
      maxAge: VARIANT_COOKIE_MAX_AGE_S,
      sameSite: "lax",
    });
    // This one answer is the visitor's own: no shared cache may keep it with its Set-Cookie
    // (the page still comes from Next's cache; Next keeps a Cache-Control set here).
    response.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
  }
  const headers = await pageSecurityHeadersFor(request, key);
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  const frontCache = frontCachePurge();
  if (key && isFrontCacheKind(frontCache)) {
    response.headers.set(FRONT_CACHE_TAG_HEADERS[frontCache], frontCacheTagOfKey(key));
  }
  return response;
}

/** The body of a deleted post's or page's address: a plain page saying so, with a way home. */
const GONE_PAGE =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This page has been removed</title><main><h1>This page has been removed</h1><p>It is no longer on this site. <a href="/">Go to the home page</a>.</p></main></html>';

/**
 * A deleted post's or page's address (settings of the content studio's delete): 410 Gone, or a
 * permanent redirect to the path the marketer chose, on the site's host.
 */
function removedAnswer(removed: RemovedAddress, address: URL): NextResponse {
  if (removed.kind === "moved") {
    // On the request's own host: Next's server refuses a path alone as a middleware's Location
    // (a 500), and answers one on the same host as the path.
    return NextResponse.redirect(new URL(removed.path, address), 301);
  }
  return new NextResponse(GONE_PAGE, {
    status: 410,
    // Not kept by a browser or shared cache: a restore brings the address back at once.
    headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
  });
}

/** The Cache-Control of an answer that sets the split-test cookie. */
const PRIVATE_CACHE_CONTROL = "private, no-store";

function siteKey(resolution: HostResolution): string | null {
  if (resolution.kind === "site") return resolution.slug;
  if (resolution.kind === "custom-domain") return resolution.domain;
  return null;
}

function visitorVariant(request: NextRequest, test: SplitTest) {
  return assignVariant(request.cookies.get(VARIANT_COOKIE)?.value, test, Math.random());
}

/** Internal route segments: asked for directly, they are an unknown page. */
const INTERNAL_SEGMENTS = new Set([
  QUERY_ROUTE_SEGMENT,
  VARIANT_ROUTE_SEGMENT,
  GROUP_ROUTE_SEGMENT,
]);

function route(
  request: NextRequest,
  resolution: HostResolution,
  assignment: VariantAssignment | null,
  routes: RouteSettings | null,
): NextResponse {
  const url = request.nextUrl.clone();
  if (resolution.kind === "platform") {
    // Tenant pages are reachable only through the tenant's own host.
    if (url.pathname === "/sites" || url.pathname.startsWith("/sites/")) {
      url.pathname = "/404";
      return NextResponse.rewrite(url);
    }
    return NextResponse.next();
  }
  // A §2 alias of a fixed route shows that route under the address asked for.
  const aliased = fixedRouteAlias(url.pathname);
  if (aliased) url.pathname = aliased;
  // The per-request, grouped and variant routes are internal: asked for directly, an unknown
  // page. A settings-driven path goes to its kind's route (core storefrontRoutePath).
  const path = INTERNAL_SEGMENTS.has(url.pathname.split("/")[1] ?? "")
    ? "/-"
    : variantRoutePath(storefrontRoutePath(url.pathname, url.searchParams, routes), assignment);
  // An unusable host still gets a proper 404 page: "-" is never a site key.
  url.pathname = siteRewritePath(resolution, path) ?? `/sites/-${path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // /api itself too: an unknown API path is the API's JSON 404, never a site's page.
  matcher: ["/((?!api/|api$|_next/|media/|static/|favicon.ico).*)"],
};
