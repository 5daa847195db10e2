import type { ThirdPartyOrigins } from "@forecourt/core/security/third-party-origins";
import { ST_GEORGE_PAYMENT_PAGE } from "./st-george-provider.ts";

/** The platform's St George payment pages, one a reservation (`/pay/st-george/{reference}`). */
export const ST_GEORGE_PAGE_PREFIX = `${ST_GEORGE_PAYMENT_PAGE}/`;

/**
 * A page's third-party origins with PayWay's added on our St George payment page, where its
 * script puts its card frame; on no other page, and only where the server has PayWay's keys
 * (`payWayOrigin` null otherwise).
 */
export function withPaymentPageOrigins(
  origins: ThirdPartyOrigins,
  pathname: string,
  payWayOrigin: string | null,
): ThirdPartyOrigins {
  if (!payWayOrigin || !pathname.startsWith(ST_GEORGE_PAGE_PREFIX)) return origins;
  return {
    ...origins,
    script: [...origins.script, payWayOrigin],
    frame: [...origins.frame, payWayOrigin],
  };
}
