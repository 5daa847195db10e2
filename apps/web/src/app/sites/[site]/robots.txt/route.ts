import { getSite } from "@/server/queries/site";
import { siteOrigin } from "@/server/site-url";

type Context = { params: Promise<{ site: string }> };

/** /robots.txt of one site: everything may be crawled except the API; the sitemap is named. */
export async function GET(_request: Request, { params }: Context) {
  const site = await getSite((await params).site);
  if (!site) return new Response("Not found", { status: 404 });
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "",
    `Sitemap: ${siteOrigin(site).origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "public, max-age=0, s-maxage=3600",
    },
  });
}
