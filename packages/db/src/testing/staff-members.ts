import type { Database } from "../client.ts";
import { createStaffUser } from "../repositories/staff/create-staff-user.ts";
import type { StaffMember } from "../repositories/staff/get-staff-member.ts";
import type { LeadTestSite } from "./lead-sites.ts";

/** A grant's reach over a whole site: every dealership and location. */
export const WHOLE_SITE = { dealershipId: null, locationId: null };

/** A staff user who is the admin of one whole site. */
export function createSiteAdmin(
  db: Database,
  email: string,
  site: Pick<LeadTestSite, "id">,
): Promise<StaffMember> {
  return createStaffUser(db, {
    email,
    grants: [{ websiteId: site.id, role: "dealer-admin", ...WHOLE_SITE }],
  });
}

/** A salesperson at a test site's main dealership only. */
export function createDealershipSales(
  db: Database,
  email: string,
  site: LeadTestSite,
): Promise<StaffMember> {
  return createStaffUser(db, {
    email,
    grants: [
      { websiteId: site.id, role: "sales", dealershipId: site.dealershipId, locationId: null },
    ],
  });
}

export type TwoSiteStaff = {
  operator: StaffMember;
  northAdmin: StaffMember;
  southAdmin: StaffMember;
  northSales: StaffMember;
};

/**
 * The staff of a test over two sites, north and south: a platform operator (op@x.test), each
 * site's admin (admin@north.test, admin@south.test) and a salesperson at north's main dealership
 * (sales@north.test).
 */
export async function createTwoSiteStaff(
  db: Database,
  north: LeadTestSite,
  south: LeadTestSite,
): Promise<TwoSiteStaff> {
  const operator = await createStaffUser(db, { email: "op@x.test", isPlatformOperator: true });
  const northAdmin = await createSiteAdmin(db, "admin@north.test", north);
  const southAdmin = await createSiteAdmin(db, "admin@south.test", south);
  const northSales = await createDealershipSales(db, "sales@north.test", north);
  return { operator, northAdmin, southAdmin, northSales };
}
