/** Every cache tag carries the site id, so a change revalidates exactly that site's entries. */
export const cacheTags = {
  sites: () => "sites",
  site: (siteId: number) => `site:${siteId}`,
  siteKey: (key: string) => `site-key:${key}`,
  /** Every list and count of a site's stock: search, cards, summaries, offers, the sitemap. */
  cars: (siteId: number) => `site:${siteId}:cars`,
  /** Every stock entry of a site, each car's own included: a write to many cars expires this. */
  stock: (siteId: number) => `site:${siteId}:stock`,
  /** One car read by its id (the API's car). */
  car: (siteId: number, carId: number) => `site:${siteId}:car:${carId}`,
  /** One car read by its slug (its page), or the absence of one under that slug. */
  vehicle: (siteId: number, slug: string) => `site:${siteId}:vehicle:${slug}`,
  models: (siteId: number) => `site:${siteId}:models`,
  locations: (siteId: number) => `site:${siteId}:locations`,
  searchSlugs: (siteId: number) => `site:${siteId}:search-slugs`,
  careers: (siteId: number) => `site:${siteId}:careers`,
  blog: (siteId: number) => `site:${siteId}:blog`,
  pages: (siteId: number) => `site:${siteId}:pages`,
  offers: (siteId: number) => `site:${siteId}:offers`,
  reviews: (siteId: number) => `site:${siteId}:reviews`,
  media: () => "media",
} as const;

/** A car a write changed: its id and slug name its own entries. */
export type ChangedCar = { id: number; slug: string };

/**
 * Past this many changed cars a write expires the site's whole stock in one tag rather than
 * two tags per car: a first import of thousands of cars would otherwise send thousands of tags
 * to the shared cache and the front cache.
 */
export const PER_CAR_EXPIRY_LIMIT = 200;

/**
 * The tags a stock write expires: always the site's stock lists (any car's change can move it
 * in or out of a search, a count or a facet), and each changed car's own entries, so the pages
 * of the cars it did not touch stay cached. Nothing changed, nothing expires.
 */
export function stockWriteTags(siteId: number, changed: readonly ChangedCar[]): string[] {
  if (changed.length === 0) return [];
  if (changed.length > PER_CAR_EXPIRY_LIMIT) {
    return [cacheTags.cars(siteId), cacheTags.stock(siteId)];
  }
  const tags = new Set([cacheTags.cars(siteId)]);
  for (const car of changed) {
    tags.add(cacheTags.car(siteId, car.id));
    tags.add(cacheTags.vehicle(siteId, car.slug));
  }
  return [...tags];
}
