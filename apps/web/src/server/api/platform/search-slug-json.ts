import { searchSlugPath } from "@forecourt/core/domain/path-settings";
import type { Site } from "@forecourt/core/site/site";
import type { SearchSlug } from "@forecourt/db/repositories/search/list-search-slugs";

/** One named search as `search_slugs.json` lists it and the write endpoints answer it. */
export function searchSlugJson(site: Pick<Site, "settings">, searchSlug: SearchSlug) {
  return {
    id: searchSlug.id,
    slug: searchSlug.slug,
    title: searchSlug.title,
    description: searchSlug.description,
    path: searchSlugPath(site.settings.paths, searchSlug.slug),
    filters: searchSlug.storedFilters,
    updated_at: searchSlug.updatedAt.toISOString(),
  };
}
