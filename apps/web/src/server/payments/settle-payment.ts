import "server-only";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { Site } from "@forecourt/core/site/site";
import type { PaymentProvider, PaymentState } from "@forecourt/core/payments/payment-provider";
import type { Database } from "@forecourt/db/client";
import { confirmReservation } from "@forecourt/db/repositories/reservations/confirm-reservation";
import { getPaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import {
  markRefunded,
  releaseHold,
} from "@forecourt/db/repositories/reservations/update-reservation";
import { getCarById } from "@forecourt/db/repositories/stock/get-car";
import { onCarReservedStateChanged } from "./car-reserved.ts";
import { paymentProviderFor } from "./payment-provider-for.ts";
import { journeyLeadId, reservationLead } from "./reservation-lead.ts";

export const CAR_TAKEN_REFUNDED_MESSAGE =
  "Sorry, this vehicle was reserved by someone else before your payment arrived. Your deposit has been refunded in full.";

type SettleOutcome =
  | { outcome: "confirmed"; reservation: Reservation }
  | { outcome: "pending"; reservation: Reservation }
  | { outcome: "failed"; reservation: Reservation; message: string }
  | { outcome: "refunded"; reservation: Reservation; message: string };

/** The provider adapter of a reservation's car's dealership; null when it has none. */
export async function reservationProvider(
  db: Database,
  reservation: Reservation,
): Promise<PaymentProvider | null> {
  const account = await getPaymentAccount(db, {
    websiteId: reservation.websiteId,
    carId: reservation.carId,
    provider: reservation.provider,
  });
  return account ? paymentProviderFor(db, reservation.websiteId, account) : null;
}

/**
 * Acts on what the provider says about a reservation's payment, from the shopper's return or
 * from a webhook, any number of times and in any order: paid confirms the reservation once
 * (car reserved, lead queued, pages expired); paid for a hold that lost its car refunds the
 * payment; failed releases the hold with the provider's message; pending changes nothing.
 */
export async function settlePayment(
  db: Database,
  site: Site,
  reservation: Reservation,
  state: PaymentState,
  provider: PaymentProvider,
): Promise<SettleOutcome> {
  const where = { websiteId: site.id, reservationId: reservation.id };
  if (state.state === "pending") return { outcome: "pending", reservation };
  if (state.state === "failed") {
    if (reservation.status === "confirmed") return { outcome: "confirmed", reservation };
    const released = await releaseHold(db, where, state.message);
    return { outcome: "failed", reservation: released ?? reservation, message: state.message };
  }
  const detail = await getCarById(db, { websiteId: site.id, id: reservation.carId });
  if (!detail) throw new Error(`Reservation ${reservation.id} names a car that is gone`);
  const result = await confirmReservation(db, {
    websiteId: site.id,
    reservationId: reservation.id,
    paymentRef: state.paymentRef,
    lead: reservationLead(reservation, detail, state.paymentRef, null),
    continuesLeadId: journeyLeadId(reservation),
  });
  switch (result.outcome) {
    case "not-found":
      throw new Error(`Reservation ${reservation.id} vanished while confirming`);
    case "confirmed":
      await onCarReservedStateChanged(site, { carId: reservation.carId, isReserved: true });
      return { outcome: "confirmed", reservation: result.reservation };
    case "already-confirmed":
      return { outcome: "confirmed", reservation: result.reservation };
    case "car-taken": {
      // The refund is idempotent at the provider, so a repeated webhook refunds once.
      const refund = await provider.refund(state.paymentRef);
      const refunded = await markRefunded(db, where, refund.refundRef);
      return {
        outcome: "refunded",
        reservation: refunded ?? result.reservation,
        message: CAR_TAKEN_REFUNDED_MESSAGE,
      };
    }
  }
}

/** The shopper is back from the provider's page: ask the provider, then settle. */
export async function checkPayment(
  db: Database,
  site: Site,
  reservation: Reservation,
): Promise<SettleOutcome> {
  if (reservation.status === "confirmed") return { outcome: "confirmed", reservation };
  if (!reservation.providerRef) {
    return {
      outcome: "failed",
      reservation,
      message: reservation.message ?? "The payment was not started. Nothing has been charged.",
    };
  }
  const provider = await reservationProvider(db, reservation);
  if (!provider) {
    return { outcome: "failed", reservation, message: "Online payment is not available." };
  }
  const state = await provider.confirm(reservation.providerRef);
  return settlePayment(db, site, reservation, state, provider);
}
