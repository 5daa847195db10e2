import { and, asc, eq, or, sql } from "drizzle-orm";
import { isCarSold } from "@forecourt/core/domain/car";
import type { Database } from "../../client.ts";
import { cars, leads } from "../../schema.ts";

/** The most cars the sale form's picker lists: a dealership's stock is far smaller. */
const MAX_SALE_CAR_CHOICES = 500;

type SaleCarChoice = { stockNumber: string; name: string; isSold: boolean };

type SaleCarChoices = {
  cars: SaleCarChoice[];
  /** The stock number of the car the lead bought, or of the car it was about; null: none. */
  selected: string | null;
};

/**
 * The cars a staff member may name as the one a lead bought: the unsold stock of the lead's
 * dealership (the site's, when the lead names none), and the car the lead bought or was about
 * even if sold, by name. The caller has checked the staff member may read the lead.
 */
export async function listSaleCarChoices(
  db: Database,
  { websiteId, leadId }: { websiteId: number; leadId: string },
): Promise<SaleCarChoices> {
  const [lead] = await db
    .select({ dealershipId: leads.dealershipId, carId: leads.carId, soldCarId: leads.soldCarId })
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.websiteId, websiteId)));
  if (!lead) return { cars: [], selected: null };
  const own = lead.soldCarId ?? lead.carId;
  // Not sold, as core isCarSold says.
  const forSale = and(
    eq(cars.isSold, false),
    sql`${cars.status} <> 'sold'`,
    lead.dealershipId === null ? undefined : eq(cars.dealershipId, lead.dealershipId),
  );
  const rows = await db
    .select({
      id: cars.id,
      stockNumber: cars.stockNumber,
      name: cars.name,
      isSold: cars.isSold,
      status: cars.status,
    })
    .from(cars)
    .where(
      and(eq(cars.websiteId, websiteId), own === null ? forSale : or(forSale, eq(cars.id, own))),
    )
    .orderBy(asc(cars.name), asc(cars.stockNumber))
    .limit(MAX_SALE_CAR_CHOICES);
  return {
    cars: rows.map((row) => ({
      stockNumber: row.stockNumber,
      name: row.name,
      isSold: isCarSold(row),
    })),
    selected: rows.find((row) => row.id === own)?.stockNumber ?? null,
  };
}
