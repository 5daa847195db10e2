import { getSearchSlugList } from "@/server/api/platform/get-search-slugs";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/**
 * GET /api/v1/websites/{id}/pages/search_slugs.json: the site's named searches (spec §7). Kept
 * a week in the data cache, dropped early when the site's stock or search slugs change.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getSearchSlugList),
});
