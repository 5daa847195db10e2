import "server-only";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { getCarById, getCarBySlug } from "@forecourt/db/repositories/stock/get-car";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";

/**
 * One site's published car (a draft is no car to shoppers) by slug, cached under its own tag and the site's whole-stock tag: a write to
 * this car, to many cars, or to the site's dealerships and locations (which its page shows)
 * revalidates it; a write to other cars leaves it cached (`stockWriteTags`).
 */
export const getVehicleBySlug = cached(
  "vehicle-by-slug",
  async (siteId: number, slug: string): Promise<CarDetail | null> =>
    getCarBySlug(await db(), { websiteId: siteId, slug, isPublishedOnly: true }),
  (siteId, slug) => [cacheTags.vehicle(siteId, slug), cacheTags.stock(siteId)],
);

export const getVehicleById = cached(
  "vehicle-by-id",
  async (siteId: number, id: number): Promise<CarDetail | null> =>
    getCarById(await db(), { websiteId: siteId, id, isPublishedOnly: true }),
  (siteId, id) => [cacheTags.car(siteId, id), cacheTags.stock(siteId)],
);
