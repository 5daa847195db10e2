import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { PlatformInput } from "../../http/endpoints.ts";
import { getSearchSlugs } from "../../queries/search.ts";
import { searchSlugJson } from "./search-slug-json.ts";

/**
 * GET /api/v1/websites/{id}/pages/search_slugs.json: the site's named searches (spec §7). Kept
 * a week in the data cache, dropped early when the site's stock or search slugs change.
 */
export async function getSearchSlugList({ found: site }: PlatformInput<Site>) {
  const slugs = await getSearchSlugs(site.id);
  return Response.json({
    website_id: site.id,
    default_slug: site.settings.search.defaultSlug,
    search_slugs: slugs.map((s) => searchSlugJson(site, s)),
  });
}
