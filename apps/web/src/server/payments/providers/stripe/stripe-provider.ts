import Stripe from "stripe";
import {
  PaymentProviderError,
  PaymentWebhookError,
  toMinorUnits,
  type DepositPayment,
  type DepositRequest,
  type PaymentProvider,
  type PaymentState,
  type PaymentWebhookEvent,
} from "@forecourt/core/payments/payment-provider";

/** Where the Stripe client sends its calls; unset means Stripe itself. */
export type StripeApiAddress = { host: string; port: number; protocol: "http" | "https" };

type StripeProviderOptions = {
  /** The dealership's secret key (`payment_processors[].authorization_key`). */
  secretKey: string;
  /** The dealership's webhook signing secret; without it every webhook is refused. */
  webhookSecret: string | null;
  api?: StripeApiAddress | undefined;
};

const DECLINED_FALLBACK = "The payment did not go through. No money was taken.";
const UNREACHABLE =
  "The payment service could not be reached. No money was taken; please try again.";

/**
 * The Stripe adapter, through the official SDK: the deposit is a Checkout Session (Stripe's own
 * payment page, so no card number or third-party script touches the dealer's pages), confirmed by
 * reading the session back and by the signed `checkout.session.*` webhooks, refunded through a
 * Refund on its PaymentIntent (or the session expired when nothing was paid).
 */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    ...(options.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });
  return {
    name: "stripe",
    createDeposit: (request) => createCheckoutSession(stripe, request),
    async confirm(paymentRef: string): Promise<PaymentState> {
      return stateOf(await call(() => stripe.checkout.sessions.retrieve(paymentRef)));
    },
    refund: (paymentRef) => refundSession(stripe, paymentRef),
    async verifyWebhook(rawBody: string, signature: string | null): Promise<PaymentWebhookEvent> {
      return webhookEventOf(verifiedEvent(stripe, options.webhookSecret, rawBody, signature));
    },
  };
}

/** `work`, a Stripe call, with a declined card and an unreachable Stripe as our messages. */
async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      throw new PaymentProviderError(error.message || DECLINED_FALLBACK);
    }
    if (error instanceof Stripe.errors.StripeError) {
      throw new PaymentProviderError(UNREACHABLE, { cause: error });
    }
    throw error;
  }
}

/** A Checkout Session's payment state: paid, failed (expired unpaid) or still pending. */
function stateOf(session: Stripe.Checkout.Session): PaymentState {
  const paymentRef = session.id;
  const reference = session.client_reference_id ?? session.metadata?.reference ?? "";
  if (session.payment_status === "paid" || session.payment_status === "no_payment_required") {
    return { state: "paid", paymentRef, reference };
  }
  if (session.status === "expired") {
    return {
      state: "failed",
      paymentRef,
      reference,
      message: "The payment page expired before the deposit was paid. No money was taken.",
    };
  }
  return { state: "pending", paymentRef, reference };
}

/** The deposit as a Checkout Session: Stripe's own payment page for one line, the deposit. */
async function createCheckoutSession(
  stripe: Stripe,
  request: DepositRequest,
): Promise<DepositPayment> {
  const session = await call(() =>
    stripe.checkout.sessions.create(
      {
        mode: "payment",
        client_reference_id: request.reference,
        metadata: { reference: request.reference },
        payment_intent_data: { metadata: { reference: request.reference } },
        ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              unit_amount: toMinorUnits(request.amount),
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.returnUrl,
        cancel_url: request.cancelUrl,
        ...(request.expiresAt
          ? { expires_at: stripeSessionExpiry(request.expiresAt, new Date()) }
          : {}),
      },
      // A retried create (network blip, double click) is the same session, never a second.
      { idempotencyKey: `deposit-${request.reference}` },
    ),
  );
  if (!session.url) throw new PaymentProviderError(UNREACHABLE);
  return {
    paymentRef: session.id,
    redirectUrl: session.url,
    expiresAt: new Date(session.expires_at * 1000),
  };
}

