import "server-only";
import type { PaymentAccount } from "@forecourt/db/repositories/reservations/get-payment-account";
import { env } from "../../../env.ts";
import type { ProviderModule } from "../provider-module.ts";
import {
  createStGeorgeProvider,
  type PayWayApi,
  type StGeorgeProvider,
} from "./st-george-provider.ts";

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
 * St.George PayWay: the platform's facility keys and the dealership's merchant id. Its payment
 * page is ours (`/pay/st-george/{reference}`), where PayWay's script puts its card frame; the
 * payment is settled when that page posts the card's token, so no webhook comes.
 */
export const stGeorge = {
  isOnThisServer: () => payWayApi() !== null,
  adapter: ({ account }) => stGeorgeProviderFor(account),
  webhook: null,
} satisfies ProviderModule;
