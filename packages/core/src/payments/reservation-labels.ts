import type { AnyReservationKind, Reservation, ReservationStatus } from "../domain/reservation.ts";

/** A reservation's status in the dealer's words. */
export const RESERVATION_STATUS_LABELS = {
  pending: "Awaiting payment",
  confirmed: "Deposit paid",
  released: "Not paid",
  cancelled: "Cancelled, refunded",
  refunded: "Refunded (car already taken)",
} as const satisfies Record<ReservationStatus, string>;

export const RESERVATION_KIND_LABELS = {
  reserve: "Reservation",
  purchase: "Online purchase",
  hold: "Hold for a buyer",
} as const satisfies Record<AnyReservationKind, string>;

/** Where a reservation stands, as the console lists it: a paid one is handed over at the end. */
export function reservationStage(
  reservation: Pick<Reservation, "status" | "handedOverAt"> &
    Partial<Pick<Reservation, "kind" | "expiresAt">>,
  now = new Date(),
): string {
  if (reservation.status === "confirmed" && reservation.handedOverAt) return "Handed over";
  if (reservation.kind === "hold") {
    const isLive =
      reservation.status === "pending" && (reservation.expiresAt ?? now).getTime() >= now.getTime();
    return isLive ? "On hold" : "Hold released or expired";
  }
  return RESERVATION_STATUS_LABELS[reservation.status];
}

/** The shopper's name as the journey's answers give it. */
export function reservationCustomer(answers: Record<string, unknown>): string {
  const part = (key: string) => (typeof answers[key] === "string" ? answers[key] : "");
  // A staff hold keeps the buyer's name as one field.
  return `${part("first_name")} ${part("last_name")}`.trim() || part("name") || "(no name)";
}
