import { and, asc, eq, gt } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { StockScope } from "@forecourt/core/search/search-result";
import type { Database } from "../../client.ts";
import { cars, dealerships, locations } from "../../schema.ts";
import { toCarDetails } from "../stock/car-details.ts";
import { stockScopeClause } from "../stock/stock-scope.ts";

/** Cars read per query: one page's rows and images are all a feed holds at a time. */
export const CATALOGUE_PAGE_SIZE = 200;

type ReadCatalogueCarsOptions = {
  /** The site's one stock scope: its sold-car window and exclusions, as its search lists. */
  scope: StockScope;
  pageSize?: number;
};

/**
 * One site's cars as its catalogue feeds read them: every car of its stock scope (sold ones
 * within the window, reserved ones too), with dealership, location and images, by id a page at a
 * time (keyset, never an offset), so memory stays one page whatever the stock's size. Pages are
 * read as they are asked for; a car written meanwhile is seen as it is when its page is read.
 */
export async function* readCatalogueCars(
  db: Database,
  { scope, pageSize = CATALOGUE_PAGE_SIZE }: ReadCatalogueCarsOptions,
): AsyncGenerator<CarDetail, void, undefined> {
  const { websiteId } = scope;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .select({ car: cars, dealership: dealerships, location: locations })
      .from(cars)
      .innerJoin(
        dealerships,
        and(eq(dealerships.id, cars.dealershipId), eq(dealerships.websiteId, websiteId)),
      )
      .leftJoin(
        locations,
        and(eq(locations.id, cars.locationId), eq(locations.websiteId, websiteId)),
      )
      .where(and(stockScopeClause(scope), gt(cars.id, afterId)))
      .orderBy(asc(cars.id))
      .limit(pageSize);
    if (rows.length === 0) return;
    yield* await toCarDetails(db, websiteId, rows);
    if (rows.length < pageSize) return;
    afterId = rows.at(-1)!.car.id;
  }
}
