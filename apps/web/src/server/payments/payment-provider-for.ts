import "server-only";
import type {
  OnlinePaymentProviderName,
  PaymentProvider,
} from "@forecourt/core/payments/payment-provider";
import type { Database } from "@forecourt/db/client";
import type { PaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import { paymentProviderModule, providersOnThisServer } from "./providers/registry.ts";

/**
 * The providers this server can take a deposit through: Stripe and the test provider need only
 * the dealership's own keys; Till also needs the platform's API user, St George the platform's
 * PayWay keys (each provider's `isOnThisServer`). A car's processor of any other provider is
 * passed over (core `checkoutProcessor`).
 */
export function paymentProvidersOnThisServer(): OnlinePaymentProviderName[] {
  return providersOnThisServer();
}

/** The adapter for one dealership's payment account; null for a provider with no adapter. */
export function paymentProviderFor(
  db: Database,
  websiteId: number,
  account: PaymentAccount,
): PaymentProvider | null {
  return paymentProviderModule(account.provider)?.adapter({ db, websiteId, account }) ?? null;
}
