import { and, asc, eq, isNull, or } from "drizzle-orm";
import type { GrantRole } from "@forecourt/core/console/staff-roles";
import type { Executor } from "../../client.ts";
import { staffGrants, staffUsers } from "../../schema.ts";

/**
 * The site's staff of `role` whose grant covers the lead's dealership and location (a grant of
 * the whole site covers every lead), by address.
 */
export async function staffCoveringLead(
  db: Executor,
  lead: { websiteId: number; dealershipId: number | null; locationId: number | null },
  role: GrantRole,
): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: staffUsers.id, email: staffUsers.email })
    .from(staffGrants)
    .innerJoin(staffUsers, eq(staffUsers.id, staffGrants.staffUserId))
    .where(
      and(
        eq(staffGrants.websiteId, lead.websiteId),
        eq(staffGrants.role, role),
        lead.dealershipId === null
          ? isNull(staffGrants.dealershipId)
          : or(isNull(staffGrants.dealershipId), eq(staffGrants.dealershipId, lead.dealershipId)),
        lead.locationId === null
          ? isNull(staffGrants.locationId)
          : or(isNull(staffGrants.locationId), eq(staffGrants.locationId, lead.locationId)),
      ),
    )
    .orderBy(asc(staffUsers.email));
}
