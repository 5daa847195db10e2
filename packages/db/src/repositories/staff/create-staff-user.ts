import { sql } from "drizzle-orm";
import type { StaffGrant } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { staffGrants, staffUsers } from "../../schema.ts";
import { getStaffMember, type StaffMember } from "./get-staff-member.ts";

type CreateStaffUserOptions = {
  /** Made at random unless given (the demo seed gives fixed ones). */
  id?: string;
  /** Lower case, as core's address schema leaves it. */
  email: string;
  name?: string | null;
  isPlatformOperator?: boolean;
  grants?: readonly StaffGrant[];
};

/**
 * The staff user for an address (made if it is new) with these grants added; a grant on a site
 * the user already works on replaces that one (one grant per user and site).
 */
export async function createStaffUser(
  db: Database,
  options: CreateStaffUserOptions,
): Promise<StaffMember> {
  await db
    .insert(staffUsers)
    .values({
      ...(options.id ? { id: options.id } : {}),
      email: options.email,
      name: options.name ?? null,
      isPlatformOperator: options.isPlatformOperator ?? false,
    })
    .onConflictDoNothing();
  const user = await getStaffMember(db, { email: options.email });
  if (!user) throw new Error("staff user not stored");
  const grants = options.grants ?? [];
  if (grants.length === 0) return user;
  await db
    .insert(staffGrants)
    .values(grants.map((grant) => ({ staffUserId: user.id, ...grant })))
    .onConflictDoUpdate({
      target: [staffGrants.staffUserId, staffGrants.websiteId],
      set: {
        role: sql`excluded.role`,
        dealershipId: sql`excluded.dealership_id`,
        locationId: sql`excluded.location_id`,
      },
    });
  return (await getStaffMember(db, { id: user.id })) ?? user;
}
