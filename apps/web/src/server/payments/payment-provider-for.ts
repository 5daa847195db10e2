import "server-only";
import type {
  OnlinePaymentProviderName,
  PaymentProvider,
} from "@forecourt/core/payments/payment-provider";
import type { Database } from "@forecourt/db/client";
import type { PaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import { env } from "../env.ts";
import { createStripeProvider, type StripeApiAddress } from "./stripe-provider.ts";
import { createTestProvider } from "./test-provider.ts";
import { createTillProvider, type TillApi } from "./till-provider.ts";
import {
  createStGeorgeProvider,
  type PayWayApi,
  type StGeorgeProvider,
} from "./st-george-provider.ts";

function stripeApi(): StripeApiAddress | undefined {
  const url = env().STRIPE_API_URL;
  if (!url) return undefined;
  const parsed = new URL(url);
  const protocol = parsed.protocol === "http:" ? "http" : "https";
  return {
    host: parsed.hostname,
    port: Number(parsed.port || (protocol === "http" ? 80 : 443)),
    protocol,
  };
}

/** The platform's Till API user, when this server has one. */
function tillApi(): TillApi | null {
  const { TILL_API_URL, TILL_API_USERNAME, TILL_API_PASSWORD } = env();
  if (!TILL_API_USERNAME || !TILL_API_PASSWORD) return null;
  return { baseUrl: TILL_API_URL, username: TILL_API_USERNAME, password: TILL_API_PASSWORD };
}

/** The platform's St.George PayWay facility, when this server has its keys. */
export function payWayApi(): PayWayApi | null {
  const { ST_GEORGE_API_URL, ST_GEORGE_SECRET_KEY, ST_GEORGE_PUBLISHABLE_KEY } = env();
  if (!ST_GEORGE_SECRET_KEY || !ST_GEORGE_PUBLISHABLE_KEY) return null;
  return {
    baseUrl: ST_GEORGE_API_URL,
    secretKey: ST_GEORGE_SECRET_KEY,
    publishableKey: ST_GEORGE_PUBLISHABLE_KEY,
  };
}

/** The St George adapter for a dealership's PayWay merchant id; null without the keys. */
export function stGeorgeProviderFor(account: PaymentAccount): StGeorgeProvider | null {
  const api = payWayApi();
  return api && account.provider === "st-george"
    ? createStGeorgeProvider({ api, merchantId: account.secretKey })
    : null;
}

/**
 * The providers this server can take a deposit through: Stripe and the test provider need only
 * the dealership's own keys; Till also needs the platform's API user, St George the platform's
 * PayWay keys. A car's processor of any
 * other provider is passed over (core `checkoutProcessor`).
 */
export function paymentProvidersOnThisServer(): OnlinePaymentProviderName[] {
  const providers: OnlinePaymentProviderName[] = ["stripe", "test"];
  if (tillApi()) providers.push("till");
  if (payWayApi()) providers.push("st-george");
  return providers;
}

/** The adapter for one dealership's payment account; null for a provider with no adapter. */
export function paymentProviderFor(
  db: Database,
  websiteId: number,
  account: PaymentAccount,
): PaymentProvider | null {
  switch (account.provider) {
    case "stripe":
      return createStripeProvider({
        secretKey: account.secretKey,
        webhookSecret: account.webhookSecret,
        api: stripeApi(),
      });
    case "till": {
      const api = tillApi();
      return api
        ? createTillProvider({
            api,
            apiKey: account.secretKey,
            sharedSecret: account.webhookSecret,
          })
        : null;
    }
    case "st-george":
      return stGeorgeProviderFor(account);
    case "test":
      return createTestProvider({
        db,
        websiteId,
        secret: account.webhookSecret ?? account.secretKey,
      });
    default:
      return null;
  }
}
