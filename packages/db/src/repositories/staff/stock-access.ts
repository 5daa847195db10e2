import { eq } from "drizzle-orm";
import { decideAccess } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { cars, websites } from "../../schema.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { isRowId } from "@forecourt/core/domain/row-id";
import { placeColumns } from "./site-scope.ts";

/** A car the actor may manage: its site and the place access is decided by. */
type ManagedCarRef = { carId: number; websiteId: number; siteName: string };

/**
 * The car with this id if the actor may manage its stock; null for no such car, a car of an
 * archived site, and another dealer's car alike, so a refusal tells nothing of what exists.
 */
export async function managedCarRef(
  db: Database,
  { actor, carId }: { actor: StaffMember; carId: number },
): Promise<ManagedCarRef | null> {
  if (!isRowId(carId)) return null;
  const [row] = await db
    .select({
      ...placeColumns(cars),
      siteName: websites.name,
      archivedAt: websites.archivedAt,
    })
    .from(cars)
    .innerJoin(websites, eq(websites.id, cars.websiteId))
    .where(eq(cars.id, carId));
  if (!row || row.archivedAt !== null) return null;
  const decision = decideAccess(actor, "manage-stock", row);
  return decision.allowed ? { carId, websiteId: row.websiteId, siteName: row.siteName } : null;
}
