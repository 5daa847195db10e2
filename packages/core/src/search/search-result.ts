import type { Car, CarType } from "../domain/car.ts";
import type { SearchSort } from "./search-sorts.ts";
import type { PresetFilters, SearchFilters } from "./search-state.ts";

/**
 * What a stock search returns (design §2: SQL behind a small StockSearch interface; a hosted
 * engine can follow behind the same one).
 */

/** One value of a list filter and how many results it would give with the other filters kept. */
export type FacetValue = { value: string; label: string; count: number };

/** Lowest and highest value among the results with the other filters kept; null when none. */
export type FacetRange = { min: number; max: number } | null;

export type SearchFacets = {
  make: FacetValue[];
  model: FacetValue[];
  carType: (FacetValue & { value: CarType })[];
  body: FacetValue[];
  fuel: FacetValue[];
  location: FacetValue[];
  price: FacetRange;
  year: FacetRange;
  km: FacetRange;
};

/** Where a search looks: one site, its sold-car window and exclusions, and a named search's presets. */
/**
 * The stock of one site a shopper may see anywhere: every count (home, search, stock summary,
 * API) and every list (featured, just arrived, offers, sitemap) reads it, so they agree.
 */
export type StockScope = {
  websiteId: number;
  /** Sold cars stay listed this many days after they sold (spec §9). */
  includeSoldCarsDays: number;
  excludedLocationIds: number[];
  excludeFordNewAndDemo: boolean;
  now: Date;
};

/** A search: the site's stock scope narrowed by a named search's preset filters. */
export type SearchScope = StockScope & { preset: PresetFilters | null };

export type StockSearchQuery = {
  scope: SearchScope;
  filters: SearchFilters;
  sort: SearchSort;
  page: number;
  pageSize: number;
};

export type StockSearchResult = {
  cars: Car[];
  total: number;
  /** The page shown: the requested one, or the last page when it asked beyond the end. */
  page: number;
  pageCount: number;
  pageSize: number;
  facets: SearchFacets;
};

export interface StockSearch {
  search(query: StockSearchQuery): Promise<StockSearchResult>;
}

/** A /search/{slug} page: a stored named search, or all stock of one dealership (spec §2). */
export type SearchPage = {
  kind: "search-slug" | "dealership";
  slug: string;
  title: string;
  /** A named search's own description (its meta description and opening line), if it has one. */
  description?: string | undefined;
  preset: PresetFilters;
};
