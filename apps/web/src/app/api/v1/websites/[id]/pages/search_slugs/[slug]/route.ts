import { deleteSearchSlug } from "@/server/api/platform/delete-search-slug";
import { putSearchSlug } from "@/server/api/platform/put-search-slug";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /**
   * PUT /api/v1/websites/{id}/pages/search_slugs/{slug}.json: create (201) or replace (200) one
   * named search, body `{title, filters}` in the shape search_slugs.json lists. The site's
   * search slugs, search pages and sitemap are revalidated at once.
   */
  PUT: platformEndpoint(websiteFromPath, putSearchSlug),
  /** DELETE the same path: 204, or 404 when the site has no such search. */
  DELETE: platformEndpoint(websiteFromPath, deleteSearchSlug),
});
