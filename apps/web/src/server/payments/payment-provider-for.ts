import "server-only";
import type { PaymentProvider } from "@forecourt/core/payments/payment-provider";
import type { Database } from "@forecourt/db/client";
import type { PaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import { env } from "../env.ts";
import { createStripeProvider, type StripeApiAddress } from "./stripe-provider.ts";
import { createTestProvider } from "./test-provider.ts";

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
