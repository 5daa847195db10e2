import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { resolveSitePath, type SiteRoute } from "@forecourt/core/site/site-routes";
import { requireSite } from "@/server/queries/site";
import * as blog from "./blog.tsx";
import * as cms from "./cms.tsx";
import * as finance from "./finance.tsx";
import * as garage from "./garage.tsx";
import type { RouteProps, SearchParams } from "./route-props.ts";
import * as search from "./search.tsx";
import * as tradeIn from "./trade-in.tsx";
import * as vehicleCheckout from "./vehicle-checkout.tsx";
import * as vehicle from "./vehicle.tsx";

type RouteModule<K extends SiteRoute["kind"]> = {
  default: (props: RouteProps<K>) => Promise<React.ReactNode>;
  metadata: (props: RouteProps<K>) => Promise<Metadata>;
};

/** One module per settings-driven route kind (see resolveSitePath in core). */
const ROUTES: { [K in Exclude<SiteRoute["kind"], "unknown">]: RouteModule<K> } = {
  vehicle,
  "vehicle-checkout": vehicleCheckout,
  "trade-in": tradeIn,
  search,
  blog,
  finance,
  garage,
  cms,
};

type AnyKind = Exclude<SiteRoute["kind"], "unknown">;

/** The params of both storefront catch-alls: the site key and the path after it. */
export type SitePathParams = Promise<{ site: string; rest: string[] }>;

async function resolve(params: SitePathParams, searchParams: SearchParams) {
  const { site: key, rest } = await params;
  const site = await requireSite(key);
  const route = resolveSitePath(site.settings, rest);
  if (route.kind === "unknown") notFound();
  // Each module receives the route of its own kind; the table above pairs them.
  const routeModule = ROUTES[route.kind] as unknown as RouteModule<AnyKind>;
  const routeProps: RouteProps<AnyKind> = { site, route, searchParams };
  return { routeModule, routeProps };
}

export async function sitePathMetadata(
  params: SitePathParams,
  searchParams: SearchParams,
): Promise<Metadata> {
  const { routeModule, routeProps } = await resolve(params, searchParams);
  return routeModule.metadata(routeProps);
}

/**
 * Paths whose first segment comes from the site's settings: vehicle base path, search, blog,
 * finance route and CMS pages. Anything else renders the site's own 404 page.
 */
export async function SitePathPage({
  params,
  searchParams,
}: {
  params: SitePathParams;
  searchParams: SearchParams;
}) {
  const { routeModule, routeProps } = await resolve(params, searchParams);
  const Route = routeModule.default;
  return <Route {...routeProps} />;
}
