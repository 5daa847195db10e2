import "server-only";
import {
  ONLINE_PAYMENT_PROVIDERS,
  ST_GEORGE_PAYMENT_PAGE,
  type OnlinePaymentProviderName,
} from "@forecourt/core/payments/payment-provider";
import type { ThirdPartyOrigins } from "@forecourt/core/security/third-party-origins";
import { PAYMENT_PROVIDER_CREDENTIALS } from "@forecourt/env/env";
import { env, type Env } from "../env.ts";

type PageOrigins = (origins: ThirdPartyOrigins, pathname: string, config: Env) => ThirdPartyOrigins;

/** A provider whose payment page is the provider's own site: it adds no origin to ours. */
const noPageOrigins: PageOrigins = (origins) => origins;

/** Whether this server has every platform credential the provider needs (none for some). */
function hasCredentials(name: OnlinePaymentProviderName, config: Env): boolean {
  return PAYMENT_PROVIDER_CREDENTIALS[name].every((key) => Boolean(config[key]));
}

/**
 * PayWay's origin on our St George payment page, where its script puts its card frame; on no
 * other page, and only where the server has PayWay's keys.
 */
const stGeorgePageOrigins: PageOrigins = (origins, pathname, config) => {
  if (!pathname.startsWith(`${ST_GEORGE_PAYMENT_PAGE}/`)) return origins;
  if (!hasCredentials("st-george", config)) return origins;
  const payWay = new URL(config.ST_GEORGE_API_URL).origin;
  return { ...origins, script: [...origins.script, payWay], frame: [...origins.frame, payWay] };
};

/**
 * The origins each provider's payment page on a site needs beyond the site's own, one row a
 * provider by core's names (a new provider asks for its row). No adapter and no SDK: the
 * request proxy reads this on every page, so it loads nothing of the payment services.
 */
const PAYMENT_PAGE_ORIGINS = {
  stripe: noPageOrigins,
  test: noPageOrigins,
  till: noPageOrigins,
  "st-george": stGeorgePageOrigins,
} satisfies Record<OnlinePaymentProviderName, PageOrigins>;

/** A page's third-party origins with those each provider's payment page at `pathname` needs. */
export function paymentPageOrigins(
  origins: ThirdPartyOrigins,
  pathname: string,
): ThirdPartyOrigins {
  const config = env();
  return ONLINE_PAYMENT_PROVIDERS.reduce(
    (all, name) => PAYMENT_PAGE_ORIGINS[name](all, pathname, config),
    origins,
  );
}
