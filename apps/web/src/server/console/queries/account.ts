import "server-only";
import { staffTimeZone } from "@forecourt/core/time/site-time";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listStaffPasskeys } from "@forecourt/db/repositories/staff/list-staff-passkeys";
import { listVisibleSiteZones } from "@forecourt/db/repositories/staff/list-visible-sites";
import { db } from "../../db.ts";

/**
 * The account page: the signed-in user's own passkeys, and the zone their times are shown in
 * (the user's sites' one zone, else UTC).
 */
export async function staffAccountOf(staff: StaffMember) {
  const database = await db();
  const [passkeys, zones] = await Promise.all([
    listStaffPasskeys(database, { staffUserId: staff.id }),
    listVisibleSiteZones(database, { actor: staff }),
  ]);
  return { passkeys, timeZone: staffTimeZone(zones) };
}
