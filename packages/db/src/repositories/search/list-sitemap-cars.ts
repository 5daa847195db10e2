import { and, asc, count, max, sql, type SQL } from "drizzle-orm";
import type { StockScope } from "@forecourt/core/search/search-result";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import { stockScopeClause } from "../stock/stock-scope.ts";

type SitemapCar = { slug: string; updatedAt: Date };

/** The vehicle pages a sitemap lists: the site's search scope, with a slug a vehicle URL takes. */
function sitemapCarsClause(scope: StockScope): SQL {
  return and(stockScopeClause(scope), sql`${cars.slug} ~ ${SLUG_PATTERN.source}`)!;
}

/** How many vehicle pages a site's sitemap lists, and the longest slug among them (0 for none). */
export async function countSitemapCars(
  db: Database,
  scope: StockScope,
): Promise<{ count: number; maxSlugLength: number }> {
  const [row] = await db
    .select({ count: count(), maxSlugLength: max(sql<number>`length(${cars.slug})`) })
    .from(cars)
    .where(sitemapCarsClause(scope));
  return { count: row?.count ?? 0, maxSlugLength: Number(row?.maxSlugLength ?? 0) };
}

/**
 * Vehicle pages for a sitemap, oldest car first (by id, so pages of the list do not overlap),
 * `limit` from `offset`; without a page, all of them.
 */
export async function listSitemapCars(
  db: Database,
  scope: StockScope,
  page?: { offset: number; limit: number },
): Promise<SitemapCar[]> {
  const query = db
    .select({ slug: cars.slug, updatedAt: cars.updatedAt })
    .from(cars)
    .where(sitemapCarsClause(scope))
    .orderBy(asc(cars.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}
