import { count, max } from "drizzle-orm";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import { stockScopeClause } from "../stock/stock-scope.ts";

/** What tells one reading of a site's feed cars from another, without reading them. */
type CatalogueStockVersion = {
  /** Cars in the scope: a deleted car, or a sold one past the window, lowers it. */
  carCount: number;
  /** The latest change of a car in the scope (a write, its images, reserved or sold). */
  lastUpdatedAt: Date | null;
};

/** The count and latest change time of a site's cars in its stock scope, in one query. */
export async function getCatalogueStockVersion(
  db: Database,
  scope: StockScope,
): Promise<CatalogueStockVersion> {
  const [row] = await db
    .select({ carCount: count(), lastUpdatedAt: max(cars.updatedAt) })
    .from(cars)
    .where(stockScopeClause(scope));
  return { carCount: row?.carCount ?? 0, lastUpdatedAt: row?.lastUpdatedAt ?? null };
}
