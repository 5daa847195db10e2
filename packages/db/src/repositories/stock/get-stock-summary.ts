import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { StockSummary } from "@forecourt/core/domain/site";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";

/** Counts of the site's unsold stock: total, by make, by model and by car type. */
export async function getStockSummary(db: Database, websiteId: number): Promise<StockSummary> {
  const live = and(eq(cars.websiteId, websiteId), eq(cars.isSold, false), ne(cars.status, "sold"));
  const [totals, makes, models, carTypes] = await Promise.all([
    db.select({ count: count() }).from(cars).where(live),
    db
      .select({ name: cars.make, count: count() })
      .from(cars)
      .where(live)
      .groupBy(cars.make)
      .orderBy(desc(count()), asc(cars.make)),
    db
      .select({ make: cars.make, name: cars.model, count: count() })
      .from(cars)
      .where(live)
      .groupBy(cars.make, cars.model)
      .orderBy(asc(cars.make), asc(cars.model)),
    db
      .select({ carType: cars.carType, count: count() })
      .from(cars)
      .where(live)
      .groupBy(cars.carType)
      .orderBy(asc(cars.carType)),
  ]);
  return { count: totals[0]?.count ?? 0, makes, models, carTypes };
}
