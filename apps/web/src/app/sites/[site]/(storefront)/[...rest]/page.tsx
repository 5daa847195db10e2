import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { resolveSitePath, type SiteRoute } from "@forecourt/core/site/site-routes";
import { requireSite } from "@/server/queries/site";
import * as blog from "./_routes/blog.tsx";
import * as cms from "./_routes/cms.tsx";
import * as finance from "./_routes/finance.tsx";
import type { RouteProps, SearchParams } from "./_routes/route-props.ts";
import * as search from "./_routes/search.tsx";
import * as tradeIn from "./_routes/trade-in.tsx";
import * as vehicleCheckout from "./_routes/vehicle-checkout.tsx";
import * as vehicle from "./_routes/vehicle.tsx";

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
  cms,
};

type AnyKind = Exclude<SiteRoute["kind"], "unknown">;

type CatchAllProps = {
  params: Promise<{ site: string; rest: string[] }>;
  searchParams: Promise<SearchParams>;
};

async function resolve({ params, searchParams }: CatchAllProps) {
  const { site: key, rest } = await params;
  const site = await requireSite(key);
  const route = resolveSitePath(site.settings, rest);
  if (route.kind === "unknown") notFound();
  // Each module receives the route of its own kind; the table above pairs them.
  const routeModule = ROUTES[route.kind] as unknown as RouteModule<AnyKind>;
  const routeProps: RouteProps<AnyKind> = { site, route, searchParams: await searchParams };
  return { routeModule, routeProps };
}

export async function generateMetadata(props: CatchAllProps): Promise<Metadata> {
  const { routeModule, routeProps } = await resolve(props);
  return routeModule.metadata(routeProps);
}

/**
 * Paths whose first segment comes from the site's settings: vehicle base path, search, blog,
 * finance route and CMS pages. Anything else renders the site's own 404 page.
 */
export default async function SitePath(props: CatchAllProps) {
  const { routeModule, routeProps } = await resolve(props);
  const Route = routeModule.default;
  return <Route {...routeProps} />;
}
