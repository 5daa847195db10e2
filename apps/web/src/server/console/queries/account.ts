import "server-only";
import { staffTimeZone } from "@forecourt/core/time/site-time";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listStaffPasskeys } from "@forecourt/db/repositories/staff/list-staff-passkeys";
import { listStaffPushDevices } from "@forecourt/db/repositories/staff/push-subscriptions";
import { listVisibleSiteZones } from "@forecourt/db/repositories/staff/list-visible-sites";
import { db } from "../../db.ts";
import { vapidKeys } from "../../push/vapid-keys.ts";

/**
 * The account page: the signed-in user's own passkeys, the zone their times are shown in (the
 * user's sites' one zone, else UTC), their devices with notifications on and the public key a
 * browser subscribes with.
 */
export async function staffAccountOf(staff: StaffMember) {
  const database = await db();
  const [passkeys, zones, devices, keys] = await Promise.all([
    listStaffPasskeys(database, { staffUserId: staff.id }),
    listVisibleSiteZones(database, { actor: staff }),
    listStaffPushDevices(database, staff.id),
    vapidKeys(database),
  ]);
  return {
    passkeys,
    timeZone: staffTimeZone(zones),
    pushDevices: devices.map(({ endpoint, events }) => ({ endpoint, events })),
    pushPublicKey: keys.publicKey,
  };
}
