import { asc, count, desc } from "drizzle-orm";
import type { StockSummary } from "@forecourt/core/domain/site";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import { stockScopeClause } from "./stock-scope.ts";

/**
 * Counts of the site's stock as its search shows it (the site's exclusions and sold-car window):
 * total, by make, by model and by car type.
 */
export async function getStockSummary(db: Database, scope: StockScope): Promise<StockSummary> {
  const live = stockScopeClause(scope);
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
