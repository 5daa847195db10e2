import type { Reservation } from "@forecourt/core/domain/reservation";

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** A reservation as the platform API gives it (snake case, like the rest of the API). */
export function reservationJson(reservation: Reservation) {
  const answers = reservation.answers;
  return {
    id: reservation.id,
    reference: reservation.reference,
    kind: reservation.kind,
    status: reservation.status,
    car_id: reservation.carId,
    lead_id: reservation.leadId,
    deposit_amount: reservation.amount,
    currency: reservation.currency,
    payment_provider: reservation.provider,
    payment_reference: reservation.providerRef,
    refund_reference: reservation.refundRef,
    message: reservation.message,
    customer: {
      first_name: text(answers.first_name),
      last_name: text(answers.last_name),
      email: text(answers.email),
      phone: text(answers.phone),
    },
    expires_at: reservation.expiresAt.toISOString(),
    confirmed_at: reservation.confirmedAt?.toISOString() ?? null,
    handed_over_at: reservation.handedOverAt?.toISOString() ?? null,
    created_at: reservation.createdAt.toISOString(),
    updated_at: reservation.updatedAt.toISOString(),
  };
}
