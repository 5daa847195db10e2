import { max, sql } from "drizzle-orm";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import { stockScopeClause } from "../stock/stock-scope.ts";

type ModelNewestCar = { make: string; model: string; updatedAt: Date };

/**
 * For each make and model of the site's stock (its search scope), when its most recently changed
 * car last changed: a range model page's sitemap `lastmod` (the page lists that stock).
 */
export async function listModelNewestCars(
  db: Database,
  scope: StockScope,
): Promise<ModelNewestCar[]> {
  const make = sql<string>`lower(${cars.make})`;
  const model = sql<string>`lower(${cars.model})`;
  const rows = await db
    .select({ make, model, updatedAt: max(cars.updatedAt) })
    .from(cars)
    .where(stockScopeClause(scope))
    .groupBy(make, model);
  return rows.flatMap((row) =>
    row.updatedAt ? [{ make: row.make, model: row.model, updatedAt: new Date(row.updatedAt) }] : [],
  );
}
