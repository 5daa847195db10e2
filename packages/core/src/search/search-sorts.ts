/**
 * The search sorts a site can offer (spec §3), in a module of their own: the search form in the
 * browser needs them, and site-settings.ts (which re-exports them) brings the settings schema.
 */
export const SEARCH_SORTS = [
  "relevance",
  "latest",
  "price-desc",
  "price-asc",
  "subscription-price-asc",
  "km-desc",
  "km-asc",
] as const;

export type SearchSort = (typeof SEARCH_SORTS)[number];
