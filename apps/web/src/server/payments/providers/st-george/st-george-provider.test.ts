import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PaymentProviderError,
  PaymentWebhookError,
} from "@forecourt/core/payments/payment-provider";
import {
  PAYWAY_TEST_CARDS,
  startPayWayStandIn,
  type PayWayStandIn,
} from "../../../../testing/payway-stand-in.ts";
import {
  createStGeorgeProvider,
  payWayIdempotencyKey,
  type StGeorgeProvider,
} from "./st-george-provider.ts";

const MERCHANT = "TEST";
let standIn: PayWayStandIn;
let stGeorge: StGeorgeProvider;

beforeAll(async () => {
  standIn = await startPayWayStandIn({ merchantIds: [MERCHANT] });
  stGeorge = createStGeorgeProvider({
    api: {
      baseUrl: standIn.url,
      secretKey: standIn.secretKey,
      publishableKey: standIn.publishableKey,
    },
    merchantId: MERCHANT,
  });
});

afterAll(async () => {
  await standIn?.close();
});

async function pay(reference: string, card: string) {
  const payment = await stGeorge.createDeposit({
    amount: 500,
    currency: "AUD",
    reference,
    description: "Deposit",
    customerEmail: null,
    returnUrl: "https://harbour.localhost/api/payments/return?reservation=r1",
    cancelUrl: "https://harbour.localhost/api/payments/return?reservation=r1&cancelled=1",
  });
  const state = await stGeorge.payWithToken({
    reference,
    amount: 500,
    currency: "AUD",
    singleUseTokenId: await standIn.tokenFor(card),
    customerIpAddress: "203.0.113.9",
  });
  return { payment, state };
}

const ofOrder = (reference: string) =>
  [...standIn.transactions.values()]
    .filter((t) => t.orderNumber === reference)
    .map((t) => `${t.transactionType}:${t.status}`);

describe("St George adapter (PayWay REST)", () => {
  it("sends the shopper to the platform's PayWay card page; nothing is paid yet", async () => {
    const payment = await stGeorge.createDeposit({
      amount: 500,
      currency: "AUD",
      reference: "RES-SGPAGE",
      description: "Deposit",
      customerEmail: null,
      returnUrl: "https://harbour.localhost/r",
      cancelUrl: "https://harbour.localhost/c",
    });
    expect(payment.redirectUrl).toBe("/pay/st-george/RES-SGPAGE");
    expect(await stGeorge.confirm(payment.paymentRef)).toEqual({
      state: "pending",
      paymentRef: payment.paymentRef,
      reference: "RES-SGPAGE",
    });
    expect(await stGeorge.refund(payment.paymentRef)).toEqual({
      refundRef: `void:${payment.paymentRef}`,
    });
    expect(ofOrder("RES-SGPAGE")).toEqual([]);
  });

  it("pre-authorises with the card token and captures at once, with the shopper's address", async () => {
    const { state } = await pay("RES-SGPAID", PAYWAY_TEST_CARDS.approved);
    expect(state).toMatchObject({ state: "paid", reference: "RES-SGPAID" });
    expect(ofOrder("RES-SGPAID")).toEqual(["preAuth:approved", "capture:approved"]);
    const preAuth = [...standIn.transactions.values()].find(
      (t) => t.orderNumber === "RES-SGPAID" && t.transactionType === "preAuth",
    )!;
    expect(preAuth).toMatchObject({
      customerIpAddress: "203.0.113.9",
      principalAmount: 500,
      currency: "aud",
      merchantId: MERCHANT,
    });
    expect(await stGeorge.confirm(state.paymentRef)).toEqual(state);
    expect(
      standIn.requests.filter((r) => r.method === "POST" && r.path === "/rest/v1/transactions"),
    ).toContainEqual({
      method: "POST",
      path: "/rest/v1/transactions",
      idempotencyKey: payWayIdempotencyKey("RES-SGPAID", "capture"),
    });
  });

  it("reports the issuer's decline and captures nothing", async () => {
    const { state } = await pay("RES-SGDECL", PAYWAY_TEST_CARDS.declined);
    expect(state).toMatchObject({
      state: "failed",
      reference: "RES-SGDECL",
      message: "Expired card",
    });
    expect(ofOrder("RES-SGDECL")).toEqual(["preAuth:declined"]);
  });

  it("refunds a captured deposit once however often it is asked", async () => {
    const { state } = await pay("RES-SGREFD", PAYWAY_TEST_CARDS.approved);
    const first = await stGeorge.refund(state.paymentRef);
    expect(await stGeorge.refund(state.paymentRef)).toEqual(first);
    expect(ofOrder("RES-SGREFD")).toEqual([
      "preAuth:approved",
      "capture:approved",
      "refund:approved",
    ]);
  });

  it("passes on PayWay's words for a token it refuses, and takes nothing", async () => {
    await expect(
      stGeorge.payWithToken({
        reference: "RES-SGTOKN",
        amount: 500,
        currency: "AUD",
        singleUseTokenId: "not-a-token",
        customerIpAddress: "203.0.113.9",
      }),
    ).rejects.toThrow("Single use token is invalid or has been used");
    expect(ofOrder("RES-SGTOKN")).toEqual([]);
  });

  it("takes no notifications, and says the service cannot be reached for a wrong key", async () => {
    await expect(stGeorge.verifyWebhook("{}", "sig")).rejects.toThrow(PaymentWebhookError);
    const wrongKey = createStGeorgeProvider({
      api: { baseUrl: standIn.url, secretKey: "T10000_SEC_wrong", publishableKey: "x" },
      merchantId: MERCHANT,
    });
    await expect(wrongKey.confirm("1179985400")).rejects.toThrow(
      "The payment service could not be reached. No money was taken; please try again.",
    );
    await expect(wrongKey.confirm("1179985400")).rejects.toThrow(PaymentProviderError);
  });
});
