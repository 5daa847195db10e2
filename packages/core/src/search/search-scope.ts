import type { SearchSettings } from "./search-settings.ts";
import type { SearchScope, StockScope } from "./search-result.ts";
import type { PresetFilters } from "./search-state.ts";

/**
 * The stock one site shows, from its settings (spec §7, §9): its sold-car window and its
 * exclusions (locations, Ford new and demo stock). One source for every count and list.
 */
export function stockScopeFor(
  websiteId: number,
  settings: { search: SearchSettings },
  now: Date,
): StockScope {
  return {
    websiteId,
    includeSoldCarsDays: settings.search.includeSoldCarsDays,
    excludedLocationIds: settings.search.excludedLocationIds,
    excludeFordNewAndDemo: settings.search.excludeFordNewAndDemo,
    now,
  };
}

/** The scope of a search on one site: its stock scope and the named search's preset. */
export function searchScopeFor(
  websiteId: number,
  settings: { search: SearchSettings },
  preset: PresetFilters | null,
  now: Date,
): SearchScope {
  return { ...stockScopeFor(websiteId, settings, now), preset };
}
