"use server";
import { consoleReservationPath } from "@forecourt/core/console/console-paths";
import { reservationChangeSchema } from "@forecourt/core/payments/reservation-change";
import { getStaffReservation } from "@forecourt/db/repositories/staff/list-staff-reservations";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { cancelAndRefund } from "../payments/cancel-and-refund.ts";
import { handOver } from "../payments/hand-over.ts";
import { staffAction } from "./staff-action.ts";

const NOT_YOURS = "That reservation does not exist or is not one of yours.";
// Sales see reservations; only those who manage them cancel or hand over.
const access = "manage-reservations";
const options = {
  revalidate: (data: { reservationId: string }) => consoleReservationPath(data.reservationId),
  refused: () => ({ status: "error" as const, message: NOT_YOURS }),
};

/** A dealer admin cancels a paid reservation: the deposit goes back through its provider. */
export const cancelReservationAction = staffAction(
  reservationChangeSchema,
  async ({ actor, data, database }) => {
    const reservation = await getStaffReservation(database, { actor, ...data, access });
    const site = reservation && (await getSiteById(database, reservation.websiteId));
    if (!reservation || !site) return { status: "error", message: NOT_YOURS };
    const result = await cancelAndRefund(database, site, reservation, actor);
    if (!result.ok) return { status: "error", message: result.message };
    return {
      status: "done",
      message: `Reservation ${reservation.reference} cancelled; the deposit was refunded (refund ${result.reservation.refundRef}). The car is for sale again.`,
    };
  },
  options,
);

/** A dealer admin records that a paid reservation's car was handed to its buyer. */
export const handOverReservationAction = staffAction(
  reservationChangeSchema,
  async ({ actor, data, database }) => {
    const reservation = await getStaffReservation(database, { actor, ...data, access });
    if (!reservation) return { status: "error", message: NOT_YOURS };
    const result = await handOver(database, reservation, actor);
    if (!result.ok) return { status: "error", message: result.message };
    return { status: "done", message: `Handover of ${reservation.reference} recorded.` };
  },
  options,
);
