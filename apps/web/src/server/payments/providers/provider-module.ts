import "server-only";
import type { PaymentProvider } from "@forecourt/core/payments/payment-provider";
import type { Database } from "@forecourt/db/client";
import type { PaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import { NO_STORE } from "../../http/no-store.ts";

/** How a provider's webhooks arrive: where the signature is, whose reservation, the reply. */
export type WebhookProtocol = {
  signatureHeader: string;
  /** The reservation the body names, read before it is verified (to find whose secret signs it). */
  reference: (raw: string) => string | null;
  /** The answer the provider expects once a webhook is taken (Till wants a bare "OK"). */
  acknowledge: (outcome: string) => Response;
};

/** What an adapter is made for: one dealership's payment account on one site. */
type AdapterInput = { db: Database; websiteId: number; account: PaymentAccount };

/**
 * Everything the server knows of one payment provider, in the provider's own folder
 * (`providers/{name}/`): whether this server can take payments through it (the platform's
 * credentials it needs, from the environment), its adapter for a dealership's account, how its
 * webhooks arrive (null: it sends none to `/api/payments/{name}/webhook`). One row of
 * `PAYMENT_PROVIDERS` each. The origins its payment page needs are on the ground floor
 * (`security/payment-page-origins.ts`), for the request proxy, which loads no adapter.
 */
export type ProviderModule = {
  isOnThisServer: () => boolean;
  adapter: (input: AdapterInput) => PaymentProvider | null;
  webhook: WebhookProtocol | null;
};

/** The webhook reply of a provider that reads JSON back. */
export const jsonAcknowledgement = (outcome: string) =>
  Response.json({ received: true, outcome }, { headers: NO_STORE });
