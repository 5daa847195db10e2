import { parseSitemapPart } from "@forecourt/core/sitemap/sitemap-parts";
import { getSite } from "@/server/queries/site";
import { siteOrigin } from "@/server/site-url";
import { siteSitemapResponse } from "@/server/sitemap/site-sitemap";

type Context = { params: Promise<{ site: string; part: string }> };

/** /sitemaps/{n}.xml: part n of a site's sitemap once it is split (its index is /sitemap.xml). */
export async function GET(_request: Request, { params }: Context) {
  const { site: key, part: segment } = await params;
  const part = parseSitemapPart(segment);
  const site = part === null ? null : await getSite(key);
  if (!site || part === null) return new Response("Not found", { status: 404 });
  return siteSitemapResponse(site, siteOrigin(site).origin, part);
}
