import { eq } from "drizzle-orm";
import type { StaffAccess, StaffGrant } from "@forecourt/core/console/staff-access";
import { isGrantRole } from "@forecourt/core/console/staff-roles";
import type { Database, Executor } from "../../client.ts";
import { staffGrants, staffUsers } from "../../schema.ts";

/** A console user with what it may see: the actor every scoped read and write is given. */
export type StaffMember = StaffAccess & { id: string; email: string; name: string | null };

/** The user's grants, as core's permission rules read them. */
export async function grantsOf(db: Database, staffUserId: string): Promise<StaffGrant[]> {
  const rows = await db
    .select({
      websiteId: staffGrants.websiteId,
      role: staffGrants.role,
      dealershipId: staffGrants.dealershipId,
      locationId: staffGrants.locationId,
    })
    .from(staffGrants)
    .where(eq(staffGrants.staffUserId, staffUserId))
    .orderBy(staffGrants.websiteId);
  // The column holds only roles written through core's schema; anything else grants nothing.
  return rows.flatMap((row) => (isGrantRole(row.role) ? [{ ...row, role: row.role }] : []));
}

/** The staff user with this id or address, with its grants; null when there is none. */
export async function getStaffMember(
  db: Executor,
  by: { id: string } | { email: string },
): Promise<StaffMember | null> {
  const [user] = await db
    .select()
    .from(staffUsers)
    .where("id" in by ? eq(staffUsers.id, by.id) : eq(staffUsers.email, by.email));
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    isPlatformOperator: user.isPlatformOperator,
    grants: await grantsOf(db, user.id),
  };
}
