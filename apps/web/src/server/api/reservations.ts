import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { PaymentProviderError } from "@forecourt/core/payments/payment-provider";
import { cancelReservation } from "@forecourt/db/repositories/reservations/cancel-reservation";
import {
  getReservation,
  listReservations,
} from "@forecourt/db/repositories/reservations/get-reservation";
import { db } from "../db.ts";
import { AppError } from "../http/app-error.ts";
import { pathParam, type PlatformInput } from "../http/endpoints.ts";
import { onCarReservedStateChanged } from "../payments/car-reserved.ts";
import { RESERVATION_NOT_FOUND_MESSAGE } from "../payments/payment-routes.ts";
import { reservationJson } from "../payments/reservation-json.ts";
import { reservationProvider } from "../payments/settle-payment.ts";
import { NO_STORE } from "../http/no-store.ts";

export const NOT_CONFIRMED_MESSAGE = "Only a confirmed reservation can be cancelled.";

/** GET /api/v1/websites/{id}/reservations.json: the site's reservations, newest first. */
export async function getReservations({ found: site }: PlatformInput<Site>): Promise<Response> {
  const reservations = await listReservations(await db(), { websiteId: site.id });
  return Response.json(
    { website_id: site.id, reservations: reservations.map(reservationJson) },
    { headers: NO_STORE },
  );
}

/**
 * POST /api/v1/websites/{id}/reservations/{id or reference}/cancel: the dealer cancels a
 * confirmed reservation. The deposit is refunded through its provider first (503 and nothing
 * changed when the provider cannot be reached), then the reservation is `cancelled`, the car
 * is on offer again and the site's stock pages are expired. 409 for one not confirmed.
 */
export async function postCancelReservation({
  params,
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  const database = await db();
  const key = pathParam(params, "reservation");
  const reservation = await getReservation(database, { websiteId: site.id, key });
  if (!reservation) throw new AppError("NOT_FOUND", RESERVATION_NOT_FOUND_MESSAGE);
  if (reservation.status !== "confirmed") throw new AppError("CONFLICT", NOT_CONFIRMED_MESSAGE);
  const provider = await reservationProvider(database, reservation);
  if (!provider || !reservation.providerRef) {
    throw new AppError("UNAVAILABLE", "The reservation's payment provider is not set up.");
  }
  let refundRef: string;
  try {
    ({ refundRef } = await provider.refund(reservation.providerRef));
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError("UNAVAILABLE", error.message);
    throw error;
  }
  const cancelled = await cancelReservation(database, {
    websiteId: site.id,
    reservationId: reservation.id,
    refundRef,
  });
  if (!cancelled.ok) throw new AppError("CONFLICT", NOT_CONFIRMED_MESSAGE);
  // The car's pages and lists show it for sale again before the dealer's system hears back.
  await onCarReservedStateChanged(site, { carId: reservation.carId, isReserved: false });
  return Response.json(reservationJson(cancelled.reservation), { headers: NO_STORE });
}
