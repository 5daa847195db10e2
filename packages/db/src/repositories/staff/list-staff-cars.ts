import { and, asc, count, desc, eq, ilike, isNull, or, type SQL } from "drizzle-orm";
import type { StockListQuery } from "@forecourt/core/console/stock-list-query";
import { scopeOf } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { cars, websites } from "../../schema.ts";
import { forSaleClause, isSoldSql } from "../stock/stock-scope.ts";
import { inScope } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { escapeLike } from "../../like-pattern.ts";

/** One row of the console's stock list. */
type StaffCarRow = {
  id: number;
  websiteId: number;
  siteName: string;
  name: string;
  stockNumber: string;
  carType: string;
  price: number | null;
  status: string;
  isSold: boolean;
  isReserved: boolean;
  /** Saved but not published: on no storefront channel. */
  isDraft: boolean;
  tag: string | null;
  thumbUrl: string | null;
  lockedFields: string[];
  updatedAt: Date;
};

type StaffCarList = { cars: StaffCarRow[]; total: number };

function stateCondition(state: StockListQuery["state"]): SQL | undefined {
  if (state === "sold") return isSoldSql;
  if (state === "reserved") return and(forSaleClause, eq(cars.isReserved, true));
  if (state === "for-sale") return forSaleClause;
  if (state === "draft") return eq(cars.isDraft, true);
  return undefined;
}

/**
 * The cars whose stock the actor manages, on live sites, newest change first: searched by name,
 * make, model, stock number or VIN, filtered by site, sale state and type, a page at a time.
 * A grant narrowed to a dealership or location covers only its cars; no grant, no cars.
 */
export async function listStaffCars(
  db: Database,
  { actor, query, pageSize }: { actor: StaffMember; query: StockListQuery; pageSize: number },
): Promise<StaffCarList> {
  const words = query.q.split(/\s+/).filter(Boolean);
  const where = and(
    isNull(websites.archivedAt),
    inScope(scopeOf(actor, "manage-stock"), cars),
    query.site === undefined ? undefined : eq(cars.websiteId, query.site),
    query.type === undefined ? undefined : eq(cars.carType, query.type),
    stateCondition(query.state),
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return or(
        ilike(cars.name, pattern),
        ilike(cars.make, pattern),
        ilike(cars.model, pattern),
        ilike(cars.stockNumber, pattern),
        ilike(cars.vin, pattern),
      );
    }),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cars.id,
        websiteId: cars.websiteId,
        siteName: websites.name,
        name: cars.name,
        stockNumber: cars.stockNumber,
        carType: cars.carType,
        price: cars.price,
        status: cars.status,
        isSold: cars.isSold,
        isReserved: cars.isReserved,
        isDraft: cars.isDraft,
        tag: cars.tag,
        thumbUrl: cars.primaryImageUrl,
        lockedFields: cars.lockedFields,
        updatedAt: cars.updatedAt,
      })
      .from(cars)
      .innerJoin(websites, eq(websites.id, cars.websiteId))
      .where(where)
      .orderBy(desc(cars.updatedAt), asc(cars.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ value: count() })
      .from(cars)
      .innerJoin(websites, eq(websites.id, cars.websiteId))
      .where(where),
  ]);
  return { cars: rows, total: total?.value ?? 0 };
}