/** A Refund on the session's PaymentIntent, or the session expired when nothing was paid. */
async function refundSession(stripe: Stripe, paymentRef: string): Promise<{ refundRef: string }> {
  const session = await call(() => stripe.checkout.sessions.retrieve(paymentRef));
  const intent =
    typeof session.payment_intent === "string"
      ? session.payment_intent
      : (session.payment_intent?.id ?? null);
  if (session.payment_status !== "paid" || !intent) {
    // Nothing was taken: close the payment page so nothing can be.
    if (session.status === "open") {
      await call(() => stripe.checkout.sessions.expire(paymentRef));
    }
    return { refundRef: `void:${paymentRef}` };
  }
  const refund = await call(() =>
    stripe.refunds.create(
      { payment_intent: intent, reason: "requested_by_customer" },
      { idempotencyKey: `refund-${paymentRef}` },
    ),
  );
  return { refundRef: refund.id };
}

/** The webhook's event, once its signature is checked against the dealership's secret. */
function verifiedEvent(
  stripe: Stripe,
  webhookSecret: string | null,
  rawBody: string,
  signature: string | null,
): Stripe.Event {
  if (!webhookSecret) {
    throw new PaymentWebhookError("This dealership has no webhook signing secret.");
  }
  if (!signature) throw new PaymentWebhookError("The Stripe-Signature header is missing.");
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, webhookSecret);
  } catch (error) {
    throw new PaymentWebhookError("The webhook signature does not match.", { cause: error });
  }
}

/** What a verified `checkout.session.*` event says of the deposit; any other is ignored. */
function webhookEventOf(event: Stripe.Event): PaymentWebhookEvent {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const state = stateOf(event.data.object);
      return state.state === "paid"
        ? { kind: "paid", paymentRef: state.paymentRef, reference: state.reference }
        : { kind: "ignored", type: event.type };
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const session = event.data.object;
      return {
        kind: "failed",
        paymentRef: session.id,
        reference: session.client_reference_id ?? session.metadata?.reference ?? "",
        message:
          event.type === "checkout.session.expired"
            ? "The payment page expired before the deposit was paid. No money was taken."
            : DECLINED_FALLBACK,
      };
    }
    default:
      return { kind: "ignored", type: event.type };
  }
}

/** The reference a Stripe webhook body names, read before its signature is checked (to find the dealership's secret); nothing is trusted until verified. */
export function stripeWebhookReference(rawBody: string): string | null {
  try {
    const event = JSON.parse(rawBody) as {
      data?: { object?: { client_reference_id?: unknown; metadata?: { reference?: unknown } } };
    };
    const object = event.data?.object;
    const reference = object?.client_reference_id ?? object?.metadata?.reference;
    return typeof reference === "string" && reference.length <= 100 ? reference : null;
  } catch {
    return null;
  }
}

/** Stripe closes a Checkout Session no sooner than 30 minutes and no later than 24 hours on. */
const STRIPE_SESSION_MIN_MS = 30 * 60_000;
const STRIPE_SESSION_MAX_MS = 24 * 60 * 60_000;
/** Room for the clocks of this server and Stripe's to differ. */
const STRIPE_CLOCK_MARGIN_MS = 60_000;

const MINUTE_MS = 60_000;

/**
 * The `expires_at` (Unix seconds) asked of Stripe for a hold ending at `holdEnds`: the hold's
 * end where Stripe allows it, else the nearest whole minute it allows (whole minutes, so a
 * retried create within the minute asks the same and its idempotency key matches). The hold is
 * then set to end when the session does.
 */
export function stripeSessionExpiry(holdEnds: Date, now: Date): number {
  const earliest =
    Math.ceil((now.getTime() + STRIPE_SESSION_MIN_MS + STRIPE_CLOCK_MARGIN_MS) / MINUTE_MS) *
    MINUTE_MS;
  const latest =
    Math.floor((now.getTime() + STRIPE_SESSION_MAX_MS - STRIPE_CLOCK_MARGIN_MS) / MINUTE_MS) *
    MINUTE_MS;
  return Math.floor(Math.min(Math.max(holdEnds.getTime(), earliest), latest) / 1000);
}
