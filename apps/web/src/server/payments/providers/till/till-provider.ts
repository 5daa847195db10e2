import {
  PaymentProviderError,
  PaymentWebhookError,
  type DepositPayment,
  type DepositRequest,
  type PaymentProvider,
  type PaymentState,
  type PaymentWebhookEvent,
  type WebhookRequest,
} from "@forecourt/core/payments/payment-provider";
import { isTillSignature, tillSignature } from "./till-signature.ts";

/** The platform's Till gateway account: its address and API user (server environment). */
export type TillApi = { baseUrl: string; username: string; password: string };

type TillProviderOptions = {
  api: TillApi;
  /** The dealership's connector API key (`payment_processors[].authorization_key`). */
  apiKey: string;
  /** The connector's shared secret: signs our requests and Till's callbacks. */
  sharedSecret: string | null;
  fetch?: typeof fetch;
};

/** Till's reply to a transaction request (gateway API v3). */
type TillTransactionResponse = {
  success?: boolean;
  uuid?: string;
  purchaseId?: string;
  returnType?: "FINISHED" | "REDIRECT" | "HTML" | "PENDING" | "ERROR" | string;
  redirectUrl?: string;
  errorMessage?: string;
  errorCode?: number;
  errors?: { message?: string; errorMessage?: string; code?: number; errorCode?: number }[];
};

/** Till's reply to a status query. */
type TillStatus = {
  success?: boolean;
  transactionStatus?: "SUCCESS" | "PENDING" | "ERROR" | string;
  uuid?: string;
  merchantTransactionId?: string;
  transactionType?: string;
  amount?: string;
  currency?: string;
  errorMessage?: string;
  errorCode?: number;
  errors?: TillTransactionResponse["errors"];
};

/** Till's status notification, posted to the callback URL of a transaction. */
type TillCallback = {
  result?: "OK" | "ERROR" | "PENDING" | string;
  uuid?: string;
  merchantTransactionId?: string;
  transactionType?: string;
  message?: string;
  errors?: TillTransactionResponse["errors"];
};

const JSON_TYPE = "application/json; charset=utf-8";
/** Till refuses a merchantTransactionId it has seen: the earlier request's result stands. */
const DUPLICATE_TRANSACTION_ID = 3004;
const DECLINED_FALLBACK = "The payment did not go through. No money was taken.";
const UNREACHABLE =
  "The payment service could not be reached. No money was taken; please try again.";

/**
 * Our id for each Till transaction of one deposit: the reservation reference for the
 * pre-authorisation, with a suffix for its capture, refund and void, so a retried request is
 * refused by Till as a duplicate rather than moving money twice.
 */
const tillTransactionId = {
  preauthorize: (reference: string) => reference,
  capture: (reference: string) => `${reference}:capture`,
  refund: (reference: string) => `${reference}:refund`,
  void: (reference: string) => `${reference}:void`,
};

/** The reservation reference a Till merchantTransactionId belongs to. */
function tillReference(merchantTransactionId: string): string {
  return merchantTransactionId.split(":")[0] ?? "";
}

function messageOf(reply: { errorMessage?: string; errors?: TillTransactionResponse["errors"] }) {
  const first = reply.errors?.[0];
  return first?.message || first?.errorMessage || reply.errorMessage || DECLINED_FALLBACK;
}

function errorCodeOf(reply: TillTransactionResponse): number | undefined {
  return reply.errorCode ?? reply.errors?.[0]?.errorCode ?? reply.errors?.[0]?.code;
}

/** Till's amounts are decimal strings in the currency's major unit. */
function tillAmount(amount: number): string {
  return amount.toFixed(2);
}

/**
 * The Till Payments adapter, over Till's gateway API v3 with fetch (Till publishes no Node
 * client). The deposit is pre-authorised on Till's hosted payment page (no card number touches
 * the dealer's pages), captured once the payment is confirmed, refunded after capture or voided
 * before it. Requests are signed with the connector's shared secret, and Till's callbacks are
 * accepted only with a valid X-Signature.
 */
export function createTillProvider(options: TillProviderOptions): PaymentProvider {
  const gateway = tillGateway(options);
  return {
    name: "till",
    createDeposit: (request) => preauthorise(gateway, request),
    async confirm(paymentRef: string): Promise<PaymentState> {
      return stateOf(gateway, await preauthorisation(gateway, paymentRef));
    },
    refund: (paymentRef) => refundOrVoid(gateway, paymentRef),
    async verifyWebhook(
      rawBody: string,
      signature: string | null,
      request?: WebhookRequest,
    ): Promise<PaymentWebhookEvent> {
      return callbackEvent(gateway, verifiedCallback(options, rawBody, signature, request));
    },
  };
}

/** Till's gateway API for one connector: its transactions and their status, by uuid or our id. */
type TillGateway = {
  transaction: (type: string, payload: unknown) => Promise<TillTransactionResponse>;
  statusByUuid: (uuid: string) => Promise<TillStatus>;
  statusById: (id: string) => Promise<TillStatus>;
};

