import "server-only";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { getCarById, getCarBySlug } from "@forecourt/db/repositories/stock/get-car";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";

/** One site's car by slug, cached under the site's cars tag (a stock change revalidates it). */
export const getVehicleBySlug = cached(
  "vehicle-by-slug",
  async (siteId: number, slug: string): Promise<CarDetail | null> =>
    getCarBySlug(await db(), { websiteId: siteId, slug }),
  (siteId) => [cacheTags.cars(siteId)],
);

export const getVehicleById = cached(
  "vehicle-by-id",
  async (siteId: number, id: number): Promise<CarDetail | null> =>
    getCarById(await db(), { websiteId: siteId, id }),
  (siteId) => [cacheTags.cars(siteId)],
);
