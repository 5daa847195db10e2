import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PaymentProviderError,
  PaymentWebhookError,
  type PaymentProvider,
} from "@forecourt/core/payments/payment-provider";
import {
  startTillStandIn,
  type TillCallbackDelivery,
  type TillStandIn,
} from "../../../../testing/till-stand-in.ts";
import { createTillProvider, tillWebhookReference } from "./till-provider.ts";

const CONNECTOR = { apiKey: "dealer-connector-1", sharedSecret: "till-shared-secret-1" };
let standIn: TillStandIn;
let till: PaymentProvider;
let sequence = 0;

beforeAll(async () => {
  standIn = await startTillStandIn([CONNECTOR]);
  till = createTillProvider({
    api: { baseUrl: standIn.url, username: standIn.username, password: standIn.password },
    apiKey: CONNECTOR.apiKey,
    sharedSecret: CONNECTOR.sharedSecret,
  });
});

afterAll(async () => {
  await standIn?.close();
});

function deposit(reference = `RES-TILL${++sequence}`) {
  return till.createDeposit({
    amount: 500,
    currency: "aud",
    reference,
    description: "Deposit for 2021 Ford Ranger XLT (stock PAY-2)",
    customerEmail: "alex@example.com",
    returnUrl: "https://harbour.localhost/api/payments/return?reservation=r1",
    cancelUrl: "https://harbour.localhost/api/payments/return?reservation=r1&cancelled=1",
  });
}

function verify(callback: TillCallbackDelivery, provider = till) {
  const url = new URL(callback.url);
  return provider.verifyWebhook(callback.body, callback.headers["x-signature"] ?? null, {
    headers: new Headers(callback.headers),
    requestUri: url.pathname + url.search,
  });
}

const typesOf = (reference: string) =>
  [...standIn.transactions.values()]
    .filter((t) => t.merchantTransactionId.startsWith(reference))
    .map((t) => `${t.transactionType}:${t.status}`)
    .sort();

