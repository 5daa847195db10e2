import { NextResponse, type NextRequest } from "next/server";
import { QUERY_ROUTE_SEGMENT, usesQueryRoute } from "@forecourt/core/site/site-routes";
import { resolveHost, siteRewritePath } from "@forecourt/core/tenancy/resolve-host";

/**
 * Host to site, and nothing else: a site's host is rewritten to /sites/{key}/...; the platform
 * host serves its own pages. No data access and no authorisation here; pages and handlers check
 * the site again where they read it.
 */
export function proxy(request: NextRequest) {
  const resolution = resolveHost(request.headers.get("host"), {
    platformDomain: process.env.PLATFORM_DOMAIN ?? "localhost",
  });
  const url = request.nextUrl.clone();
  if (resolution.kind === "platform") {
    // Tenant pages are reachable only through the tenant's own host.
    if (url.pathname === "/sites" || url.pathname.startsWith("/sites/")) {
      url.pathname = "/404";
      return NextResponse.rewrite(url);
    }
    return NextResponse.next();
  }
  // The per-request route is internal: asked for directly, it is an unknown page.
  const path =
    url.pathname.split("/")[1] === QUERY_ROUTE_SEGMENT
      ? "/-"
      : usesQueryRoute(url.pathname, url.searchParams)
        ? `/${QUERY_ROUTE_SEGMENT}${url.pathname}`
        : url.pathname;
  // An unusable host still gets a proper 404 page: "-" is never a site key.
  url.pathname = siteRewritePath(resolution, path) ?? `/sites/-${path}`;
  return NextResponse.rewrite(url);
}

export const config = {
  // /api itself too: an unknown API path is the API's JSON 404, never a site's page.
  matcher: ["/((?!api/|api$|_next/|media/|static/|favicon.ico).*)"],
};
