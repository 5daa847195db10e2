import "server-only";
import { env } from "../../../env.ts";
import { jsonAcknowledgement, type ProviderModule } from "../provider-module.ts";
import {
  createStripeProvider,
  stripeWebhookReference,
  type StripeApiAddress,
} from "./stripe-provider.ts";

/** Where the Stripe SDK connects: Stripe itself, or the stand-in STRIPE_API_URL names. */
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

/** Stripe: the dealership's own keys are all it needs; Checkout is Stripe's page. */
export const stripe = {
  isOnThisServer: () => true,
  adapter: ({ account }) =>
    createStripeProvider({
      secretKey: account.secretKey,
      webhookSecret: account.webhookSecret,
      api: stripeApi(),
    }),
  webhook: {
    signatureHeader: "stripe-signature",
    reference: stripeWebhookReference,
    acknowledge: jsonAcknowledgement,
  },
} satisfies ProviderModule;
