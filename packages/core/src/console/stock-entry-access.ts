import {
  decideAccess,
  grantOn,
  type AccessDecision,
  type AccessTarget,
  type StaffAccess,
} from "./staff-access.ts";

/**
 * Whether a staff user may add or edit this car in the console: whoever manages the site's stock
 * (a dealer admin, an operator), and sales of the car's dealership (or location, where their
 * grant is narrowed so) on a site whose settings let them (`stock.salesMayListCars`).
 */
export function decideStockEntry(
  access: StaffAccess,
  target: AccessTarget,
  { salesMayListCars }: { salesMayListCars: boolean },
): AccessDecision {
  const decision = decideAccess(access, "manage-stock", target);
  if (decision.allowed || decision.reason !== "not-permitted" || !salesMayListCars) {
    return decision;
  }
  const grant = grantOn(access, target.websiteId);
  if (grant?.role !== "sales") return decision;
  if (grant.dealershipId !== null && grant.dealershipId !== target.dealershipId) {
    return { allowed: false, reason: "other-dealership" };
  }
  if (grant.locationId !== null && grant.locationId !== target.locationId) {
    return { allowed: false, reason: "other-location" };
  }
  return { allowed: true };
}

/** A site's rule for sales and the console's car screens (settings `stock`). */
export type StockEntryRule = { salesMayListCars: boolean; salesMayPublishCars: boolean };

type PublishDecision = { allowed: true } | { allowed: false; reason: PublishRefusal };
type PublishRefusal = Exclude<AccessDecision, { allowed: true }>["reason"] | "drafts-only";

/**
 * Whether the actor may publish a car, or take it back to draft: whoever manages the site's
 * stock, and sales who may list it (`decideStockEntry`) on a site that lets them publish too
 * (`stock.salesMayPublishCars`). Sales on a site that does not save drafts only: "drafts-only".
 */
export function decideCarPublishing(
  access: StaffAccess,
  target: AccessTarget,
  rule: StockEntryRule,
): PublishDecision {
  const managing = decideAccess(access, "manage-stock", target);
  if (managing.allowed) return managing;
  const entry = decideStockEntry(access, target, rule);
  if (!entry.allowed) return entry;
  return rule.salesMayPublishCars ? { allowed: true } : { allowed: false, reason: "drafts-only" };
}

/** What the console says to someone who may list cars but not publish them. */
export const DRAFTS_ONLY_MESSAGE =
  "This site lets sales save cars as drafts; a dealer admin publishes them to the site.";
