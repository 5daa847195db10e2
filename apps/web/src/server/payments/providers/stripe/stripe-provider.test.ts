import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentWebhookError } from "@forecourt/core/payments/payment-provider";
import { createStripeProvider, stripeSessionExpiry } from "./stripe-provider.ts";
import {
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from "../../../../testing/stripe-stand-in.ts";

const WEBHOOK_SECRET = "whsec_dealer_one";
let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const deposit = {
  amount: 500,
  currency: "AUD",
  reference: "RES-ABC123",
  description: "Deposit: 2024 Jayco Journey",
  customerEmail: "sam@example.com",
  returnUrl: "http://rv.localhost/reservations/RES-ABC123",
  cancelUrl: "http://rv.localhost/campers/jayco/checkout",
};

function provider(secretKey = "sk_test_dealer_one") {
  return createStripeProvider({ secretKey, webhookSecret: WEBHOOK_SECRET, api: standIn.address });
}

function sign(payload: string, secret = WEBHOOK_SECRET) {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret });
}

describe("Stripe adapter against the local stand-in", () => {
  it("creates the deposit as a Checkout Session with the dealership's key, in cents", async () => {
    const created = await provider().createDeposit(deposit);
    expect(created.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const request = standIn.requests.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/v1/checkout/sessions" });
    expect(request.apiKey).toBe("sk_test_dealer_one");
    expect(request.idempotencyKey).toBe("deposit-RES-ABC123");
    expect(request.body.get("line_items[0][price_data][unit_amount]")).toBe("50000");
    expect(request.body.get("line_items[0][price_data][currency]")).toBe("aud");
    expect(request.body.get("client_reference_id")).toBe("RES-ABC123");
    expect(request.body.get("success_url")).toBe(deposit.returnUrl);
    expect(await provider().confirm(created.paymentRef)).toEqual({
      state: "pending",
      paymentRef: created.paymentRef,
      reference: "RES-ABC123",
    });
  });

  it("closes the payment page when the car's hold ends, and says when", async () => {
    const holdEnds = new Date(Date.now() + 45 * 60_000);
    const created = await provider().createDeposit({
      ...deposit,
      reference: "RES-EXPIRE1",
      expiresAt: holdEnds,
    });
    const asked = Number(standIn.requests.at(-1)!.body.get("expires_at"));
    expect(asked).toBe(Math.floor(holdEnds.getTime() / 1000));
    expect(created.expiresAt?.getTime()).toBe(asked * 1000);
  });

  it("asks Stripe for a time it allows: 30 minutes at the soonest, a day at the latest", () => {
    const now = new Date("2026-01-01T00:00:00Z");
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    expect(stripeSessionExpiry(at(45), now)).toBe(at(45).getTime() / 1000);
    // A hold of 30 minutes, created a moment before the session: Stripe's soonest, and a margin.
    expect(stripeSessionExpiry(at(29.99), now)).toBe(at(31).getTime() / 1000);
    expect(stripeSessionExpiry(at(3 * 24 * 60), now)).toBe(at(24 * 60 - 1).getTime() / 1000);
  });

  it("a retried create is the same session, never a second charge", async () => {
    const again = { ...deposit, reference: "RES-RETRY1" };
    const first = await provider().createDeposit(again);
    const second = await provider().createDeposit(again);
    expect(second.paymentRef).toBe(first.paymentRef);
  });

  it("another dealership's key cannot read the session", async () => {
    const created = await provider().createDeposit({ ...deposit, reference: "RES-OTHER1" });
    await expect(provider("sk_test_dealer_two").confirm(created.paymentRef)).rejects.toThrow(
      /could not be reached/,
    );
  });

  it("confirms a paid session and refunds it on cancel", async () => {
    const created = await provider().createDeposit({ ...deposit, reference: "RES-PAID01" });
    standIn.pay(created.paymentRef);
    expect(await provider().confirm(created.paymentRef)).toMatchObject({ state: "paid" });
    const refund = await provider().refund(created.paymentRef);
    expect(refund.refundRef).toMatch(/^re_/);
    const session = standIn.sessions.get(created.paymentRef)!;
    expect(standIn.refunds).toContainEqual({
      id: refund.refundRef,
      payment_intent: session.payment_intent,
      amount: 50_000,
    });
    expect(standIn.requests.at(-1)).toMatchObject({
      path: "/v1/refunds",
      apiKey: "sk_test_dealer_one",
      idempotencyKey: `refund-${created.paymentRef}`,
    });
  });

  it("voids an unpaid session instead of refunding", async () => {
    const created = await provider().createDeposit({ ...deposit, reference: "RES-VOID01" });
    const refund = await provider().refund(created.paymentRef);
    expect(refund.refundRef).toBe(`void:${created.paymentRef}`);
    expect(standIn.sessions.get(created.paymentRef)!.status).toBe("expired");
    expect(await provider().confirm(created.paymentRef)).toMatchObject({ state: "failed" });
  });

  it("accepts a signed checkout.session.completed webhook", async () => {
    const created = await provider().createDeposit({ ...deposit, reference: "RES-HOOK01" });
    const body = stripeEvent("checkout.session.completed", standIn.pay(created.paymentRef));
    expect(await provider().verifyWebhook(body, sign(body))).toEqual({
      kind: "paid",
      paymentRef: created.paymentRef,
      reference: "RES-HOOK01",
    });
  });

  it("refuses a tampered, wrongly signed or unsigned webhook", async () => {
    const created = await provider().createDeposit({ ...deposit, reference: "RES-HOOK02" });
    const body = stripeEvent("checkout.session.completed", standIn.pay(created.paymentRef));
    const tampered = body.replace("RES-HOOK02", "RES-HOOK99");
    await expect(provider().verifyWebhook(tampered, sign(body))).rejects.toBeInstanceOf(
      PaymentWebhookError,
    );
    await expect(provider().verifyWebhook(body, sign(body, "whsec_other"))).rejects.toThrow(
      "The webhook signature does not match.",
    );
    await expect(provider().verifyWebhook(body, null)).rejects.toBeInstanceOf(PaymentWebhookError);
    const noSecret = createStripeProvider({
      secretKey: "sk_test_dealer_one",
      webhookSecret: null,
      api: standIn.address,
    });
    await expect(noSecret.verifyWebhook(body, sign(body))).rejects.toBeInstanceOf(
      PaymentWebhookError,
    );
  });

  it("reads an expired session's webhook as a failed payment and ignores other events", async () => {
    const created = await provider().createDeposit({ ...deposit, reference: "RES-HOOK03" });
    const expired = stripeEvent("checkout.session.expired", {
      ...standIn.sessions.get(created.paymentRef)!,
      status: "expired",
    });
    expect(await provider().verifyWebhook(expired, sign(expired))).toMatchObject({
      kind: "failed",
      reference: "RES-HOOK03",
    });
    const other = stripeEvent("customer.created", { id: "cus_1" });
    expect(await provider().verifyWebhook(other, sign(other))).toEqual({
      kind: "ignored",
      type: "customer.created",
    });
  });
});