describe("Till adapter", () => {
  it("pre-authorises the deposit on Till's hosted page with a signed request", async () => {
    const payment = await deposit("RES-TILLPAGE");
    expect(payment.redirectUrl).toBe(`${standIn.url}/hpp/${payment.paymentRef}`);
    const created = standIn.transactions.get(payment.paymentRef)!;
    expect(created).toMatchObject({
      transactionType: "PREAUTHORIZE",
      merchantTransactionId: "RES-TILLPAGE",
      amount: "500.00",
      currency: "AUD",
      callbackUrl: "https://harbour.localhost/api/payments/till/webhook",
    });
    expect(standIn.requests.at(-1)).toEqual({
      method: "POST",
      path: `/api/v3/transaction/${CONNECTOR.apiKey}/preauthorize`,
      isSigned: true,
    });
    expect(await till.confirm(payment.paymentRef)).toEqual({
      state: "pending",
      paymentRef: payment.paymentRef,
      reference: "RES-TILLPAGE",
    });
  });

  it("captures an authorised deposit once however often it is confirmed", async () => {
    const payment = await deposit("RES-TILLPAID");
    standIn.pay(payment.paymentRef);
    const paid = { state: "paid", paymentRef: payment.paymentRef, reference: "RES-TILLPAID" };
    expect(await till.confirm(payment.paymentRef)).toEqual(paid);
    expect(await till.confirm(payment.paymentRef)).toEqual(paid);
    expect(typesOf("RES-TILLPAID")).toEqual(["CAPTURE:SUCCESS", "PREAUTHORIZE:SUCCESS"]);
  });

  it("reports the issuer's decline and captures nothing", async () => {
    const payment = await deposit("RES-TILLDECL");
    standIn.pay(payment.paymentRef, "declined");
    expect(await till.confirm(payment.paymentRef)).toEqual({
      state: "failed",
      paymentRef: payment.paymentRef,
      reference: "RES-TILLDECL",
      message: "Transaction declined by issuer.",
    });
    expect(typesOf("RES-TILLDECL")).toEqual(["PREAUTHORIZE:ERROR"]);
  });

  it("refunds a captured deposit once, voids one only authorised, and moves nothing unpaid", async () => {
    const captured = await deposit("RES-TILLREFD");
    standIn.pay(captured.paymentRef);
    await till.confirm(captured.paymentRef);
    const refund = await till.refund(captured.paymentRef);
    expect(await till.refund(captured.paymentRef)).toEqual(refund);
    expect(typesOf("RES-TILLREFD")).toEqual([
      "CAPTURE:SUCCESS",
      "PREAUTHORIZE:SUCCESS",
      "REFUND:SUCCESS",
    ]);

    const authorised = await deposit("RES-TILLVOID");
    standIn.pay(authorised.paymentRef);
    expect((await till.refund(authorised.paymentRef)).refundRef).toMatch(/^void:/);
    expect(typesOf("RES-TILLVOID")).toEqual(["PREAUTHORIZE:VOIDED", "VOID:SUCCESS"]);

    const unpaid = await deposit("RES-TILLNONE");
    expect(await till.refund(unpaid.paymentRef)).toEqual({
      refundRef: `void:${unpaid.paymentRef}`,
    });
    expect(typesOf("RES-TILLNONE")).toEqual(["PREAUTHORIZE:REDIRECT"]);
  });

  it("accepts a signed callback and acts on the gateway's status (capturing the deposit)", async () => {
    const payment = await deposit("RES-TILLHOOK");
    const callback = standIn.pay(payment.paymentRef);
    expect(tillWebhookReference(callback.body)).toBe("RES-TILLHOOK");
    expect(await verify(callback)).toEqual({
      kind: "paid",
      paymentRef: payment.paymentRef,
      reference: "RES-TILLHOOK",
    });
    expect(typesOf("RES-TILLHOOK")).toEqual(["CAPTURE:SUCCESS", "PREAUTHORIZE:SUCCESS"]);

    const declined = await deposit("RES-TILLHOOKD");
    expect(await verify(standIn.pay(declined.paymentRef, "declined"))).toMatchObject({
      kind: "failed",
      reference: "RES-TILLHOOKD",
      message: "Transaction declined by issuer.",
    });
  });

  it("refuses a callback that is unsigned, altered, signed with another secret or missing its date", async () => {
    const payment = await deposit("RES-TILLFORGE");
    const callback = standIn.pay(payment.paymentRef);
    await expect(
      verify({ ...callback, headers: { ...callback.headers, "x-signature": "" } }),
    ).rejects.toThrow(PaymentWebhookError);
    await expect(
      verify({ ...callback, body: callback.body.replace("RES-TILLFORGE", "RES-TILLOTHER") }),
    ).rejects.toThrow("The webhook signature does not match.");
    await expect(verify({ ...callback, url: `${callback.url}?x=1` })).rejects.toThrow(
      "The webhook signature does not match.",
    );
    const { date: _date, ...undated } = callback.headers;
    await expect(verify({ ...callback, headers: undated })).rejects.toThrow(
      "The Date header is missing.",
    );
    const otherSecret = createTillProvider({
      api: { baseUrl: standIn.url, username: standIn.username, password: standIn.password },
      apiKey: CONNECTOR.apiKey,
      sharedSecret: "another-dealers-secret",
    });
    await expect(verify(callback, otherSecret)).rejects.toThrow(PaymentWebhookError);
    const noSecret = createTillProvider({
      api: { baseUrl: standIn.url, username: standIn.username, password: standIn.password },
      apiKey: CONNECTOR.apiKey,
      sharedSecret: null,
    });
    await expect(verify(callback, noSecret)).rejects.toThrow(PaymentWebhookError);
    // Nothing was captured by any of them.
    expect(typesOf("RES-TILLFORGE")).toEqual(["PREAUTHORIZE:SUCCESS"]);
  });

  it("ignores the callbacks of its own captures and refunds", async () => {
    const payment = await deposit("RES-TILLCAPT");
    standIn.pay(payment.paymentRef);
    await till.confirm(payment.paymentRef);
    const capture = [...standIn.transactions.values()].find(
      (t) => t.merchantTransactionId === "RES-TILLCAPT:capture",
    )!;
    const callback = standIn.callbackOf(
      capture.uuid,
      "https://harbour.localhost/api/payments/till/webhook",
    );
    expect(tillWebhookReference(callback.body)).toBe("RES-TILLCAPT");
    expect(await verify(callback)).toEqual({ kind: "ignored", type: "CAPTURE" });
  });

  it("says the service cannot be reached for wrong credentials or no answer", async () => {
    const wrongUser = createTillProvider({
      api: { baseUrl: standIn.url, username: "someone", password: "else" },
      apiKey: CONNECTOR.apiKey,
      sharedSecret: CONNECTOR.sharedSecret,
    });
    await expect(
      wrongUser.createDeposit({
        amount: 500,
        currency: "AUD",
        reference: "RES-TILLAUTH",
        description: "Deposit",
        customerEmail: null,
        returnUrl: "https://harbour.localhost/r",
        cancelUrl: "https://harbour.localhost/c",
      }),
    ).rejects.toThrow(PaymentProviderError);
    const nowhere = createTillProvider({
      api: { baseUrl: "http://127.0.0.1:9", username: "u", password: "p" },
      apiKey: CONNECTOR.apiKey,
      sharedSecret: CONNECTOR.sharedSecret,
    });
    await expect(nowhere.confirm("abc")).rejects.toThrow(
      "The payment service could not be reached. No money was taken; please try again.",
    );
  });
});
