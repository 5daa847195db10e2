import { asc, eq } from "drizzle-orm";
import type { Dealership } from "@forecourt/core/domain/dealership";
import type { Database } from "../../client.ts";
import { dealerships } from "../../schema.ts";
import { toDealership } from "../mappers.ts";

/** The site's dealerships, in the order they were added. */
export async function listDealerships(db: Database, websiteId: number): Promise<Dealership[]> {
  const rows = await db
    .select()
    .from(dealerships)
    .where(eq(dealerships.websiteId, websiteId))
    .orderBy(asc(dealerships.id));
  return rows.map(toDealership);
}
