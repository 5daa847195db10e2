import { and, desc, eq, inArray } from "drizzle-orm";
import type { Car } from "@forecourt/core/domain/car";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { carImages, cars, dealerships, locations } from "../../schema.ts";
import { toCar } from "../mappers.ts";
import { forSaleInScope } from "./stock-scope.ts";

export type ListFeaturedCarsOptions = { scope: StockScope; limit: number };

/** The newest stock of one site still for sale, within its exclusions. */
export async function listFeaturedCars(
  db: Database,
  { scope, limit }: ListFeaturedCarsOptions,
): Promise<Car[]> {
  const rows = await db
    .select({ car: cars, dealershipSlug: dealerships.slug, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .leftJoin(locations, eq(cars.locationId, locations.id))
    .where(forSaleInScope(scope))
    .orderBy(desc(cars.createdAt), desc(cars.id))
    .limit(limit);
  return withImages(db, scope.websiteId, rows);
}

export async function withImages(
  db: Database,
  websiteId: number,
  rows: {
    car: typeof cars.$inferSelect;
    dealershipSlug: string;
    location: typeof locations.$inferSelect | null;
  }[],
): Promise<Car[]> {
  if (rows.length === 0) return [];
  const images = await db
    .select()
    .from(carImages)
    .where(
      and(
        eq(carImages.websiteId, websiteId),
        inArray(
          carImages.carId,
          rows.map((r) => r.car.id),
        ),
      ),
    );
  const byCar = new Map<number, (typeof images)[number][]>();
  for (const image of images) byCar.set(image.carId, [...(byCar.get(image.carId) ?? []), image]);
  return rows.map((row) => toCar({ ...row, images: byCar.get(row.car.id) ?? [] }));
}
