import "server-only";
import { decideAccess, maySomewhere, scopeOf } from "@forecourt/core/console/staff-access";
import type { Car } from "@forecourt/core/domain/car";
import { parseRowId } from "@forecourt/core/domain/row-id";
import { getActiveHold } from "@forecourt/db/repositories/reservations/get-active-hold";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listVisibleSites } from "@forecourt/db/repositories/staff/list-visible-sites";
import {
  getStaffReservation,
  isReservationStatus,
  listStaffReservations,
} from "@forecourt/db/repositories/staff/list-staff-reservations";
import { db } from "../../db.ts";
import { SITE_PAGE_SIZE } from "./sites.ts";

/**
 * The reservations page: the sites whose reservations the user manages (null past SITE_PAGE_SIZE
 * of the sites they see: the filter then takes a site's number), and the newest `limit`
 * reservations, narrowed by the query's `site` and `status` (anything else, or a site not theirs,
 * is ignored).
 */
export async function reservationsOf(
  staff: StaffMember,
  query: { site?: unknown; status?: unknown },
  limit: number,
) {
  const database = await db();
  const scope = scopeOf(staff, "hold-cars");
  const isTheirs = (websiteId: number) =>
    scope.kind === "all" || scope.grants.some((grant) => grant.websiteId === websiteId);
  const visible = await listVisibleSites(database, { actor: staff, limit: SITE_PAGE_SIZE + 1 });
  const sites = visible.length > SITE_PAGE_SIZE ? null : visible.filter((s) => isTheirs(s.id));
  const chosen = typeof query.site === "string" ? parseRowId(query.site.trim()) : null;
  const site =
    chosen === null
      ? null
      : sites
        ? (sites.find((s) => s.id === chosen) ?? null)
        : isTheirs(chosen)
          ? { id: chosen }
          : null;
  const status = isReservationStatus(query.status) ? query.status : undefined;
  const reservations = await listStaffReservations(database, {
    actor: staff,
    filter: { websiteId: site?.id, status },
    limit,
  });
  return { sites, site, status: status ?? null, reservations };
}

/** Who sees the reservations page: anyone who may hold cars somewhere (sales included). */
export function maySeeReservations(staff: StaffMember): boolean {
  return maySomewhere(staff, "hold-cars");
}

/**
 * The car page's hold section: whether the user may hold this car for a buyer, and the live hold
 * or unpaid deposit on it, if any.
 */
export async function carHoldOf(
  staff: StaffMember,
  websiteId: number,
  car: Pick<Car, "id" | "dealershipId" | "locationId">,
) {
  const mayHold = decideAccess(staff, "hold-cars", {
    websiteId,
    dealershipId: car.dealershipId,
    locationId: car.locationId,
  }).allowed;
  if (!mayHold) return { mayHold, hold: null };
  return { mayHold, hold: await getActiveHold(await db(), { websiteId, carId: car.id }) };
}

/** One reservation by its path segment, if the user may see it; else null. */
export async function reservationOf(staff: StaffMember, segment: string) {
  return getStaffReservation(await db(), { actor: staff, reservationId: segment });
}
