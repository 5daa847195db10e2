import "server-only";
import { isOfferRunning } from "@forecourt/core/domain/content";
import { dayKey } from "../content/day-key.ts";
import { withRetry } from "@forecourt/core/content/retry";
import { cmsLookupPaths } from "@forecourt/core/content/cms-paths";
import { getBlogPost, listBlogPosts } from "@forecourt/db/repositories/content/blog-posts";
import { getPage } from "@forecourt/db/repositories/content/get-page";
import { getContentRedirect } from "@forecourt/db/repositories/content/studio/content-redirects";
import type { Career } from "@forecourt/core/domain/content";
import { listLibraryAltTexts } from "@forecourt/db/repositories/media/media-library";
import { listCareers } from "@forecourt/db/repositories/content/list-careers";
import { listOffers } from "@forecourt/db/repositories/content/list-offers";
import { listReviews } from "@forecourt/db/repositories/content/list-reviews";
import { getSiteRating } from "@forecourt/db/repositories/content/get-site-rating";
import { getManufacturer } from "@forecourt/db/repositories/manufacturers/get-manufacturer";
import { getRangeModel } from "@forecourt/db/repositories/models/get-range-model";
import { listHomeCars } from "@forecourt/db/repositories/stock/list-home-cars";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";
import { HOUR_MS, siteStockScope } from "./stock-scope.ts";

export const BLOG_PAGE_SIZE = 12;

export const getBlogPage = cached(
  "blog-page",
  async (siteId: number, page: number) =>
    listBlogPosts(await db(), siteId, { page, pageSize: BLOG_PAGE_SIZE }),
  (siteId) => [cacheTags.blog(siteId)],
);

export const getBlogPostCached = cached(
  "blog-post",
  async (siteId: number, slug: string) => getBlogPost(await db(), siteId, slug),
  (siteId) => [cacheTags.blog(siteId)],
);

/** What an old slug of a post or page answers: its new slug (changed in the console), a path or gone (deleted). */
export const getContentRedirectCached = cached(
  "content-redirect",
  async (siteId: number, kind: "blog-post" | "page", from: string) =>
    getContentRedirect(await db(), { websiteId: siteId, kind, from }),
  (siteId, kind) => [kind === "page" ? cacheTags.pages(siteId) : cacheTags.blog(siteId)],
);

/**
 * The media library's descriptions of a site's images by URL (newline-separated `urls`), for
 * images shown without one of their own (home banners); the library's alt change expires the
 * site's tag.
 */
export const getLibraryAltTexts = cached(
  "library-alts",
  async (siteId: number, urls: string) =>
    Object.fromEntries(await listLibraryAltTexts(await db(), siteId, urls.split("\n"))),
  (siteId) => [cacheTags.site(siteId)],
);

export const getCmsPage = cached(
  "cms-page",
  async (siteId: number, slug: string, prefixed: 0 | 1) =>
    getPage(await db(), siteId, cmsLookupPaths(slug, prefixed === 1)),
  (siteId) => [cacheTags.pages(siteId)],
);

export const getReviews = cached(
  "reviews",
  async (siteId: number) => listReviews(await db(), siteId),
  (siteId) => [cacheTags.reviews(siteId)],
);

const DAY_MS = 24 * HOUR_MS;

/** The offers that run at some time of a UTC day ("2026-11-22"), kept under the day's key. */
const getDayOffers = cached(
  "offers",
  async (siteId: number, day: string) => {
    const from = new Date(day);
    return listOffers(
      await db(),
      await siteStockScope(siteId, Math.floor(from.getTime() / HOUR_MS)),
      { from, to: new Date(from.getTime() + DAY_MS) },
    );
  },
  (siteId) => [cacheTags.site(siteId), cacheTags.offers(siteId), cacheTags.cars(siteId)],
);

/**
 * The offers running at `now`: the day's cached list narrowed to the moment as it is read, so an
 * offer past its end is never answered whatever the cache holds. Pages that list offers are
 * rendered again at each start and end (the worker's content clock expires the offers tag).
 * An offer on a car shows only while the car is for sale within the site's stock scope.
 */
export async function getOffers(siteId: number, now: Date) {
  const offers = await getDayOffers(siteId, dayKey(now));
  return offers.filter((offer) => isOfferRunning(offer, now));
}

export const getRangeModelCached = cached(
  "range-model",
  async (siteId: number, slug: string) => getRangeModel(await db(), siteId, slug),
  (siteId) => [cacheTags.models(siteId)],
);

export const getManufacturerCached = cached(
  "manufacturer",
  async (siteId: number, slug: string, hour: number) =>
    getManufacturer(await db(), await siteStockScope(siteId, hour), slug),
  (siteId) => [cacheTags.models(siteId), cacheTags.cars(siteId)],
);

export const CAREERS_RETRIES = 2;

/**
 * A site's open positions (spec §7: cached with the careers tag, retried up to 2 more times,
 * failures logged). The API route and the pages both call this; the loader is a parameter so
 * the retry and logging can be tested without a database.
 */
export async function loadCareers(
  siteId: number,
  load: (siteId: number) => Promise<Career[]> = async (id) => listCareers(await db(), id),
  log: (message: string) => void = console.warn,
): Promise<Career[]> {
  return withRetry(() => load(siteId), {
    retries: CAREERS_RETRIES,
    onFailure: (error, attempt, willRetry) =>
      log(
        `careers for site ${siteId}: attempt ${attempt} failed (${error instanceof Error ? error.message : String(error)})${willRetry ? ", retrying" : ""}`,
      ),
  });
}

export const getCareers = cached(
  "careers",
  async (siteId: number) => loadCareers(siteId),
  (siteId) => [cacheTags.careers(siteId)],
);

export const getHomeCars = cached(
  "home-cars",
  async (
    siteId: number,
    kind: "featured" | "just-arrived",
    limit: number,
    since: string,
    hour: number,
  ) => {
    const scope = await siteStockScope(siteId, hour);
    return listHomeCars(
      await db(),
      kind === "featured" ? { scope, limit, kind } : { scope, limit, kind, since: new Date(since) },
    );
  },
  (siteId) => [cacheTags.site(siteId), cacheTags.cars(siteId)],
);

export const getSiteRatingCached = cached(
  "site-rating",
  async (siteId: number) => getSiteRating(await db(), siteId),
  (siteId) => [cacheTags.reviews(siteId)],
);
