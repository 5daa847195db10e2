import "server-only";
import { countSiteContent } from "@forecourt/db/repositories/content/count-site-content";
import { listDealerships } from "@forecourt/db/repositories/dealerships/list-dealerships";
import { listLocations } from "@forecourt/db/repositories/locations/list-locations";
import { listRangeModels } from "@forecourt/db/repositories/models/list-range-models";
import { getStockSummary } from "@forecourt/db/repositories/stock/get-stock-summary";
import { listSimilarCars } from "@forecourt/db/repositories/stock/list-similar-cars";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";
import { siteStockScope } from "./stock-scope.ts";

export const getRangeModels = cached(
  "range-models",
  async (siteId: number) => listRangeModels(await db(), siteId),
  (siteId) => [cacheTags.models(siteId)],
);

export const getLocations = cached(
  "locations",
  async (siteId: number) => listLocations(await db(), siteId),
  (siteId) => [cacheTags.locations(siteId)],
);

export const getStockSummaryCached = cached(
  "stock-summary",
  async (siteId: number, hour: number) =>
    getStockSummary(await db(), await siteStockScope(siteId, hour)),
  (siteId) => [cacheTags.site(siteId), cacheTags.cars(siteId)],
);

/** Stock for sale like a sold car, for its page (`listSimilarCars`). */
export const getSimilarCars = cached(
  "similar-cars",
  async (siteId: number, carId: number, limit: number, hour: number) =>
    listSimilarCars(await db(), await siteStockScope(siteId, hour), carId, limit),
  (siteId) => [cacheTags.site(siteId), cacheTags.cars(siteId)],
);

export const getDealerships = cached(
  "dealerships",
  async (siteId: number) => listDealerships(await db(), siteId),
  (siteId) => [cacheTags.site(siteId), cacheTags.locations(siteId)],
);

export const getContentCounts = cached(
  "content-counts",
  async (siteId: number) => countSiteContent(await db(), siteId),
  (siteId) => [cacheTags.blog(siteId), cacheTags.offers(siteId)],
);
