import "server-only";
import { reservationPagePath } from "@forecourt/core/payments/reservation-path";
import { PaymentWebhookError, type PaymentState } from "@forecourt/core/payments/payment-provider";
import { testCardRequestSchema } from "@forecourt/core/payments/reservation-request";
import { getReservation } from "@forecourt/db/repositories/reservations/get-reservation";
import { releaseHold } from "@forecourt/db/repositories/reservations/update-reservation";
import { db } from "../../db.ts";
import { AppError, ERROR_STATUS } from "../../http/app-error.ts";
import { pathParam, type BrowserInput } from "../../http/endpoints.ts";
import { parseInput } from "../../http/parse-input.ts";
import { mediaType, readBody, readJson, JSON_CONTENT_TYPE_MESSAGE } from "../../http/read-body.ts";
import { checkPayment, reservationProvider, settlePayment } from "../../payments/settle-payment.ts";
import { webhookProtocolOf } from "../../payments/providers/registry.ts";
import { payTestPayment } from "../../payments/providers/test/test-provider.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { metrics } from "../../observability/metrics.ts";

export const RESERVATION_NOT_FOUND_MESSAGE = "No such reservation on this site.";
const LEFT_PAYMENT_PAGE_MESSAGE =
  "You left the payment page before paying. Nothing has been charged.";
const WEBHOOK_MAX_BYTES = 64 * 1024;

/**
 * GET /api/payments/return?reservation={id}[&cancelled=1]: where the provider sends the shopper
 * back. Asks the provider how the payment went, settles it (confirms, or releases the hold with
 * the provider's message), then 303 to the reservation's confirmation page.
 */
export async function getPaymentReturn({ request, site }: BrowserInput): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const key = query.get("reservation") ?? "";
  const database = await db();
  const reservation = await getReservation(database, { websiteId: site.id, key });
  if (!reservation) throw new AppError("NOT_FOUND", RESERVATION_NOT_FOUND_MESSAGE);
  const settled = await checkPayment(database, site, reservation);
  if (settled.outcome === "pending" && query.get("cancelled") === "1") {
    // The shopper chose to leave: close the payment and free the car for the next shopper.
    const provider = await reservationProvider(database, reservation);
    if (provider && reservation.providerRef) await provider.refund(reservation.providerRef);
    await releaseHold(
      database,
      { websiteId: site.id, reservationId: reservation.id },
      LEFT_PAYMENT_PAGE_MESSAGE,
    );
  }
  return new Response(null, {
    status: 303,
    headers: { location: reservationPagePath(reservation.reference), ...NO_STORE },
  });
}

/**
 * POST /api/payments/test/{id} {card_number}: the test provider's hosted page submits the card.
 * 200 {redirect_url} back to the return address, paid or declined; 422 for a card that is not a
 * test card (nothing changes).
 */
export async function postTestCard({ request, params, site }: BrowserInput): Promise<Response> {
  const body = await readJson(request, { maxBytes: 1_024 });
  const input = parseInput(testCardRequestSchema, body);
  const paid = await payTestPayment(await db(), {
    websiteId: site.id,
    paymentRef: pathParam(params, "id"),
    cardNumber: input.card_number,
  });
  if (!paid.ok) {
    if (paid.message === "This payment was not found.")
      throw new AppError("NOT_FOUND", paid.message);
    throw new AppError("INVALID_INPUT", paid.message, { card_number: paid.message });
  }
  return Response.json({ redirect_url: paid.payment.returnUrl }, { headers: NO_STORE });
}

/**
 * POST /api/payments/{provider}/webhook: the provider's signed word on a payment. Verified with
 * the reservation's dealership's secret through the adapter (the SDK's own check for Stripe),
 * then settled exactly as the shopper's return is, so it completes a reservation whose server
 * died after the payment, and a repeat changes nothing. 400 for anything unsigned or unknown.
 */
export async function postPaymentWebhook(input: BrowserInput): Promise<Response> {
  const name = pathParam(input.params, "provider");
  // Counted by the answer given; an unknown provider's name is not a label.
  const provider = webhookProtocolOf(name) ? name : "unknown";
  try {
    const answer = await verifyAndSettleWebhook(input, name);
    metrics().paymentWebhooks.inc({ provider, status: String(answer.status) });
    return answer;
  } catch (error) {
    const status = error instanceof AppError ? ERROR_STATUS[error.code] : 500;
    metrics().paymentWebhooks.inc({ provider, status: String(status) });
    throw error;
  }
}

async function verifyAndSettleWebhook(
  { request, site }: BrowserInput,
  name: string,
): Promise<Response> {
  const protocol = webhookProtocolOf(name);
  if (!protocol) throw new AppError("NOT_FOUND", "No such payment provider.");
  if (mediaType(request) !== "application/json") {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", JSON_CONTENT_TYPE_MESSAGE);
  }
  const bytes = await readBody(request, WEBHOOK_MAX_BYTES);
  const raw = new TextDecoder("utf-8").decode(bytes);
  const reference = protocol.reference(raw);
  const database = await db();
  const reservation = reference
    ? await getReservation(database, { websiteId: site.id, key: reference })
    : null;
  if (!reservation || reservation.provider !== name) {
    throw new AppError("BAD_REQUEST", "The webhook names no reservation of this site.");
  }
  const provider = await reservationProvider(database, reservation);
  if (!provider) throw new AppError("BAD_REQUEST", "This reservation's provider is not set up.");
  let event;
  try {
    const url = new URL(request.url);
    event = await provider.verifyWebhook(raw, request.headers.get(protocol.signatureHeader), {
      headers: request.headers,
      requestUri: url.pathname + url.search,
    });
  } catch (error) {
    if (error instanceof PaymentWebhookError) throw new AppError("BAD_REQUEST", error.message);
    throw error;
  }
  if (event.kind === "ignored") return protocol.acknowledge("ignored");
  if (event.reference !== reservation.reference) {
    throw new AppError("BAD_REQUEST", "The webhook names no reservation of this site.");
  }
  const state: PaymentState =
    event.kind === "paid"
      ? { state: "paid", paymentRef: event.paymentRef, reference: event.reference }
      : {
          state: "failed",
          paymentRef: event.paymentRef,
          reference: event.reference,
          message: event.message,
        };
  const settled = await settlePayment(database, site, reservation, state, provider);
  return protocol.acknowledge(settled.outcome);
}
