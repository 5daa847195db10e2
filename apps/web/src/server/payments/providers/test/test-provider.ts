import {
  PaymentProviderError,
  PaymentWebhookError,
  type PaymentProvider,
  type PaymentState,
} from "@forecourt/core/payments/payment-provider";
import { testCardOutcome } from "@forecourt/core/payments/test-cards";
import type { Database } from "@forecourt/db/client";
import {
  createTestPayment,
  getTestPayment,
  updateTestPayment,
  type TestPayment,
} from "@forecourt/db/repositories/reservations/test-payments";
import { verifyWebhook } from "../../../outbox/webhook.ts";

/** The test provider's hosted page, served by the platform on the site's own host. */
const TEST_PAYMENT_PAGE = "/pay/test";

type TestProviderOptions = {
  db: Database;
  websiteId: number;
  /** Signs the provider's webhooks (the processor's key on demo sites). */
  secret: string;
};

const REFUNDED = "This payment was refunded.";

function stateOf(payment: TestPayment): PaymentState {
  const base = { paymentRef: payment.id, reference: payment.reference };
  switch (payment.status) {
    case "succeeded":
      return { state: "paid", ...base };
    case "failed":
      return { state: "failed", ...base, message: payment.message ?? "The payment failed." };
    case "refunded":
    case "voided":
      return { state: "failed", ...base, message: REFUNDED };
    default:
      return { state: "pending", ...base };
  }
}

/**
 * The embedded default for demo sites: a payment is a row, its "hosted page" is ours
 * (`/pay/test/{id}`), where a test card decides the outcome. It behaves like a real processor
 * towards the reservation code (create, confirm, refund, signed webhooks), with no keys and no
 * network.
 */
export function createTestProvider({
  db,
  websiteId,
  secret,
}: TestProviderOptions): PaymentProvider {
  async function find(paymentRef: string): Promise<TestPayment> {
    const payment = await getTestPayment(db, { id: paymentRef, websiteId });
    if (!payment) throw new PaymentProviderError("The payment was not found.");
    return payment;
  }

  return {
    name: "test",

    async createDeposit(request) {
      const payment = await createTestPayment(db, {
        // One payment per reference, as a processor's idempotency key gives.
        id: `tp_${request.reference}`,
        websiteId,
        reference: request.reference,
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        returnUrl: request.returnUrl,
        cancelUrl: request.cancelUrl,
      });
      return { paymentRef: payment.id, redirectUrl: `${TEST_PAYMENT_PAGE}/${payment.id}` };
    },

    async confirm(paymentRef: string): Promise<PaymentState> {
      return stateOf(await find(paymentRef));
    },

    async refund(paymentRef: string): Promise<{ refundRef: string }> {
      const payment = await find(paymentRef);
      if (payment.status === "requires_payment") {
        await updateTestPayment(db, payment.id, "requires_payment", { status: "voided" });
        return { refundRef: `void:${payment.id}` };
      }
      if (payment.status === "succeeded") {
        await updateTestPayment(db, payment.id, "succeeded", {
          status: "refunded",
          refundedAt: new Date(),
        });
      }
      return { refundRef: `refund:${payment.id}` };
    },

    async verifyWebhook(rawBody, signature) {
      const check = verifyWebhook(secret, rawBody, signature);
      if (!check.isValid) {
        throw new PaymentWebhookError(`The webhook signature is ${check.reason}.`);
      }
      const event = JSON.parse(rawBody) as { type?: unknown; payment_ref?: unknown };
      if (typeof event.payment_ref !== "string")
        return { kind: "ignored", type: String(event.type) };
      const state = stateOf(await find(event.payment_ref));
      if (state.state === "paid") return { kind: "paid", ...state };
      if (state.state === "failed") return { kind: "failed", ...state };
      return { kind: "ignored", type: String(event.type) };
    },
  };
}

/**
 * What the card entered on the hosted page decides. A payment already decided is left as it
 * is (a double submit); an unknown card changes nothing and its message is shown.
 */
export async function payTestPayment(
  db: Database,
  input: { websiteId: number; paymentRef: string; cardNumber: string },
): Promise<{ ok: true; payment: TestPayment } | { ok: false; message: string }> {
  const payment = await getTestPayment(db, { id: input.paymentRef, websiteId: input.websiteId });
  if (!payment) return { ok: false, message: "This payment was not found." };
  if (payment.status !== "requires_payment") return { ok: true, payment };
  const card = testCardOutcome(input.cardNumber);
  if (card.outcome === "invalid") return { ok: false, message: card.message };
  const decided =
    card.outcome === "succeeded"
      ? await updateTestPayment(db, payment.id, "requires_payment", { status: "succeeded" })
      : await updateTestPayment(db, payment.id, "requires_payment", {
          status: "failed",
          message: card.message,
        });
  return { ok: true, payment: decided ?? (await getTestPayment(db, { id: payment.id }))! };
}
