import type { Metadata } from "next";
import type { SearchParams } from "../../[...rest]/_routes/route-props.ts";
import {
  SitePathPage,
  sitePathMetadata,
  type SitePathParams,
} from "../../[...rest]/_routes/site-path.tsx";

/**
 * Settings-driven paths requested with a query string (search filters, page numbers, finance
 * pre-fill, campaign parameters), which the proxy rewrites under this segment: rendered per
 * request from cached data. Without a query the same path is served by ../[...rest] from cache.
 */
export const dynamic = "force-dynamic";

type Props = { params: SitePathParams; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return sitePathMetadata(params, await searchParams);
}

export default async function QuerySitePath({ params, searchParams }: Props) {
  return <SitePathPage params={params} searchParams={await searchParams} />;
}
