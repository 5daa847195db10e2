import { getSite } from "@/server/queries/site";
import { siteOrigin } from "@/server/site-url";
import { siteSitemapResponse } from "@/server/sitemap/site-sitemap";

type Context = { params: Promise<{ site: string }> };

// Next takes a sitemap.xml route for a metadata file and prerenders it at build with a
// placeholder site, which opened (and seeded) the runtime database inside `next build`. Rendered
// per request, as the sitemap's parts are; its answer is cached by the front cache (s-maxage).
export const dynamic = "force-dynamic";

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
