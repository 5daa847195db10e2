import type { PaymentProcessor } from "../domain/car.ts";

/**
 * Providers with an adapter behind {@link PaymentProvider}. A processor of another type is
 * accepted by the settings but its car is not offered online reservation; nor is a car whose
 * provider this server has no credentials for (see `checkoutProcessor`'s `providers`).
 */
export const ONLINE_PAYMENT_PROVIDERS = ["stripe", "test", "till", "st-george"] as const;
export type OnlinePaymentProviderName = (typeof ONLINE_PAYMENT_PROVIDERS)[number];

/** The page this platform serves for a St George deposit, on the site's own host. */
export const ST_GEORGE_PAYMENT_PAGE = "/pay/st-george";

/** A deposit to take: the amount in whole currency units and our reference for it. */
export type DepositRequest = {
  /** Whole dollars, as `payment_processors[].deposit_amount` holds it. */
  amount: number;
  currency: string;
  /** Our reservation id: it comes back on the confirmation and in webhooks. */
  reference: string;
  description: string;
  customerEmail: string | null;
  /** Where the shopper's browser comes back to once the provider is done, paid or not. */
  returnUrl: string;
  /** Where the shopper goes when they leave the provider's page without paying. */
  cancelUrl: string;
  /** When the car's hold ends: the provider's payment page should close then too. */
  expiresAt?: Date;
};

/**
 * A created deposit: the provider's id for it and the page the shopper pays on; `expiresAt`
 * when the provider closes that page (the hold then ends with it, so an abandoned payment page
 * lets the car go).
 */
export type DepositPayment = { paymentRef: string; redirectUrl: string; expiresAt?: Date };

/** What the provider says about a deposit. `message` is the provider's own words on a failure. */
export type PaymentState =
  | { state: "paid"; paymentRef: string; reference: string }
  | { state: "pending"; paymentRef: string; reference: string }
  | { state: "failed"; paymentRef: string; reference: string; message: string };

/** A verified webhook, reduced to what a reservation needs. */
export type PaymentWebhookEvent =
  | { kind: "paid"; paymentRef: string; reference: string }
  | { kind: "failed"; paymentRef: string; reference: string; message: string }
  | { kind: "ignored"; type: string };

/** What some providers sign besides the body (Till: the Date, Content-Type and request URI). */
export type WebhookRequest = { headers: Headers; requestUri: string };

/** A webhook whose signature, age or body does not hold up: answered 400, nothing changes. */
export class PaymentWebhookError extends Error {
  override readonly name = "PaymentWebhookError";
}

/** The provider refused or could not be reached; `message` is safe to show the shopper. */
export class PaymentProviderError extends Error {
  override readonly name = "PaymentProviderError";
}

/**
 * A payment processor behind one interface: create a deposit for an amount and a reference,
 * confirm it, refund it, verify its webhooks. Stripe, Till, St George and the offline test
 * provider implement it.
 */
export interface PaymentProvider {
  readonly name: OnlinePaymentProviderName;
  createDeposit(request: DepositRequest): Promise<DepositPayment>;
  confirm(paymentRef: string): Promise<PaymentState>;
  /** Refunds (or voids, when never captured) the whole payment. Safe to call twice. */
  refund(paymentRef: string): Promise<{ refundRef: string }>;
  /** Throws {@link PaymentWebhookError} unless the body is signed by the provider. */
  verifyWebhook(
    rawBody: string,
    signature: string | null,
    request?: WebhookRequest,
  ): Promise<PaymentWebhookEvent>;
}

/** Settings and feeds spell providers "Stripe", "St George", "st_george": one name each. */
export function paymentProviderName(type: string): string {
  return type
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-");
}

export function isOnlinePaymentProvider(name: string): name is OnlinePaymentProviderName {
  return (ONLINE_PAYMENT_PROVIDERS as readonly string[]).includes(name);
}

export type CheckoutProcessor = PaymentProcessor & { provider: OnlinePaymentProviderName };

function hasKey(processor: PaymentProcessor): boolean {
  return typeof processor.authorizationKey === "string" && processor.authorizationKey.trim() !== "";
}

/** Processors with a key, whatever their type (spec §9 "at least one payment processor"). */
export function keyedProcessors(processors: readonly PaymentProcessor[]): PaymentProcessor[] {
  return processors.filter(hasKey);
}

/**
 * The processor a car's deposit is taken through: the first one with a key whose provider is
 * one of `providers` (those this server can reach: an adapter and, where the provider needs
 * them, the platform's credentials) and a positive deposit. Null when there is none (the car is
 * then not offered online reservation).
 */
export function checkoutProcessor(
  processors: readonly PaymentProcessor[],
  providers: readonly OnlinePaymentProviderName[],
): CheckoutProcessor | null {
  for (const processor of keyedProcessors(processors)) {
    const provider = paymentProviderName(processor.authorizationType);
    if (!isOnlinePaymentProvider(provider) || !providers.includes(provider)) continue;
    if (!Number.isFinite(processor.depositAmount) || processor.depositAmount <= 0) continue;
    return { ...processor, provider };
  }
  return null;
}

/** Stripe and most processors count in cents. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}
