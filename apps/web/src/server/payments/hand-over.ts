import "server-only";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "@forecourt/db/client";
import { handOverReservation } from "@forecourt/db/repositories/reservations/hand-over-reservation";
import { NOT_CONFIRMED_MESSAGE } from "./cancel-and-refund.ts";

export const NOT_HANDABLE_MESSAGE = "Only a reservation whose deposit is paid can be handed over.";
export const ALREADY_HANDED_OVER_MESSAGE = "This car was already handed over.";

type HandOverOutcome = { ok: true; reservation: Reservation } | { ok: false; message: string };

/**
 * The dealer hands a paid reservation's car to its buyer: recorded once with who did it; a
 * cancelled, unpaid or already handed-over reservation is refused with the reason.
 */
export async function handOver(
  db: Database,
  reservation: Pick<Reservation, "id" | "websiteId">,
  actor: { id: string; email: string },
): Promise<HandOverOutcome> {
  const result = await handOverReservation(db, {
    websiteId: reservation.websiteId,
    reservationId: reservation.id,
    actor,
  });
  if (result.ok) return result;
  const message = {
    "not-found": NOT_CONFIRMED_MESSAGE,
    "not-confirmed": NOT_HANDABLE_MESSAGE,
    "handed-over": ALREADY_HANDED_OVER_MESSAGE,
  }[result.reason];
  return { ok: false, message };
}
