import { and, eq, inArray } from "drizzle-orm";
import type { Car } from "@forecourt/core/domain/car";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations } from "../../schema.ts";
import { withImages } from "./with-images.ts";
import { publishedClause } from "./stock-scope.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

type ListCarsByIdsOptions = { websiteId: number; ids: readonly number[] };

/** Most cars one call reads (a garage holds at most 100 favourites). */
const MAX_CARS_BY_IDS = 100;

/**
 * One site's published cars among the given ids, sold or not, in no set order. Ids of another site's
 * cars, of deleted cars or outside the id range are simply absent from the answer.
 */
export async function listCarsByIds(
  db: Database,
  { websiteId, ids }: ListCarsByIdsOptions,
): Promise<Car[]> {
  const wanted = [...new Set(ids)].filter(isRowId).slice(0, MAX_CARS_BY_IDS);
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ car: cars, dealershipSlug: dealerships.slug, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .leftJoin(locations, eq(cars.locationId, locations.id))
    .where(and(eq(cars.websiteId, websiteId), publishedClause, inArray(cars.id, wanted)));
  return withImages(db, websiteId, rows);
}
