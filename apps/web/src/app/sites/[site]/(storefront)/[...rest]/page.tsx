import type { Metadata } from "next";
import { SitePathPage, sitePathMetadata, type SitePathParams } from "./_routes/site-path.tsx";

/**
 * Settings-driven paths requested without a query string: rendered on first request and then
 * served from the page cache until the site's tags change. Requests with a query string are
 * sent by the proxy to ../~q/[...rest], which renders per request.
 */
export const dynamicParams = true;
export function generateStaticParams(): { rest: string[] }[] {
  return [];
}

type Props = { params: SitePathParams };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return sitePathMetadata(params, {});
}

export default function CachedSitePath({ params }: Props) {
  return <SitePathPage params={params} searchParams={{}} />;
}
