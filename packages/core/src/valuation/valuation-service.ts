import type { FeatureSettings } from "./valuation-settings.ts";

/**
 * The trade-in valuation services a site can subscribe to (spec §1 feature flags autograb and
 * redbook), each answered by its own endpoint in the same shape: the vehicle and a range.
 */
export const VALUATION_ENDPOINTS = {
  autograb: "/api/simple-autograb-lookup",
  redbook: "/api/redbook-valuation",
} as const;

export type ValuationService = keyof typeof VALUATION_ENDPOINTS;

/** The settings that choose a site's valuation service. */
export type ValuationSettings = {
  features: Pick<FeatureSettings, ValuationService>;
  commerce: { valuationService?: ValuationService | undefined };
};

/**
 * The service that values a site's trade-ins: the one `commerce.valuationService` names where
 * the site subscribes to it, else AutoGrab where it is on, else Redbook, else none.
 */
export function valuationServiceOf(settings: ValuationSettings): ValuationService | null {
  const preferred = settings.commerce.valuationService;
  if (preferred && settings.features[preferred]) return preferred;
  if (settings.features.autograb) return "autograb";
  if (settings.features.redbook) return "redbook";
  return null;
}

/** Where a site's trade-in forms ask for a valuation; null: they look the plate up only. */
export function valuationEndpointOf(settings: ValuationSettings): string | null {
  const service = valuationServiceOf(settings);
  return service ? VALUATION_ENDPOINTS[service] : null;
}