function tillGateway(options: TillProviderOptions): TillGateway {
  const key = encodeURIComponent(options.apiKey);
  return {
    transaction: (type, payload) =>
      tillCall<TillTransactionResponse>(
        options,
        "POST",
        `/api/v3/transaction/${key}/${type}`,
        payload,
      ),
    statusByUuid: (uuid) =>
      tillCall<TillStatus>(
        options,
        "GET",
        `/api/v3/status/${key}/getByUuid/${encodeURIComponent(uuid)}`,
      ),
    statusById: (id) =>
      tillCall<TillStatus>(
        options,
        "GET",
        `/api/v3/status/${key}/getByMerchantTransactionId/${encodeURIComponent(id)}`,
      ),
  };
}

/** The headers of a Till request: Basic credentials, its date, and its signature where set. */
function tillHeaders(
  options: TillProviderOptions,
  request: { method: "GET" | "POST"; path: string; body: string; hasPayload: boolean },
): Record<string, string> {
  const date = new Date().toUTCString();
  const basicAuth = `Basic ${Buffer.from(`${options.api.username}:${options.api.password}`).toString("base64")}`;
  const headers: Record<string, string> = {
    accept: "application/json",
    authorization: basicAuth,
    date,
  };
  if (request.hasPayload) headers["content-type"] = JSON_TYPE;
  if (options.sharedSecret) {
    headers["x-signature"] = tillSignature(options.sharedSecret, {
      method: request.method,
      body: request.body,
      contentType: request.hasPayload ? JSON_TYPE : "",
      date,
      requestUri: request.path,
    });
  }
  return headers;
}

/**
 * One signed request to Till's gateway; its JSON reply. Till unreachable, refusing our
 * credentials, failing or answering something else than JSON is our message.
 */
