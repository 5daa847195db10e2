import { searchSlugJson } from "@/server/api/search-slug-json";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getSearchSlugs } from "@/server/queries/search";

/**
 * GET /api/v1/websites/{id}/pages/search_slugs.json: the site's named searches (spec §7). Kept
 * a week in the data cache, dropped early when the site's stock or search slugs change.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, async ({ found: site }) => {
    const slugs = await getSearchSlugs(site.id);
    return Response.json({
      website_id: site.id,
      default_slug: site.settings.search.defaultSlug,
      search_slugs: slugs.map((s) => searchSlugJson(site, s)),
    });
  }),
});
