import "server-only";
import type { Site } from "@forecourt/core/site/site";
import {
  getReservation,
  listReservations,
} from "@forecourt/db/repositories/reservations/get-reservation";
import { db } from "../../db.ts";
import { AppError, type AppErrorCode } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { cancelAndRefund, type CancelRefusal } from "../../payments/cancel-and-refund.ts";
import { RESERVATION_NOT_FOUND_MESSAGE } from "../browser/payment-routes.ts";
import { reservationJson } from "../../payments/reservation-json.ts";
import { NO_STORE } from "../../http/no-store.ts";

const CANCEL_REFUSAL_CODES = {
  "not-confirmed": "CONFLICT",
  "handed-over": "CONFLICT",
  "no-provider": "UNAVAILABLE",
  "provider-failed": "UNAVAILABLE",
} as const satisfies Record<CancelRefusal, AppErrorCode>;

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
 * confirmed reservation (payments' `cancelAndRefund`): 200 once refunded and cancelled; 503 and
 * nothing changed when the provider cannot be reached; 409 for one not confirmed or handed over.
 */
export async function postCancelReservation({
  params,
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  const database = await db();
  const key = pathParam(params, "reservation");
  const reservation = await getReservation(database, { websiteId: site.id, key });
  if (!reservation) throw new AppError("NOT_FOUND", RESERVATION_NOT_FOUND_MESSAGE);
  const result = await cancelAndRefund(database, site, reservation);
  if (!result.ok) throw new AppError(CANCEL_REFUSAL_CODES[result.reason], result.message);
  return Response.json(reservationJson(result.reservation), { headers: NO_STORE });
}
