import "server-only";
import type { Reservation } from "@forecourt/core/domain/reservation";
import { PaymentProviderError } from "@forecourt/core/payments/payment-provider";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "@forecourt/db/client";
import { cancelReservation } from "@forecourt/db/repositories/reservations/cancel-reservation";
import { onCarReservedStateChanged } from "./car-reserved.ts";
import { reservationProvider } from "./settle-payment.ts";

export const NOT_CONFIRMED_MESSAGE = "Only a confirmed reservation can be cancelled.";
export const HANDED_OVER_MESSAGE =
  "This car has been handed over to the buyer; its reservation can no longer be cancelled.";
export const NO_PROVIDER_MESSAGE = "The reservation's payment provider is not set up.";

export type CancelRefusal = "not-confirmed" | "handed-over" | "no-provider" | "provider-failed";

type CancelAndRefundResult =
  | { ok: true; reservation: Reservation }
  | {
      ok: false;
      /**
       * not-confirmed / handed-over: the reservation is not one a dealer may cancel (a second
       * cancel lands here). no-provider / provider-failed: the deposit could not be given back,
       * so nothing changed.
       */
      reason: CancelRefusal;
      message: string;
    };

/**
 * A dealer cancels a confirmed reservation, from the console or the platform API alike: the
 * deposit is refunded through its provider first (nothing changes when the provider cannot be
 * reached), then the reservation is `cancelled` with the refund's reference and the car is on
 * offer again, its pages expired at once. Providers refund a payment once however often they
 * are asked (Stripe by an idempotency key), and only one cancel finds the reservation still
 * confirmed, so two presses refund once and cancel once.
 */
export async function cancelAndRefund(
  db: Database,
  site: Pick<Site, "id" | "slug" | "domains">,
  reservation: Reservation,
  /** The console user who cancels, for the audit log (none from the platform API). */
  actor?: { id: string; email: string },
): Promise<CancelAndRefundResult> {
  if (reservation.status !== "confirmed") {
    return { ok: false, reason: "not-confirmed", message: NOT_CONFIRMED_MESSAGE };
  }
  if (reservation.handedOverAt) {
    return { ok: false, reason: "handed-over", message: HANDED_OVER_MESSAGE };
  }
  const provider = await reservationProvider(db, reservation);
  if (!provider || !reservation.providerRef) {
    return { ok: false, reason: "no-provider", message: NO_PROVIDER_MESSAGE };
  }
  let refundRef: string;
  try {
    ({ refundRef } = await provider.refund(reservation.providerRef));
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      return { ok: false, reason: "provider-failed", message: error.message };
    }
    throw error;
  }
  const cancelled = await cancelReservation(db, {
    websiteId: site.id,
    reservationId: reservation.id,
    refundRef,
    ...(actor ? { actor } : {}),
  });
  if (!cancelled.ok) {
    return cancelled.reason === "handed-over"
      ? { ok: false, reason: "handed-over", message: HANDED_OVER_MESSAGE }
      : { ok: false, reason: "not-confirmed", message: NOT_CONFIRMED_MESSAGE };
  }
  // The car's pages and lists show it for sale again before the dealer's system hears back.
  await onCarReservedStateChanged(site, { carId: reservation.carId, isReserved: false });
  return { ok: true, reservation: cancelled.reservation };
}
