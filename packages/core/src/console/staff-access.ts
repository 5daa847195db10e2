import { roleMay, type ConsoleAction, type GrantRole } from "./staff-roles.ts";

/** One site a staff user works on; a sales grant may be narrowed to a dealership or location. */
export type StaffGrant = {
  websiteId: number;
  role: GrantRole;
  dealershipId: number | null;
  locationId: number | null;
};

/** Everything a permission check needs to know about a staff user. */
export type StaffAccess = { isPlatformOperator: boolean; grants: readonly StaffGrant[] };

/** What is being read or changed: a site, and for a lead its dealership and location. */
export type AccessTarget = {
  websiteId: number;
  dealershipId?: number | null;
  locationId?: number | null;
};

export type AccessDecision =
  | { allowed: true }
  | {
      allowed: false;
      /**
       * other-dealer: no grant on the target's site. not-permitted: the role may not do this.
       * other-dealership / other-location: the grant is narrowed and the target lies outside it.
       */
      reason: "other-dealer" | "not-permitted" | "other-dealership" | "other-location";
    };

export function grantOn(access: StaffAccess, websiteId: number): StaffGrant | null {
  return access.grants.find((grant) => grant.websiteId === websiteId) ?? null;
}

/**
 * Whether a staff user may do this to this target. A narrowed grant covers only targets inside
 * its dealership or location; a site-wide target (the site's users) is outside every narrowing.
 */
export function decideAccess(
  access: StaffAccess,
  action: ConsoleAction,
  target: AccessTarget,
): AccessDecision {
  if (access.isPlatformOperator) return { allowed: true };
  const grant = grantOn(access, target.websiteId);
  if (!grant) return { allowed: false, reason: "other-dealer" };
  if (!roleMay(grant.role, action)) return { allowed: false, reason: "not-permitted" };
  if (grant.dealershipId !== null && grant.dealershipId !== target.dealershipId) {
    return { allowed: false, reason: "other-dealership" };
  }
  if (grant.locationId !== null && grant.locationId !== target.locationId) {
    return { allowed: false, reason: "other-location" };
  }
  return { allowed: true };
}

/**
 * The part of the sites a user may do this on, for a query to filter by: every site, or these
 * sites each with its narrowing (null: the whole site).
 */
export type AccessScope = { kind: "all" } | { kind: "grants"; grants: readonly StaffGrant[] };

export function scopeOf(access: StaffAccess, action: ConsoleAction): AccessScope {
  if (access.isPlatformOperator) return { kind: "all" };
  return { kind: "grants", grants: access.grants.filter((grant) => roleMay(grant.role, action)) };
}

/** The sites whose whole data a user may act on: grants narrowed to a dealership do not count. */
export function wholeSitesOf(access: StaffAccess, action: ConsoleAction): "all" | number[] {
  const scope = scopeOf(access, action);
  if (scope.kind === "all") return "all";
  return scope.grants
    .filter((grant) => grant.dealershipId === null && grant.locationId === null)
    .map((grant) => grant.websiteId);
}

/** Whether the user may do this on at least one whole site (who sees the admin pages). */
export function mayAnywhere(access: StaffAccess, action: ConsoleAction): boolean {
  const sites = wholeSitesOf(access, action);
  return sites === "all" || sites.length > 0;
}

/** Whether the user may do this on some site, narrowed or not (who sees a page's link). */
export function maySomewhere(access: StaffAccess, action: ConsoleAction): boolean {
  const scope = scopeOf(access, action);
  return scope.kind === "all" || scope.grants.length > 0;
}
