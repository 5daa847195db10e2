import { and, eq, inArray, or, sql, type Column, type SQL } from "drizzle-orm";
import type { AccessScope } from "@forecourt/core/console/staff-access";

type ScopedColumns = { websiteId: Column; dealershipId?: Column; locationId?: Column };

/**
 * The rows a scope covers, as a condition: no condition for every site, otherwise each grant's
 * site narrowed to its dealership or location. No grant matches nothing.
 */
export function inScope(scope: AccessScope, columns: ScopedColumns): SQL | undefined {
  if (scope.kind === "all") return undefined;
  const parts = scope.grants.map((grant) =>
    and(
      eq(columns.websiteId, grant.websiteId),
      grant.dealershipId === null
        ? undefined
        : columns.dealershipId
          ? eq(columns.dealershipId, grant.dealershipId)
          : sql`false`,
      grant.locationId === null
        ? undefined
        : columns.locationId
          ? eq(columns.locationId, grant.locationId)
          : sql`false`,
    ),
  );
  return parts.length === 0 ? sql`false` : or(...parts);
}

/**
 * The columns that place a row for staff access (its site, dealership and location: core's
 * `AccessTarget`), to select with the rest of it.
 */
export function placeColumns<T extends Required<ScopedColumns>>(
  table: T,
): Pick<T, "websiteId" | "dealershipId" | "locationId"> {
  return {
    websiteId: table.websiteId,
    dealershipId: table.dealershipId,
    locationId: table.locationId,
  };
}

/** The rows of whole sites, for lists narrowed grants do not reach (users, the audit log). */
export function inSites(sites: "all" | readonly number[], websiteId: Column): SQL | undefined {
  if (sites === "all") return undefined;
  return sites.length === 0 ? sql`false` : inArray(websiteId, [...sites]);
}
