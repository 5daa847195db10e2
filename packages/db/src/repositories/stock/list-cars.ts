import { and, asc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { encodeCarListCursor, type CarListQuery } from "@forecourt/core/stock/car-list-query";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations } from "../../schema.ts";
import { toCarDetails } from "./car-details.ts";

type ListCarsOptions = { websiteId: number } & CarListQuery;

type ListCarsResult = {
  cars: CarDetail[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
};

/** A car's change time as stored (to the microsecond), in UTC: a cursor must not round it. */
const updatedAtText = sql<string>`to_char(${cars.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of a site's cars, sold ones included, in the order of their last change then id
 * (the index on website, updated_at, id), from `cursor` on and changed at or after
 * `updatedSince`. A car changed while a client pages moves to the end, where it is read again.
 */
export async function listCars(
  db: Database,
  { websiteId, cursor, limit, updatedSince }: ListCarsOptions,
): Promise<ListCarsResult> {
  const conditions: SQL[] = [eq(cars.websiteId, websiteId)];
  if (updatedSince) conditions.push(gte(cars.updatedAt, updatedSince));
  if (cursor) {
    conditions.push(
      sql`(${cars.updatedAt}, ${cars.id}) > (${cursor.updatedAt}::timestamptz, ${cursor.id})`,
    );
  }
  const rows = await db
    .select({ car: cars, dealership: dealerships, location: locations, updatedAt: updatedAtText })
    .from(cars)
    .innerJoin(
      dealerships,
      and(eq(dealerships.id, cars.dealershipId), eq(dealerships.websiteId, websiteId)),
    )
    .leftJoin(locations, and(eq(locations.id, cars.locationId), eq(locations.websiteId, websiteId)))
    .where(and(...conditions))
    .orderBy(asc(cars.updatedAt), asc(cars.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    cars: await toCarDetails(db, websiteId, page),
    nextCursor:
      rows.length > limit && last
        ? encodeCarListCursor({ updatedAt: last.updatedAt, id: last.car.id })
        : null,
  };
}
