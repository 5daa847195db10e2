import "server-only";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listVisibleSites } from "@forecourt/db/repositories/staff/list-visible-sites";
import {
  getStaffReservation,
  isReservationStatus,
  listStaffReservations,
} from "@forecourt/db/repositories/staff/list-staff-reservations";
import { db } from "../../db.ts";

/**
 * The reservations page: the sites whose reservations the user manages, and the newest `limit`
 * reservations, narrowed by the query's `site` and `status` (anything else is ignored).
 */
export async function reservationsOf(
  staff: StaffMember,
  query: { site?: unknown; status?: unknown },
  limit: number,
) {
  const database = await db();
  const whole = wholeSitesOf(staff, "manage-reservations");
  const sites = (await listVisibleSites(database, { actor: staff })).filter(
    (site) => whole === "all" || whole.includes(site.id),
  );
  const site = sites.find((s) => String(s.id) === query.site);
  const status = isReservationStatus(query.status) ? query.status : undefined;
  const reservations = await listStaffReservations(database, {
    actor: staff,
    filter: { websiteId: site?.id, status },
    limit,
  });
  return { sites, site: site ?? null, status: status ?? null, reservations };
}

/** One reservation by its path segment, if the user manages it; else null. */
export async function reservationOf(staff: StaffMember, segment: string) {
  return getStaffReservation(await db(), { actor: staff, reservationId: segment });
}
