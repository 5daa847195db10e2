import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { cars } from "../../schema.ts";
import type { CarRow } from "./car-row.ts";

type FindCarMatchOptions = { websiteId: number; stockNumber: string; vin?: string | null };

type CarMatch = { row: CarRow; by: "stocknum" | "vin" } | null;

/**
 * The site's car a written car is: the one with its stock number, else the one with its VIN
 * (a dealer system that renumbers stock keeps the VIN). The oldest wins if several match.
 * Call it under the site's stock lock; the row is locked for the write that follows.
 */
export async function findCarMatch(
  db: Executor,
  { websiteId, stockNumber, vin }: FindCarMatchOptions,
): Promise<CarMatch> {
  /** The site's oldest car that `match` picks, locked for the write that follows. */
  const oldestCarWhere = async (match: SQL): Promise<CarRow | undefined> => {
    const [row] = await db
      .select()
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), match))
      .orderBy(asc(cars.id))
      .limit(1)
      .for("update");
    return row;
  };
  const byStock = await oldestCarWhere(eq(cars.stockNumber, stockNumber));
  if (byStock) return { row: byStock, by: "stocknum" };
  if (!vin) return null;
  const byVin = await oldestCarWhere(eq(cars.vin, vin));
  return byVin ? { row: byVin, by: "vin" } : null;
}
