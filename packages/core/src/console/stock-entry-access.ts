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
