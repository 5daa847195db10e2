import "server-only";
import { searchSlugPath } from "@forecourt/core/domain/path-settings";
import { searchStateEntries } from "@forecourt/core/search/search-state";
import { defaultSortFor, sortOptionsFor } from "@forecourt/core/search/sort-options";
import type { Site } from "@forecourt/core/site/site";
import { siteWords } from "@forecourt/core/site/site-words";
import type { PlatformInput } from "../../http/endpoints.ts";
import { getSearchPages } from "../../queries/search.ts";

/**
 * GET /api/v1/websites/{id}/search_page_templates.json: how each /search/{slug} page of the site
 * is built: its preset filters as query pairs, titles, sorts and page size (spec §7). Cached
 * like search_slugs.json.
 */
export async function getSearchPageTemplates({ found: site }: PlatformInput<Site>) {
  const { settings } = site;
  const words = siteWords(settings);
  const pages = await getSearchPages(site.id);
  return Response.json({
    website_id: site.id,
    default_slug: settings.search.defaultSlug,
    default_sort: defaultSortFor(settings),
    sort_options: sortOptionsFor(settings).map((o) => ({ value: o.value, label: o.label })),
    page_size: settings.search.pageSize,
    include_sold_cars_days: settings.search.includeSoldCarsDays,
    templates: pages.map((page) => ({
      slug: page.slug,
      kind: page.kind,
      path: searchSlugPath(settings.paths, page.slug),
      title: words.text(page.title),
      meta_title: `${words.text(page.title)} | ${site.name}`,
      meta_description: `${words.text(page.title)} at ${site.name}: browse, compare and enquire online.`,
      dealership: page.preset.dealership,
      preset_query: Object.fromEntries(
        groupEntries(searchStateEntries({ filters: page.preset, sort: null, page: 1 })),
      ),
    })),
  });
}

function groupEntries(entries: [string, string][]): [string, string[]][] {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of entries) grouped.set(key, [...(grouped.get(key) ?? []), value]);
  return [...grouped];
}
