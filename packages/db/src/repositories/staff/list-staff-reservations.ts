import { and, desc, eq, type SQL } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import {
  RESERVATION_STATUSES,
  type Reservation,
  type ReservationStatus,
} from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { cars, reservations, websites } from "../../schema.ts";
import { toReservation } from "../reservations/reservation-row.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { inScope } from "./site-scope.ts";

/** A reservation with what the console shows beside it: its site (and its zone) and car. */
type StaffReservation = Reservation & {
  siteName: string;
  /** The site's time zone: the console shows the reservation's times in it. */
  timeZone: string;
  car: { id: number; name: string; stockNumber: string; dealershipId: number };
};

type StaffReservationFilter = { websiteId?: number; status?: ReservationStatus };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isReservationStatus = (value: unknown): value is ReservationStatus =>
  (RESERVATION_STATUSES as readonly unknown[]).includes(value);

const columns = {
  reservation: reservations,
  siteName: websites.name,
  timeZone: siteTimeZone,
  car: {
    id: cars.id,
    name: cars.name,
    stockNumber: cars.stockNumber,
    dealershipId: cars.dealershipId,
  },
};

function shaped(row: {
  reservation: typeof reservations.$inferSelect;
  siteName: string;
  timeZone: string;
  car: StaffReservation["car"];
}): StaffReservation {
  const { siteName, timeZone, car } = row;
  return { ...toReservation(row.reservation), siteName, timeZone, car };
}

/**
 * Reading reservations takes `hold-cars` (sales see their dealership's); cancelling and handing
 * over take `manage-reservations`.
 */
type ReservationAccess = "hold-cars" | "manage-reservations";

function scopedQuery(
  db: Database,
  actor: StaffMember,
  where: SQL | undefined,
  access: ReservationAccess = "hold-cars",
) {
  return db
    .select(columns)
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .innerJoin(websites, eq(websites.id, reservations.websiteId))
    .where(
      and(
        inScope(scopeOf(actor, access), {
          websiteId: reservations.websiteId,
          dealershipId: cars.dealershipId,
          locationId: cars.locationId,
        }),
        where,
      ),
    );
}

/** The reservations the actor may see, newest first, narrowed by site and status. */
export async function listStaffReservations(
  db: Database,
  { actor, filter, limit }: { actor: StaffMember; filter: StaffReservationFilter; limit: number },
): Promise<StaffReservation[]> {
  const rows = await scopedQuery(
    db,
    actor,
    and(
      filter.websiteId === undefined ? undefined : eq(reservations.websiteId, filter.websiteId),
      filter.status === undefined ? undefined : eq(reservations.status, filter.status),
    ),
  )
    .orderBy(desc(reservations.createdAt))
    .limit(limit);
  return rows.map(shaped);
}

/**
 * One reservation by id if the actor may see it (or, with `access` "manage-reservations",
 * cancel or hand it over); null for none or another dealer's alike.
 */
export async function getStaffReservation(
  db: Database,
  {
    actor,
    reservationId,
    access,
  }: { actor: StaffMember; reservationId: string; access?: ReservationAccess },
): Promise<StaffReservation | null> {
  if (!UUID.test(reservationId)) return null;
  const [row] = await scopedQuery(
    db,
    actor,
    eq(reservations.id, reservationId.toLowerCase()),
    access,
  );
  return row ? shaped(row) : null;
}
