import "server-only";
import { jsonAcknowledgement, type ProviderModule } from "../provider-module.ts";
import { createTestProvider } from "./test-provider.ts";

/** The reference a test-provider webhook names, read before it is verified. */
function testWebhookReference(raw: string): string | null {
  try {
    const event = JSON.parse(raw) as { reference?: unknown };
    return typeof event.reference === "string" ? event.reference : null;
  } catch {
    return null;
  }
}

/**
 * The offline test provider, the demo default: no keys, no network. Its payment page is ours
 * (`/pay/test/{id}`) and needs nothing from elsewhere.
 */
export const test = {
  isOnThisServer: () => true,
  adapter: ({ db, websiteId, account }) =>
    createTestProvider({ db, websiteId, secret: account.webhookSecret ?? account.secretKey }),
  webhook: {
    signatureHeader: "x-forecourt-signature",
    reference: testWebhookReference,
    acknowledge: jsonAcknowledgement,
  },
} satisfies ProviderModule;
