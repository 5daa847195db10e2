import { asc, count, eq } from "drizzle-orm";
import type { StockScope } from "@forecourt/core/search/search-result";
import { stockScopeClause } from "../stock/stock-scope.ts";
import type { RangeModel } from "@forecourt/core/domain/model";
import { slugify } from "@forecourt/core/text/slugify";
import type { Database } from "../../client.ts";
import { cars, rangeModels } from "../../schema.ts";
import { toRangeModel } from "../mappers.ts";

type Manufacturer = {
  name: string;
  slug: string;
  stockCount: number;
  /** Models in stock, with counts. */
  models: { name: string; slug: string; stockCount: number }[];
  /** The site's range items (spec §3 Model) of this make. */
  range: RangeModel[];
};

/**
 * A make as one site sees it: its stock by model and its range. The slug is the make's URL
 * form; a make the site neither stocks nor ranges is null.
 */
export async function getManufacturer(
  db: Database,
  scope: StockScope,
  slug: string,
): Promise<Manufacturer | null> {
  const { websiteId } = scope;
  // Counts what the site's search shows (its exclusions and sold-car window).
  const live = stockScopeClause(scope);
  const [stock, range] = await Promise.all([
    db
      .select({ make: cars.make, model: cars.model, count: count() })
      .from(cars)
      .where(live)
      .groupBy(cars.make, cars.model)
      .orderBy(asc(cars.make), asc(cars.model)),
    db
      .select()
      .from(rangeModels)
      .where(eq(rangeModels.websiteId, websiteId))
      .orderBy(asc(rangeModels.position), asc(rangeModels.name)),
  ]);
  const models = stock.filter((row) => slugify(row.make) === slug);
  const rangeRows = range.filter((row) => slugify(row.manufacturerName) === slug);
  const name = models[0]?.make ?? rangeRows[0]?.manufacturerName;
  if (!name) return null;
  return {
    name,
    slug,
    stockCount: models.reduce((sum, row) => sum + row.count, 0),
    models: models.map((row) => ({
      name: row.model,
      slug: slugify(row.model),
      stockCount: row.count,
    })),
    range: rangeRows.map(toRangeModel),
  };
}
