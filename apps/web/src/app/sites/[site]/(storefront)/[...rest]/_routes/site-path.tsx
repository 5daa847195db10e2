import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { resolveSitePath, type SiteRoute } from "@forecourt/core/site/site-routes";
import { renderedOrNotFound } from "@/server/not-found-document";
import { requireSite } from "@/server/queries/site";
import type { RouteProps, SearchParams } from "./route-props.ts";

type RouteModule<K extends SiteRoute["kind"]> = {
  default: (props: RouteProps<K>) => Promise<React.ReactNode>;
  metadata: (props: RouteProps<K>) => Promise<Metadata>;
};

type AnyKind = Exclude<SiteRoute["kind"], "unknown">;

/**
 * Route modules by kind (route-tables.ts). A route folder imports only the table of the kinds
 * it serves, so its client chunks hold only their components (core ROUTE_GROUPS); this module
 * imports none of them.
 */
export type RouteTable = { [K in AnyKind]?: RouteModule<K> };

/** The params of the storefront catch-alls: the site key and the path after it. */
type SitePathParams = Promise<{ site: string; rest: string[] }>;

async function resolve(routes: RouteTable, params: SitePathParams, searchParams: SearchParams) {
  const { site: key, rest } = await params;
  const site = await requireSite(key);
  const route = resolveSitePath(site.settings, rest);
  // A kind this route does not serve: the proxy sent it here on paths changed since it last
  // read the site's settings (at most 30 s); the next request goes to the right route.
  if (route.kind === "unknown") notFound();
  const routeModule = routes[route.kind];
  if (!routeModule) notFound();
  const routeProps: RouteProps<AnyKind> = { site, route, searchParams };
  // Each module receives the route of its own kind; the table pairs them.
  return { routeModule: routeModule as unknown as RouteModule<AnyKind>, routeProps };
}

type CachedProps = { params: SitePathParams };
type QueryProps = { params: SitePathParams; searchParams: Promise<SearchParams> };

/**
 * Paths whose first segment comes from the site's settings (vehicle base path, search, blog,
 * finance route and CMS pages) requested without a query string: rendered on first request and
 * then served from the page cache until the site's tags change. Anything the table does not
 * serve renders the site's own 404 page.
 */
export function cachedSitePath(routes: RouteTable) {
  return {
    // No path is built ahead: each is rendered on its first request (dynamicParams).
    generateStaticParams: (): { rest: string[] }[] => [],
    generateMetadata: async ({ params }: CachedProps): Promise<Metadata> => {
      const { routeModule, routeProps } = await resolve(routes, params, {});
      return routeModule.metadata(routeProps);
    },
    Page: function CachedSitePath({ params }: CachedProps) {
      // A thing the site does not have answers with the 404 document (not-found-document.tsx).
      return renderedOrNotFound(async () => {
        const found = await resolve(routes, params, {});
        // What the page shows is read as its metadata reads it (cached, so the page's render
        // reads it again for nothing): a thing the site does not have is known here, before
        // anything is rendered.
        await found.routeModule.metadata(found.routeProps);
        const Route = found.routeModule.default;
        return <Route {...found.routeProps} />;
      });
    },
  };
}

/**
 * The same paths requested with a query string (search filters, page numbers, finance pre-fill;
 * campaign parameters alone do not count, core LANDING_QUERY_KEYS), which the proxy rewrites
 * under a `~q` segment: rendered per request from cached data.
 */
export function querySitePath(routes: RouteTable) {
  return {
    generateMetadata: async ({ params, searchParams }: QueryProps): Promise<Metadata> => {
      const { routeModule, routeProps } = await resolve(routes, params, await searchParams);
      return routeModule.metadata(routeProps);
    },
    Page: async function QuerySitePath({ params, searchParams }: QueryProps) {
      const { routeModule, routeProps } = await resolve(routes, params, await searchParams);
      const Route = routeModule.default;
      return <Route {...routeProps} />;
    },
  };
}
