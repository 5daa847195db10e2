import { and, eq, gte, inArray, ne, not, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { StockScope } from "@forecourt/core/search/search-result";
import { cars } from "../../schema.ts";

/** Sold, by either the flag or the status (core `isCarSold`, in SQL). */
export const isSoldSql = sql`(${cars.isSold} or ${cars.status} = 'sold')`;

/** Not sold by either the flag or the status: the same rule, negated. */
export const forSaleClause = and(eq(cars.isSold, false), ne(cars.status, "sold"))!;

/** Published: not a draft saved in the console (the vehicle page reads it too, get-car.ts). */
export const publishedClause = eq(cars.isDraft, false);

/**
 * One site's stock as shoppers may see it, over `cars` alone: published cars only, its sold-car
 * window (a sold car stays listed `includeSoldCarsDays` after it sold) and its exclusions
 * (locations, Ford new and demo stock). Every count and list of stock reads this clause, so the home page, search, the
 * stock summary, offers and the sitemap agree.
 */
export function stockScopeClause(scope: StockScope): SQL {
  const soldSince = new Date(scope.now.getTime() - scope.includeSoldCarsDays * 86_400_000);
  const clauses: (SQL | undefined)[] = [
    eq(cars.websiteId, scope.websiteId),
    publishedClause,
    or(forSaleClause, gte(cars.soldAt, soldSince)),
  ];
  if (scope.excludedLocationIds.length > 0) {
    clauses.push(
      or(sql`${cars.locationId} is null`, notInArray(cars.locationId, scope.excludedLocationIds)),
    );
  }
  if (scope.excludeFordNewAndDemo) {
    clauses.push(
      not(and(sql`lower(${cars.make}) = 'ford'`, inArray(cars.carType, ["new", "demo"]))!),
    );
  }
  return and(...clauses)!;
}

/** The scope's cars still for sale: what featured rows and offers may promote. */
export function forSaleInScope(scope: StockScope): SQL {
  return and(stockScopeClause(scope), forSaleClause)!;
}
