import "server-only";
import { PaymentProviderError } from "@forecourt/core/payments/payment-provider";
import { stGeorgePaymentRequestSchema } from "@forecourt/core/payments/reservation-request";
import { getPaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import { getReservation } from "@forecourt/db/repositories/reservations/get-reservation";
import { releaseHold } from "@forecourt/db/repositories/reservations/update-reservation";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type BrowserInput } from "../../http/endpoints.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { stGeorgeProviderFor } from "../../payments/providers/st-george/index.ts";
import { reservationPagePath } from "@forecourt/core/payments/reservation-path";
import { RESERVATION_NOT_FOUND_MESSAGE } from "./payment-routes.ts";
import { settlePayment } from "../../payments/settle-payment.ts";
import { NO_STORE } from "../../http/no-store.ts";

export const ST_GEORGE_PAYMENT_FINISHED_MESSAGE =
  "This payment is already finished. Nothing more has been charged.";
const HOLD_ENDED_MESSAGE =
  "The hold on this vehicle ended before the payment was made. Nothing has been charged.";

/**
 * POST /api/payments/st-george/{reference} {single_use_token_id}: our St George payment page
 * sends the token PayWay's card frame made for the shopper's card (the card itself never
 * reaches us). The deposit is taken with it and settled at once from PayWay's answer: 200
 * {redirect_url} to the reservation's page, paid or declined; 404 for no such St George
 * reservation; 409 once the hold is over or the payment finished (nothing is charged); 422 for
 * a token PayWay refuses (nothing is charged); 503 when PayWay cannot be reached.
 */
export async function postStGeorgePayment({
  request,
  params,
  site,
  client,
}: BrowserInput): Promise<Response> {
  const database = await db();
  const reservation = await getReservation(database, {
    websiteId: site.id,
    key: pathParam(params, "reference"),
  });
  // Before the body: `/api/payments/st-george/webhook` (no such thing) is a plain 404.
  if (!reservation || reservation.provider !== "st-george") {
    throw new AppError("NOT_FOUND", RESERVATION_NOT_FOUND_MESSAGE);
  }
  const body = await readJson(request, { maxBytes: 1_024 });
  const input = parseInput(stGeorgePaymentRequestSchema, body);
  const where = { websiteId: site.id, reservationId: reservation.id };
  if (reservation.status !== "pending" || !reservation.providerRef?.startsWith("payway-unpaid:")) {
    throw new AppError("CONFLICT", ST_GEORGE_PAYMENT_FINISHED_MESSAGE);
  }
  if (reservation.expiresAt.getTime() <= Date.now()) {
    await releaseHold(database, where, HOLD_ENDED_MESSAGE);
    throw new AppError("CONFLICT", HOLD_ENDED_MESSAGE);
  }
  const account = await getPaymentAccount(database, {
    websiteId: site.id,
    carId: reservation.carId,
    provider: "st-george",
  });
  const provider = account ? stGeorgeProviderFor(account) : null;
  if (!provider) throw new AppError("UNAVAILABLE", "Online payment is not available right now.");
  let state;
  try {
    state = await provider.payWithToken({
      reference: reservation.reference,
      amount: reservation.amount,
      currency: reservation.currency,
      singleUseTokenId: input.single_use_token_id,
      customerIpAddress: client,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The adapter keeps the cause of a service it could not reach; a refusal is PayWay's words.
    if (error.cause) throw new AppError("UNAVAILABLE", error.message);
    throw new AppError("INVALID_INPUT", error.message, { single_use_token_id: error.message });
  }
  await settlePayment(database, site, reservation, state, provider);
  return Response.json(
    { redirect_url: reservationPagePath(reservation.reference) },
    { headers: NO_STORE },
  );
}
