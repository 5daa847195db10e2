import type { SiteSettings } from "../site/site-settings.ts";

/**
 * The trade-in valuation services a site can subscribe to (spec §1 feature flags autograb and
 * redbook), each answered by its own endpoint in the same shape: the vehicle and a range.
 */
export const VALUATION_ENDPOINTS = {
  autograb: "/api/simple-autograb-lookup",
  redbook: "/api/redbook-valuation",
} as const;

export type ValuationService = keyof typeof VALUATION_ENDPOINTS;

/** The service that values a site's trade-ins: AutoGrab where it is on, else Redbook, else none. */
export function valuationServiceOf(
  features: Pick<SiteSettings["features"], ValuationService>,
): ValuationService | null {
  if (features.autograb) return "autograb";
  if (features.redbook) return "redbook";
  return null;
}

/** Where a site's trade-in forms ask for a valuation; null: they look the plate up only. */
export function valuationEndpointOf(
  features: Pick<SiteSettings["features"], ValuationService>,
): string | null {
  const service = valuationServiceOf(features);
  return service ? VALUATION_ENDPOINTS[service] : null;
}
