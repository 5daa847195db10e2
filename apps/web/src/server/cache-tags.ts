/** Every cache tag carries the site id, so a change revalidates exactly that site's entries. */
export const cacheTags = {
  sites: () => "sites",
  site: (siteId: number) => `site:${siteId}`,
  siteKey: (key: string) => `site-key:${key}`,
  cars: (siteId: number) => `site:${siteId}:cars`,
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
