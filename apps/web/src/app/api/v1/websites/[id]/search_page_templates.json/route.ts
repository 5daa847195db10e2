import { getSearchPageTemplates } from "@/server/api/platform/get-search-page-templates";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/**
 * GET /api/v1/websites/{id}/search_page_templates.json: how each /search/{slug} page of the site
 * is built (spec §7). Cached like search_slugs.json.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getSearchPageTemplates),
});
