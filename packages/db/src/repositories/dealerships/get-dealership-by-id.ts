import { eq } from "drizzle-orm";
import type { Dealership } from "@forecourt/core/domain/dealership";
import type { Database } from "../../client.ts";
import { dealerships } from "../../schema.ts";
import { toDealership } from "../mappers.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

/** A dealership by its id, with the site it belongs to (`websiteId`); null when unknown. */
export async function getDealershipById(db: Database, id: number): Promise<Dealership | null> {
  if (!isRowId(id)) return null;
  const [row] = await db.select().from(dealerships).where(eq(dealerships.id, id)).limit(1);
  return row ? toDealership(row) : null;
}
