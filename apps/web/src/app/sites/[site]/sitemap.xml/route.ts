import { getSearchPages, getSitemapEntries } from "@/server/queries/search";
import { getSite } from "@/server/queries/site";
import { requestSiteOrigin } from "@/server/site-origin";
import { currentSearchHour } from "@/server/queries/stock-scope";

type Context = { params: Promise<{ site: string }> };

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`,
  );

/**
 * /sitemap.xml of one site: home, its search pages and every vehicle its search lists (the one
 * stock scope: sold cars stay for the site's sold window, as on the search).
 */
export async function GET(request: Request, { params }: Context) {
  const site = await getSite((await params).site);
  if (!site) return new Response("Not found", { status: 404 });
  const origin = requestSiteOrigin(request, site);
  const { paths } = site.settings;
  const [pages, entries] = await Promise.all([
    getSearchPages(site.id),
    getSitemapEntries(site.id, currentSearchHour()),
  ]);
  // The default search is served whether or not a stored search names it.
  const searchSlugs = new Set([site.settings.search.defaultSlug, ...pages.map((p) => p.slug)]);
  const urls: { loc: string; lastmod?: Date }[] = [
    { loc: `${origin}/` },
    ...[...searchSlugs].map((slug) => ({ loc: `${origin}${paths.search}/${slug}` })),
    ...entries.cars.map((car) => ({
      loc: `${origin}${paths.vehicleBase}/${car.slug}`,
      lastmod: car.updatedAt,
    })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(
      (url) =>
        `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=3600",
    },
  });
}
