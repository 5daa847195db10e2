import "server-only";
import { isRangeModelCar } from "@forecourt/core/content/range-model-stock";
import type { SitemapContent } from "@forecourt/core/sitemap/sitemap-urls";
import {
  listBlogPostDates,
  listPublishedPagePaths,
} from "@forecourt/db/repositories/content/list-sitemap-content";
import { listModelNewestCars } from "@forecourt/db/repositories/search/list-model-newest-cars";
import {
  countSitemapCars,
  listSitemapCars,
} from "@forecourt/db/repositories/search/list-sitemap-cars";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";
import { getOffers } from "./content.ts";
import { getSearchPages } from "./search.ts";
import { siteStockScope } from "./stock-scope.ts";
import { getLocations, getRangeModels } from "./storefront.ts";

const sitemapCarTags = (siteId: number) => [cacheTags.site(siteId), cacheTags.cars(siteId)];

const getPublishedPagePaths = cached(
  "published-page-paths",
  async (siteId: number) => listPublishedPagePaths(await db(), siteId),
  (siteId) => [cacheTags.pages(siteId)],
);

const getBlogPostDates = cached(
  "blog-post-dates",
  async (siteId: number) => listBlogPostDates(await db(), siteId),
  (siteId) => [cacheTags.blog(siteId)],
);

/** How many vehicle pages the site's sitemap lists in `hour` (its stock scope then). */
export const getSitemapCarCount = cached(
  "sitemap-car-count",
  async (siteId: number, hour: number) =>
    countSitemapCars(await db(), await siteStockScope(siteId, hour)),
  sitemapCarTags,
);

/** One batch of the sitemap's vehicle pages, oldest car first. */
export const getSitemapCars = cached(
  "sitemap-cars",
  async (siteId: number, hour: number, offset: number, limit: number) =>
    listSitemapCars(await db(), await siteStockScope(siteId, hour), { offset, limit }),
  sitemapCarTags,
);

/** When the newest car of each make and model of the stock in `hour` last changed. */
const getModelNewestCars = cached(
  "sitemap-model-newest-cars",
  async (siteId: number, hour: number) =>
    listModelNewestCars(await db(), await siteStockScope(siteId, hour)),
  sitemapCarTags,
);

/** Everything a site's sitemap lists besides its vehicles, each read under its own tags. */
export async function getSitemapContent(siteId: number, hour: number): Promise<SitemapContent> {
  const [searchPages, rangeModels, pages, blogPosts, locations, newestCars, offers] =
    await Promise.all([
      getSearchPages(siteId),
      getRangeModels(siteId),
      getPublishedPagePaths(siteId),
      getBlogPostDates(siteId),
      getLocations(siteId),
      getModelNewestCars(siteId, hour),
      getOffers(siteId, new Date()),
    ]);
  return {
    searchSlugs: searchPages.map((page) => page.slug),
    rangeModels: rangeModels.map((model) => ({
      ...model,
      newestCarAt: newestCars.find((car) => isRangeModelCar(model, car))?.updatedAt ?? undefined,
    })),
    pages,
    blogPosts,
    locations,
    hasOffers: offers.length > 0,
  };
}
