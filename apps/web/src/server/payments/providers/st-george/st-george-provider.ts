import { createHash } from "node:crypto";
import {
  PaymentProviderError,
  PaymentWebhookError,
  type DepositPayment,
  type DepositRequest,
  type PaymentProvider,
  type PaymentState,
  type PaymentWebhookEvent,
  ST_GEORGE_PAYMENT_PAGE,
} from "@forecourt/core/payments/payment-provider";

/**
 * The platform's St.George PayWay facility (server environment): the REST API's address and
 * its two keys. The publishable key only creates single-use card tokens, in PayWay's card frame
 * on the shopper's browser; the secret key takes the payments.
 */
export type PayWayApi = { baseUrl: string; secretKey: string; publishableKey: string };

type StGeorgeProviderOptions = {
  api: PayWayApi;
  /** The dealership's PayWay merchant id (`payment_processors[].authorization_key`). */
  merchantId: string;
  fetch?: typeof fetch;
};

/** A deposit paid with a single-use token from PayWay's card frame. */
type StGeorgePayment = {
  reference: string;
  amount: number;
  currency: string;
  singleUseTokenId: string;
  /** The shopper's address: PayWay requires it for an e-commerce payment. */
  customerIpAddress: string;
};

/** The St George adapter, with the step its own payment page takes: paying with a card token. */
export type StGeorgeProvider = PaymentProvider & {
  payWithToken(payment: StGeorgePayment): Promise<PaymentState>;
};

/** PayWay's transaction (REST API v1 `/transactions`). */
type PayWayTransaction = {
  transactionId?: number | string;
  status?: "approved" | "approved*" | "pending" | "declined" | "voided" | string;
  responseCode?: string;
  responseText?: string;
  transactionType?: string;
  orderNumber?: string;
  customerNumber?: string;
  principalAmount?: number;
  currency?: string;
  isRefundable?: boolean;
  isVoidable?: boolean;
};

/** PayWay's answer to a request it refused: 422 with the fields at fault. */
type PayWayErrors = { data?: { fieldName?: string; message?: string }[]; message?: string };

/**
 * A St George deposit's reference until it is paid: PayWay has no payment-page object to
 * point at, only the transaction the shopper's card token makes on our page.
 */
const UNPAID_PREFIX = "payway-unpaid:";

const DECLINED_FALLBACK = "The payment did not go through. No money was taken.";
const UNREACHABLE =
  "The payment service could not be reached. No money was taken; please try again.";

const isApproved = (t: PayWayTransaction) => t.status === "approved" || t.status === "approved*";

/**
 * PayWay's Idempotency-Key is a UUID; ours is made from the reference and the step, so a
 * retried request (a double click, a network blip) is answered with the first one's result.
 */
