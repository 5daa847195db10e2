import { and, eq } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import type { Executor } from "../../client.ts";
import { cars, websites } from "../../schema.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { inScope } from "../staff/site-scope.ts";

/**
 * The site of a car the actor may hold for a buyer (`hold-cars`: sales of its dealership or
 * location, the site's admins, the operator); null for another dealer's or dealership's car or
 * none alike.
 */
export async function getHoldableCar(
  db: Executor,
  { actor, carId }: { actor: StaffMember; carId: number },
): Promise<{ websiteId: number; siteName: string } | null> {
  const [row] = await db
    .select({ websiteId: cars.websiteId, siteName: websites.name })
    .from(cars)
    .innerJoin(websites, eq(websites.id, cars.websiteId))
    .where(and(eq(cars.id, carId), inScope(scopeOf(actor, "hold-cars"), cars)));
  return row ?? null;
}