async function tillCall<T>(
  options: TillProviderOptions,
  method: "GET" | "POST",
  path: string,
  payload?: unknown,
): Promise<T> {
  const send = options.fetch ?? fetch;
  const base = options.api.baseUrl.replace(/\/+$/, "");
  const body = payload === undefined ? "" : JSON.stringify(payload);
  const headers = tillHeaders(options, { method, path, body, hasPayload: payload !== undefined });
  let response: Response;
  try {
    response = await send(`${base}${path}`, {
      method,
      headers,
      ...(payload === undefined ? {} : { body }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch (error) {
    throw new PaymentProviderError(UNREACHABLE, { cause: error });
  }
  const text = await response.text();
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    reply = null;
  }
  // Refused credentials are the platform's problem, not the shopper's: no details to them.
  const isRefused = response.status === 401 || response.status === 403;
  if (!reply || typeof reply !== "object" || isRefused || response.status >= 500) {
    throw new PaymentProviderError(UNREACHABLE, {
      cause: new Error(`Till answered ${response.status}`),
    });
  }
  return reply as T;
}

async function preauthorisation(gateway: TillGateway, paymentRef: string): Promise<TillStatus> {
  const status = await gateway.statusByUuid(paymentRef);
  if (!status.success || !status.merchantTransactionId) {
    throw new PaymentProviderError("The payment was not found.");
  }
  return status;
}

/** A follow-up transaction (capture, refund, void); a duplicate id means it was done already. */
async function followUp(
  gateway: TillGateway,
  type: "capture" | "refund" | "void",
  merchantTransactionId: string,
  payload: Record<string, unknown>,
): Promise<{ uuid: string } | { failed: string }> {
  const reply = await gateway.transaction(type, { merchantTransactionId, ...payload });
  if (reply.success && reply.returnType === "FINISHED" && reply.uuid) return { uuid: reply.uuid };
  if (errorCodeOf(reply) === DUPLICATE_TRANSACTION_ID) {
    const earlier = await gateway.statusById(merchantTransactionId);
    if (earlier.success && earlier.transactionStatus === "SUCCESS" && earlier.uuid) {
      return { uuid: earlier.uuid };
    }
  }
  return { failed: messageOf(reply) };
}

/** Captures a successful pre-authorisation (once: the capture's id is fixed per reference). */
async function capture(gateway: TillGateway, status: TillStatus): Promise<PaymentState> {
  const paymentRef = status.uuid!;
  const reference = tillReference(status.merchantTransactionId!);
  const captured = await followUp(gateway, "capture", tillTransactionId.capture(reference), {
    referenceUuid: paymentRef,
    amount: status.amount,
    currency: status.currency,
  });
  if ("uuid" in captured) return { state: "paid", paymentRef, reference };
  // Till would not capture: release the authorisation so no money stays held.
  await followUp(gateway, "void", tillTransactionId.void(reference), { referenceUuid: paymentRef });
  return { state: "failed", paymentRef, reference, message: captured.failed };
}

async function stateOf(gateway: TillGateway, status: TillStatus): Promise<PaymentState> {
  const paymentRef = status.uuid!;
  const reference = tillReference(status.merchantTransactionId!);
  switch (status.transactionStatus) {
    case "SUCCESS":
      return capture(gateway, status);
    case "ERROR":
      return { state: "failed", paymentRef, reference, message: messageOf(status) };
    default:
      return { state: "pending", paymentRef, reference };
  }
}

/** The deposit pre-authorised on Till's hosted payment page. */
async function preauthorise(
  gateway: TillGateway,
  request: DepositRequest,
): Promise<DepositPayment> {
  const origin = new URL(request.returnUrl).origin;
  const reply = await gateway.transaction("preauthorize", {
    merchantTransactionId: tillTransactionId.preauthorize(request.reference),
    amount: tillAmount(request.amount),
    currency: request.currency.toUpperCase(),
    description: request.description,
    successUrl: request.returnUrl,
    cancelUrl: request.cancelUrl,
    errorUrl: request.returnUrl,
    callbackUrl: `${origin}/api/payments/till/webhook`,
    transactionIndicator: "SINGLE",
    ...(request.customerEmail ? { customer: { email: request.customerEmail } } : {}),
  });
  if (!reply.success || reply.returnType === "ERROR") {
    throw new PaymentProviderError(messageOf(reply));
  }
  if (reply.returnType !== "REDIRECT" || !reply.redirectUrl || !reply.uuid) {
    throw new PaymentProviderError(UNREACHABLE, {
      cause: new Error(`Till answered returnType ${reply.returnType}`),
    });
  }
  return { paymentRef: reply.uuid, redirectUrl: reply.redirectUrl };
}

/** A captured deposit refunded; one only authorised voided; nothing done when none was. */
async function refundOrVoid(
  gateway: TillGateway,
  paymentRef: string,
): Promise<{ refundRef: string }> {
  const status = await preauthorisation(gateway, paymentRef);
  const reference = tillReference(status.merchantTransactionId!);
  // Nothing was authorised: Till's page takes nothing once the hold has ended.
  if (status.transactionStatus !== "SUCCESS") return { refundRef: `void:${paymentRef}` };
  const captured = await gateway.statusById(tillTransactionId.capture(reference));
  if (captured.success && captured.transactionStatus === "SUCCESS" && captured.uuid) {
    const refunded = await followUp(gateway, "refund", tillTransactionId.refund(reference), {
      referenceUuid: captured.uuid,
      amount: captured.amount ?? status.amount,
      currency: captured.currency ?? status.currency,
    });
    if ("uuid" in refunded) return { refundRef: refunded.uuid };
    throw new PaymentProviderError(refunded.failed);
  }
  const voided = await followUp(gateway, "void", tillTransactionId.void(reference), {
    referenceUuid: paymentRef,
  });
  if ("uuid" in voided) return { refundRef: `void:${voided.uuid}` };
  throw new PaymentProviderError(voided.failed);
}

/** A Till callback, once its X-Signature is checked against the connector's shared secret. */
function verifiedCallback(
  options: TillProviderOptions,
  rawBody: string,
  signature: string | null,
  request: WebhookRequest | undefined,
): TillCallback {
  if (!options.sharedSecret) {
    throw new PaymentWebhookError("This dealership has no Till shared secret.");
  }
  if (!signature) throw new PaymentWebhookError("The X-Signature header is missing.");
  const date = request?.headers.get("date") ?? request?.headers.get("x-date");
  if (!request || !date) throw new PaymentWebhookError("The Date header is missing.");
  const isSigned = isTillSignature(
    options.sharedSecret,
    {
      method: "POST",
      body: rawBody,
      contentType: request.headers.get("content-type") ?? "",
      date,
      requestUri: request.requestUri,
    },
    signature,
  );
  if (!isSigned) throw new PaymentWebhookError("The webhook signature does not match.");
  try {
    return JSON.parse(rawBody) as TillCallback;
  } catch {
    throw new PaymentWebhookError("The webhook body is not JSON.");
  }
}

/** What a verified callback says of the deposit, from the gateway's own status of it. */
async function callbackEvent(
  gateway: TillGateway,
  callback: TillCallback,
): Promise<PaymentWebhookEvent> {
  const type = String(callback.transactionType ?? "unknown").toUpperCase();
  // Captures, refunds and voids are ours: only the pre-authorisation settles a reservation.
  if (type !== "PREAUTHORIZE" || typeof callback.uuid !== "string") {
    return { kind: "ignored", type };
  }
  // The callback says what happened; the gateway's own status is what we act on.
  const state = await stateOf(gateway, await preauthorisation(gateway, callback.uuid));
  const { paymentRef, reference } = state;
  if (state.state === "paid") return { kind: "paid", paymentRef, reference };
  if (state.state === "failed") {
    return { kind: "failed", paymentRef, reference, message: state.message };
  }
  return { kind: "ignored", type: `${type}:${callback.result ?? "PENDING"}` };
}

/** The reference a Till callback names, read before its signature is checked (to find the dealership's secret). */
export function tillWebhookReference(rawBody: string): string | null {
  try {
    const callback = JSON.parse(rawBody) as { merchantTransactionId?: unknown };
    const id = callback.merchantTransactionId;
    return typeof id === "string" && id.length <= 100 ? tillReference(id) : null;
  } catch {
    return null;
  }
}
