import { and, eq, type SQL } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import type { Database } from "../../client.ts";
import { carImages, cars, dealerships, locations } from "../../schema.ts";
import { toCar, toDealership, toLocation } from "../mappers.ts";
import { isRowId } from "@forecourt/core/domain/row-id";
import { publishedClause } from "./stock-scope.ts";

/** `isPublishedOnly`: a shopper's read, to which a draft is no car at all. */
type ReadOptions = { isPublishedOnly?: boolean };
type GetCarBySlugOptions = { websiteId: number; slug: string } & ReadOptions;
type GetCarByIdOptions = { websiteId: number; id: number } & ReadOptions;

const MAX_SLUG_LENGTH = 200;
/**
 * One site's car by its slug, with images, location and dealership; null when the site has no such
 * car. A slug with anything but letters, digits, hyphen and underscore finds nothing (spec §5).
 */
export async function getCarBySlug(
  db: Database,
  { websiteId, slug, isPublishedOnly = false }: GetCarBySlugOptions,
): Promise<CarDetail | null> {
  if (slug.length > MAX_SLUG_LENGTH || !SLUG_PATTERN.test(slug)) return null;
  return getCarWhere(db, websiteId, shown(eq(cars.slug, slug), isPublishedOnly));
}

/** One site's car by its id; another site's car is null, as is an id outside the id range. */
export async function getCarById(
  db: Database,
  { websiteId, id, isPublishedOnly = false }: GetCarByIdOptions,
): Promise<CarDetail | null> {
  if (!isRowId(id)) return null;
  return getCarWhere(db, websiteId, shown(eq(cars.id, id), isPublishedOnly));
}

const shown = (match: SQL, isPublishedOnly: boolean): SQL =>
  isPublishedOnly ? and(match, publishedClause)! : match;

async function getCarWhere(db: Database, websiteId: number, match: SQL): Promise<CarDetail | null> {
  if (!isRowId(websiteId)) return null;
  const [row] = await db
    .select({ car: cars, dealership: dealerships, location: locations })
    .from(cars)
    .innerJoin(
      dealerships,
      and(eq(dealerships.id, cars.dealershipId), eq(dealerships.websiteId, websiteId)),
    )
    .leftJoin(locations, and(eq(locations.id, cars.locationId), eq(locations.websiteId, websiteId)))
    .where(and(eq(cars.websiteId, websiteId), match))
    .limit(1);
  if (!row) return null;
  const images = await db
    .select()
    .from(carImages)
    .where(and(eq(carImages.websiteId, websiteId), eq(carImages.carId, row.car.id)));
  return {
    car: toCar({
      car: row.car,
      dealershipSlug: row.dealership.slug,
      location: row.location,
      images,
    }),
    dealership: toDealership(row.dealership),
    location: row.location ? toLocation(row.location, row.dealership.slug) : null,
  };
}
