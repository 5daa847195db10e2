import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { isSearchSlug } from "@forecourt/core/search/search-slug-input";
import { deleteSearchSlug as deleteStoredSearchSlug } from "@forecourt/db/repositories/search/delete-search-slug";
import { cacheTags } from "../cache-tags.ts";
import { db } from "../db.ts";
import { AppError } from "../http/app-error.ts";
import { pathParam, type PlatformInput } from "../http/endpoints.ts";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { withoutJson } from "../http/parse-id.ts";
import {
  DEFAULT_SLUG_MESSAGE,
  invalidWrite,
  SEARCH_SLUG_NOT_FOUND_MESSAGE,
} from "./stock-write-limits.ts";
import { NO_STORE } from "../http/no-store.ts";

/**
 * DELETE /api/v1/websites/{id}/pages/search_slugs/{slug}.json: 204, 404 when the site has no
 * such search, 422 for the site's default search.
 */
export async function deleteSearchSlug({ params, found: site }: PlatformInput<Site>) {
  const slug = withoutJson(pathParam(params, "slug"));
  if (!isSearchSlug(slug)) throw new AppError("NOT_FOUND", SEARCH_SLUG_NOT_FOUND_MESSAGE);
  if (slug === site.settings.search.defaultSlug) {
    throw invalidWrite({ slug: DEFAULT_SLUG_MESSAGE });
  }
  const isDeleted = await deleteStoredSearchSlug(await db(), { websiteId: site.id, slug });
  if (!isDeleted) throw new AppError("NOT_FOUND", SEARCH_SLUG_NOT_FOUND_MESSAGE);
  await expireSiteTags(site, [cacheTags.searchSlugs(site.id)]);
  return new Response(null, { status: 204, headers: NO_STORE });
}
