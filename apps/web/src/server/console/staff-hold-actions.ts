"use server";
import { consoleCarPath, consoleReservationPath } from "@forecourt/core/console/console-paths";
import { reservationChangeSchema } from "@forecourt/core/payments/reservation-change";
import { staffHoldSchema } from "@forecourt/core/payments/staff-hold";
import { siteTime } from "@forecourt/core/time/site-time";
import type { Database } from "@forecourt/db/client";
import {
  placeStaffHold,
  type PlaceStaffHoldResult,
} from "@forecourt/db/repositories/reservations/place-staff-hold";
import { releaseStaffHold } from "@forecourt/db/repositories/reservations/release-staff-hold";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { onCarReservedStateChanged } from "../payments/car-reserved.ts";
import { NOT_YOURS } from "./form-state.ts";
import { staffAction } from "./staff-action.ts";

/** Why a hold was refused, in the salesperson's words. */
const HOLD_REFUSALS = {
  "car-not-found": NOT_YOURS.message!,
  sold: "This car is sold, so it cannot be held.",
  reserved: "This car is already reserved or held for a buyer.",
  held: "A shopper is paying a deposit on this car online right now; try again once their hold ends.",
} as const satisfies Record<Exclude<PlaceStaffHoldResult, { ok: true }>["reason"], string>;

const HOLD_NOT_LIVE_MESSAGE = "Only a live hold placed for a buyer by staff can be released here.";

/** The car's pages and lists show it reserved (or on offer again) at once. */
async function announce(database: Database, websiteId: number, carId: number, isReserved: boolean) {
  const site = await getSiteById(database, websiteId);
  if (site) await onCarReservedStateChanged(site, { carId, isReserved });
  return site;
}

/** A salesperson holds a car for a phone or walk-in buyer, from the car's console page. */
export const placeStaffHoldAction = staffAction(
  staffHoldSchema,
  async ({ actor, data, database }) => {
    const { carId, name, phone, email, hours } = data;
    const result = await placeStaffHold(database, {
      actor,
      carId,
      buyer: { name, phone, email: email ?? "" },
      hours,
    });
    if (!result.ok) return { status: "error", message: HOLD_REFUSALS[result.reason] };
    const { reservation } = result;
    const site = await announce(database, reservation.websiteId, carId, true);
    const until = siteTime(reservation.expiresAt, site?.settings.timeZone ?? "UTC");
    return {
      status: "done",
      message: `Held for ${name} until ${until} (${reservation.reference}). The car shows as reserved on the site until then or until the hold is released.`,
    };
  },
  { revalidate: (data) => consoleCarPath(data.carId) },
);

/** Staff release a hold placed for a buyer, from the reservation's console page. */
export const releaseStaffHoldAction = staffAction(
  reservationChangeSchema,
  async ({ actor, data, database }) => {
    const result = await releaseStaffHold(database, { actor, ...data });
    if (!result.ok) {
      return {
        status: "error",
        message: result.reason === "not-found" ? NOT_YOURS.message! : HOLD_NOT_LIVE_MESSAGE,
      };
    }
    const { reservation } = result;
    await announce(database, reservation.websiteId, reservation.carId, false);
    return {
      status: "done",
      message: `Hold ${reservation.reference} released. The car is on offer again.`,
    };
  },
  { revalidate: (data) => consoleReservationPath(data.reservationId) },
);
