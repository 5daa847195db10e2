import "server-only";
import { listLocations } from "@forecourt/db/repositories/locations/list-locations";
import { listRangeModels } from "@forecourt/db/repositories/models/list-range-models";
import { getStockSummary } from "@forecourt/db/repositories/stock/get-stock-summary";
import { listFeaturedCars } from "@forecourt/db/repositories/stock/list-featured-cars";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";

export const getFeaturedCars = cached(
  "featured-cars",
  async (siteId: number, limit: number) =>
    listFeaturedCars(await db(), { websiteId: siteId, limit }),
  (siteId) => [cacheTags.cars(siteId)],
);

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
  async (siteId: number) => getStockSummary(await db(), siteId),
  (siteId) => [cacheTags.cars(siteId)],
);
