import type { SiteSettings } from "../site/site-settings.ts";
import type { SearchScope } from "./search-result.ts";
import type { PresetFilters } from "./search-state.ts";

/** The scope of a search on one site, from its settings (spec §7, §9). */
export function searchScopeFor(
  websiteId: number,
  settings: Pick<SiteSettings, "search">,
  preset: PresetFilters | null,
  now: Date,
): SearchScope {
  return {
    websiteId,
    includeSoldCarsDays: settings.search.includeSoldCarsDays,
    excludedLocationIds: settings.search.excludedLocationIds,
    excludeFordNewAndDemo: settings.search.excludeFordNewAndDemo,
    preset,
    now,
  };
}
