import { getSite } from "@/server/queries/site";
import { requestSiteOrigin } from "@/server/site-origin";
import { siteSitemapResponse } from "@/server/sitemap/site-sitemap";

type Context = { params: Promise<{ site: string }> };

/** /sitemap.xml of one site: the whole urlset, or the index of its parts when it is split. */
export async function GET(request: Request, { params }: Context) {
  const site = await getSite((await params).site);
  if (!site) return new Response("Not found", { status: 404 });
  return siteSitemapResponse(site, requestSiteOrigin(request, site), null);
}
