/** A search or a car change is a few hundred bytes; a long description fits many times over. */
export const STOCK_WRITE_MAX_BYTES = 64 * 1024;

export const CAR_NOT_FOUND_MESSAGE = "Car not found";
export const SEARCH_SLUG_NOT_FOUND_MESSAGE = "Search slug not found";
export const DEFAULT_SLUG_MESSAGE =
  "This is the site's default search; it cannot be deleted while the site's settings point at it.";
