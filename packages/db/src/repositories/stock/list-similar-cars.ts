import { and, asc, desc, eq, ne, or, sql } from "drizzle-orm";
import type { Car } from "@forecourt/core/domain/car";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations } from "../../schema.ts";
import { withImages } from "./with-images.ts";
import { forSaleInScope } from "./stock-scope.ts";

/**
 * Stock still for sale like one car (for a sold car's page): the same model first, then the
 * same make or body, then the same condition, nearest in price; within the site's scope. A car
 * of another site has none.
 */
export async function listSimilarCars(
  db: Database,
  scope: StockScope,
  carId: number,
  limit: number,
): Promise<Car[]> {
  const [car] = await db
    .select({
      id: cars.id,
      make: cars.make,
      model: cars.model,
      body: cars.body,
      carType: cars.carType,
      price: cars.price,
    })
    .from(cars)
    .where(and(eq(cars.websiteId, scope.websiteId), eq(cars.id, carId)));
  if (!car) return [];
  const sameMake = eq(cars.make, car.make);
  const sameBody = car.body ? eq(cars.body, car.body) : sql`false`;
  const rows = await db
    .select({ car: cars, dealershipSlug: dealerships.slug, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .leftJoin(locations, eq(cars.locationId, locations.id))
    .where(and(forSaleInScope(scope), ne(cars.id, car.id), or(sameMake, sameBody)))
    .orderBy(
      desc(sql`(${cars.make} = ${car.make} and ${cars.model} = ${car.model})`),
      desc(sameMake),
      desc(sql`(${cars.carType} = ${car.carType})`),
      asc(sql`abs(coalesce(${cars.price}, 0) - ${car.price ?? 0})`),
      asc(cars.id),
    )
    .limit(limit);
  return withImages(db, scope.websiteId, rows);
}
