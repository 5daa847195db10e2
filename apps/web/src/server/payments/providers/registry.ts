import "server-only";
import {
  isOnlinePaymentProvider,
  ONLINE_PAYMENT_PROVIDERS,
  type OnlinePaymentProviderName,
} from "@forecourt/core/payments/payment-provider";
import type { ProviderModule, WebhookProtocol } from "./provider-module.ts";
import { stGeorge } from "./st-george/index.ts";
import { stripe } from "./stripe/index.ts";
import { test } from "./test/index.ts";
import { till } from "./till/index.ts";

/**
 * Every payment provider the server takes deposits through, one row each, by core's provider
 * names: adding a provider is its folder here and its row (and its name in core's
 * ONLINE_PAYMENT_PROVIDERS, which makes this table ask for the row).
 */
export const PAYMENT_PROVIDERS = {
  stripe,
  test,
  till,
  "st-george": stGeorge,
} satisfies Record<OnlinePaymentProviderName, ProviderModule>;

/** The provider of this name, or null for a name no row has (an offline processor, a typo). */
export function paymentProviderModule(name: string): ProviderModule | null {
  return isOnlinePaymentProvider(name) ? PAYMENT_PROVIDERS[name] : null;
}

/** How the provider of this name sends webhooks; null for none or no such provider. */
export function webhookProtocolOf(name: string): WebhookProtocol | null {
  return paymentProviderModule(name)?.webhook ?? null;
}

/** The providers this server can take a deposit through, in core's order. */
export function providersOnThisServer(): OnlinePaymentProviderName[] {
  return ONLINE_PAYMENT_PROVIDERS.filter((name) => PAYMENT_PROVIDERS[name].isOnThisServer());
}