export function payWayIdempotencyKey(reference: string, step: string): string {
  const hex = createHash("sha256").update(`${reference}:${step}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The St George adapter, over St.George's PayWay REST API with fetch (no Node client is
 * published). The shopper types the card into PayWay's own card frame on our payment page,
 * which gives a single-use token; the deposit is pre-authorised with it, captured at once, and
 * refunded (or the pre-authorisation voided) through PayWay. PayWay answers the payment
 * request itself with the outcome, so no notification is needed or accepted (decision 0027).
 */
export function createStGeorgeProvider(options: StGeorgeProviderOptions): StGeorgeProvider {
  const payWay = payWayClient(options);
  return {
    name: "st-george",

    async createDeposit(request: DepositRequest): Promise<DepositPayment> {
      // Nothing to create at PayWay yet: the card frame on our page makes the token, and the
      // payment follows it (`payWithToken`).
      return {
        paymentRef: `${UNPAID_PREFIX}${request.reference}`,
        redirectUrl: `${ST_GEORGE_PAYMENT_PAGE}/${encodeURIComponent(request.reference)}`,
      };
    },
    payWithToken: (payment) => payWithToken(payWay, options.merchantId, payment),
    async confirm(paymentRef: string): Promise<PaymentState> {
      if (paymentRef.startsWith(UNPAID_PREFIX)) {
        return {
          state: "pending",
          paymentRef,
          reference: paymentRef.slice(UNPAID_PREFIX.length),
        };
      }
      const t = await payWay.transaction(paymentRef);
      return stateOf(paymentRef, t.orderNumber ?? "", t);
    },
    refund: (paymentRef) => refund(payWay, options.merchantId, paymentRef),
    async verifyWebhook(): Promise<PaymentWebhookEvent> {
      throw new PaymentWebhookError(
        "St George payments are settled from PayWay's answer to the payment; no notifications are taken.",
      );
    },
  };
}

/** PayWay's REST API for one merchant's secret key. */
type PayWayClient = {
  call: (
    method: "GET" | "POST",
    path: string,
    form?: Record<string, string>,
    idempotencyKey?: string,
  ) => Promise<{ status: number; body: unknown }>;
  /** A transaction PayWay made, or its words on why it would not (422: e.g. an expired token). */
  transact: (form: Record<string, string>, step: string) => Promise<PayWayTransaction>;
  transaction: (id: string) => Promise<PayWayTransaction>;
};

function payWayClient(options: StGeorgeProviderOptions): PayWayClient {
  const call: PayWayClient["call"] = (method, path, form, idempotencyKey) =>
    payWayCall(options, { method, path, form, idempotencyKey });
  return {
    call,
    async transact(form, step) {
      const reference = form.orderNumber!;
      const { status, body } = await call(
        "POST",
        "/transactions",
        form,
        payWayIdempotencyKey(reference, step),
      );
      if (status === 200 || status === 201) return body as PayWayTransaction;
      const errors = body as PayWayErrors | null;
      throw new PaymentProviderError(
        errors?.data?.[0]?.message ?? errors?.message ?? DECLINED_FALLBACK,
      );
    },
    async transaction(id) {
      const { status, body } = await call("GET", `/transactions/${encodeURIComponent(id)}`);
      if (status !== 200) throw new PaymentProviderError("The payment was not found.");
      return body as PayWayTransaction;
    },
  };
}

/**
 * One request to PayWay (a form, with an idempotency key where given); its status and JSON.
 * PayWay unreachable, failing or refusing the key is our message.
 */
async function payWayCall(
  options: StGeorgeProviderOptions,
  request: {
    method: "GET" | "POST";
    path: string;
    form?: Record<string, string> | undefined;
    idempotencyKey?: string | undefined;
  },
): Promise<{ status: number; body: unknown }> {
  const { method, path, form, idempotencyKey } = request;
  const send = options.fetch ?? fetch;
  const base = options.api.baseUrl.replace(/\/+$/, "");
  const auth = `Basic ${Buffer.from(`${options.api.secretKey}:`).toString("base64")}`;
  const headers: Record<string, string> = { accept: "application/json", authorization: auth };
  if (form) headers["content-type"] = "application/x-www-form-urlencoded";
  if (idempotencyKey) headers["idempotency-key"] = idempotencyKey;
  let response: Response;
  try {
    response = await send(`${base}${path}`, {
      method,
      headers,
      ...(form ? { body: new URLSearchParams(form).toString() } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new PaymentProviderError(UNREACHABLE, { cause: error });
  }
  const body: unknown = await response.json().catch(() => null);
  // PayWay's own faults and refused keys are ours to fix, not the shopper's.
  if (response.status >= 500 || response.status === 401 || response.status === 403) {
    throw new PaymentProviderError(UNREACHABLE, {
      cause: new Error(`PayWay answered ${response.status}`),
    });
  }
  return { status: response.status, body };
}

function stateOf(paymentRef: string, reference: string, t: PayWayTransaction): PaymentState {
  if (isApproved(t)) return { state: "paid", paymentRef, reference };
  if (t.status === "pending") return { state: "pending", paymentRef, reference };
  return {
    state: "failed",
    paymentRef,
    reference,
    message:
      t.status === "voided" ? "This payment was voided." : t.responseText || DECLINED_FALLBACK,
  };
}

/**
 * The deposit paid with the card frame's single-use token: pre-authorised, then captured at
 * once; a capture PayWay refuses voids the pre-authorisation.
 */
async function payWithToken(
  payWay: PayWayClient,
  merchantId: string,
  payment: StGeorgePayment,
): Promise<PaymentState> {
  const common = {
    customerNumber: payment.reference,
    orderNumber: payment.reference,
    principalAmount: payment.amount.toFixed(2),
    currency: payment.currency.toLowerCase(),
    merchantId,
  };
  const authorised = await payWay.transact(
    {
      ...common,
      transactionType: "preAuth",
      singleUseTokenId: payment.singleUseTokenId,
      customerIpAddress: payment.customerIpAddress,
    },
    "preauth",
  );
  const authorisedId = String(authorised.transactionId ?? "");
  if (!isApproved(authorised) || !authorisedId) {
    return stateOf(authorisedId || `${UNPAID_PREFIX}${payment.reference}`, payment.reference, {
      ...authorised,
      status: authorised.status === "pending" ? "pending" : "declined",
    });
  }
  const captured = await payWay.transact(
    { ...common, transactionType: "capture", parentTransactionId: authorisedId },
    "capture",
  );
  if (isApproved(captured) && captured.transactionId !== undefined) {
    return {
      state: "paid",
      paymentRef: String(captured.transactionId),
      reference: payment.reference,
    };
  }
  // PayWay would not capture: release the authorisation so no money stays held.
  await payWay.call(
    "POST",
    `/transactions/${encodeURIComponent(authorisedId)}/void`,
    {},
    payWayIdempotencyKey(payment.reference, "void"),
  );
  return stateOf(authorisedId, payment.reference, { ...captured, status: "declined" });
}

/** A paid deposit refunded through PayWay; one never paid needs nothing. */
async function refund(
  payWay: PayWayClient,
  merchantId: string,
  paymentRef: string,
): Promise<{ refundRef: string }> {
  // Never paid: the page refuses a card once the hold has ended, so nothing can be taken.
  if (paymentRef.startsWith(UNPAID_PREFIX)) return { refundRef: `void:${paymentRef}` };
  const t = await payWay.transaction(paymentRef);
  if (!isApproved(t)) return { refundRef: `void:${paymentRef}` };
  const reference = t.orderNumber ?? paymentRef;
  const refunded = await payWay.transact(
    {
      transactionType: "refund",
      parentTransactionId: paymentRef,
      principalAmount: (t.principalAmount ?? 0).toFixed(2),
      orderNumber: reference,
      merchantId,
    },
    "refund",
  );
  if (!isApproved(refunded)) {
    throw new PaymentProviderError(refunded.responseText || "The refund did not go through.");
  }
  return { refundRef: String(refunded.transactionId) };
}
