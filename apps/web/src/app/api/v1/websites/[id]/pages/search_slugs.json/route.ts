import { apiSite } from "@/server/api/api-site";
import { searchSlugJson } from "@/server/api/search-slug-json";
import { getSearchSlugs } from "@/server/queries/search";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/v1/websites/{id}/pages/search_slugs.json: the site's named searches (spec §7). Kept
 * a week in the data cache, dropped early when the site's stock or search slugs change.
 */
export async function GET(request: Request, { params }: Context) {
  const site = await apiSite(request, (await params).id);
  if (site instanceof Response) return site;
  const slugs = await getSearchSlugs(site.id);
  return Response.json({
    website_id: site.id,
    default_slug: site.settings.search.defaultSlug,
    search_slugs: slugs.map((s) => searchSlugJson(site, s)),
  });
}
