import type { CheckoutRules } from "@forecourt/core/stock/eligibility";
import type { Site } from "@forecourt/core/site/site";
import { paymentProvidersOnThisServer } from "./payment-provider-for.ts";

/** The site's settings for the one checkout gate (core `checkoutEligibility`). */
export function checkoutRules(site: Pick<Site, "settings">): CheckoutRules {
  return {
    allowComingSoon: site.settings.stock.allowComingSoonCheckout,
    excludedCarTypes: site.settings.commerce.checkoutExcludedCarTypes,
    paymentProviders: paymentProvidersOnThisServer(),
  };
}
