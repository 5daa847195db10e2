import { asc, eq } from "drizzle-orm";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import { isGrantRole, type GrantRole } from "@forecourt/core/console/staff-roles";
import type { Database } from "../../client.ts";
import { dealerships, locations, staffGrants, staffUsers, websites } from "../../schema.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

/** One user's access to one site, as the users page lists it. */
type ListedStaffGrant = {
  id: number;
  staffUserId: string;
  email: string;
  name: string | null;
  websiteId: number;
  siteName: string;
  role: GrantRole;
  dealershipName: string | null;
  locationName: string | null;
};

/** The grants on the sites the actor manages users of (every site for a platform operator). */
export async function listStaffGrants(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<ListedStaffGrant[]> {
  const rows = await db
    .select({
      id: staffGrants.id,
      staffUserId: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      websiteId: websites.id,
      siteName: websites.name,
      role: staffGrants.role,
      dealershipName: dealerships.name,
      locationName: locations.name,
    })
    .from(staffGrants)
    .innerJoin(staffUsers, eq(staffUsers.id, staffGrants.staffUserId))
    .innerJoin(websites, eq(websites.id, staffGrants.websiteId))
    .leftJoin(dealerships, eq(dealerships.id, staffGrants.dealershipId))
    .leftJoin(locations, eq(locations.id, staffGrants.locationId))
    .where(inSites(wholeSitesOf(actor, "manage-users"), staffGrants.websiteId))
    .orderBy(asc(websites.name), asc(staffUsers.email));
  return rows.flatMap((row) => (isGrantRole(row.role) ? [{ ...row, role: row.role }] : []));
}
