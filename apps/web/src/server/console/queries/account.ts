import "server-only";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listStaffPasskeys } from "@forecourt/db/repositories/staff/list-staff-passkeys";
import { db } from "../../db.ts";

/** The account page: the signed-in user's own passkeys. */
export async function passkeysOf(staff: StaffMember) {
  return listStaffPasskeys(await db(), { staffUserId: staff.id });
}
