import { getSite } from "@/server/queries/site";
import { siteOrigin } from "@/server/site-url";
import { siteSitemapResponse } from "@/server/sitemap/site-sitemap";

type Context = { params: Promise<{ site: string }> };

/**
 * /sitemap.xml of one site: the whole urlset, or the index of its parts when it is split, every
 * URL on the site's canonical origin (its configured URL, else its first domain over https),
 * whichever host or scheme the request came by.
 */
export async function GET(_request: Request, { params }: Context) {
  const site = await getSite((await params).site);
  if (!site) return new Response("Not found", { status: 404 });
  return siteSitemapResponse(site, siteOrigin(site).origin, null);
}
