import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import type { CarRow } from "./car-row.ts";

export type FindCarMatchOptions = { websiteId: number; stockNumber: string; vin?: string | null };

export type CarMatch = { row: CarRow; by: "stocknum" | "vin" } | null;

/**
 * The site's car a written car is: the one with its stock number, else the one with its VIN
 * (a dealer system that renumbers stock keeps the VIN). The oldest wins if several match.
 * Call it under the site's stock lock; the row is locked for the write that follows.
 */
export async function findCarMatch(
  db: Database,
  { websiteId, stockNumber, vin }: FindCarMatchOptions,
): Promise<CarMatch> {
  const [byStock] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.stockNumber, stockNumber)))
    .orderBy(asc(cars.id))
    .limit(1)
    .for("update");
  if (byStock) return { row: byStock, by: "stocknum" };
  if (!vin) return null;
  const [byVin] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.websiteId, websiteId), eq(cars.vin, vin)))
    .orderBy(asc(cars.id))
    .limit(1)
    .for("update");
  return byVin ? { row: byVin, by: "vin" } : null;
}
