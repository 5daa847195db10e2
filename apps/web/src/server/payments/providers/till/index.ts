import "server-only";
import { env } from "../../../env.ts";
import { NO_STORE } from "../../../http/no-store.ts";
import type { ProviderModule } from "../provider-module.ts";
import { createTillProvider, tillWebhookReference, type TillApi } from "./till-provider.ts";

/** The platform's Till API user, when this server has one. */
function tillApi(): TillApi | null {
  const { TILL_API_URL, TILL_API_USERNAME, TILL_API_PASSWORD } = env();
  if (!TILL_API_USERNAME || !TILL_API_PASSWORD) return null;
  return { baseUrl: TILL_API_URL, username: TILL_API_USERNAME, password: TILL_API_PASSWORD };
}

/** Till Payments: the dealership's API key and shared secret, and the platform's API user. */
export const till = {
  isOnThisServer: () => tillApi() !== null,
  adapter: ({ account }) => {
    const api = tillApi();
    return api
      ? createTillProvider({ api, apiKey: account.secretKey, sharedSecret: account.webhookSecret })
      : null;
  },
  webhook: {
    signatureHeader: "x-signature",
    reference: tillWebhookReference,
    acknowledge: () =>
      new Response("OK", { headers: { "content-type": "text/plain", ...NO_STORE } }),
  },
} satisfies ProviderModule;
