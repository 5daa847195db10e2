import { and, desc, eq, gte } from "drizzle-orm";
import type { Car } from "@forecourt/core/domain/car";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations } from "../../schema.ts";
import { toCar } from "../mappers.ts";
import { imagesOfCar } from "./shown-image-columns.ts";
import { forSaleInScope } from "./stock-scope.ts";

type ListHomeCarsOptions =
  | { scope: StockScope; limit: number; kind: "featured" }
  | { scope: StockScope; limit: number; kind: "just-arrived"; since: Date };

/**
 * The home page's two rows of stock still for sale within the site's exclusions: featured (the cars
 * the dealer marked featured first, then the site's ranking, highest first) and just arrived
 * (created since the site's just-arrived cut-off, newest first). Each with its images, in the
 * same statement.
 */
export async function listHomeCars(db: Database, options: ListHomeCarsOptions): Promise<Car[]> {
  const live = and(
    forSaleInScope(options.scope),
    options.kind === "just-arrived" ? gte(cars.createdAt, options.since) : undefined,
  );
  const rows = await db
    .select({
      car: cars,
      dealershipSlug: dealerships.slug,
      location: locations,
      images: imagesOfCar(options.scope.websiteId),
    })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .leftJoin(locations, eq(cars.locationId, locations.id))
    .where(live)
    .orderBy(
      ...(options.kind === "featured"
        ? [desc(cars.isFeatured), desc(cars.rank), desc(cars.id)]
        : [desc(cars.createdAt), desc(cars.id)]),
    )
    .limit(options.limit);
  return rows.map(toCar);
}
