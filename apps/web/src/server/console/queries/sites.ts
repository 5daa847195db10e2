import "server-only";
import type { AuditQuery } from "@forecourt/core/console/audit-query";
import { searchSites } from "@forecourt/db/repositories/sites/search-sites";
import { listAuditEntries } from "@forecourt/db/repositories/staff/list-audit-entries";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listManageableSites } from "@forecourt/db/repositories/staff/list-manageable-sites";
import { listPendingInvitations } from "@forecourt/db/repositories/staff/pending-invitations";
import { listStaffGrants } from "@forecourt/db/repositories/staff/list-staff-grants";
import { listVisibleSites } from "@forecourt/db/repositories/staff/list-visible-sites";
import { db } from "../../db.ts";

/** The console's home: the sites the user can see. */
export async function visibleSitesOf(staff: StaffMember) {
  return listVisibleSites(await db(), { actor: staff });
}

/**
 * The audit log: the newest `limit` changes on the admin's sites that the filter lets through,
 * the sites (for the filter) and their names.
 */
export async function auditLogOf(staff: StaffMember, limit: number, filter: AuditQuery) {
  const database = await db();
  const [entries, visible] = await Promise.all([
    listAuditEntries(database, { actor: staff, limit, filter }),
    listVisibleSites(database, { actor: staff }),
  ]);
  return {
    entries,
    sites: visible,
    siteNames: new Map(visible.map((site) => [site.id, site.name])),
  };
}

/**
 * The users page: the sites the admin manages, who has access to them, and who was invited but
 * has not signed in yet.
 */
export async function usersOf(staff: StaffMember) {
  const database = await db();
  const [sites, grants, invitations] = await Promise.all([
    listManageableSites(database, { actor: staff }),
    listStaffGrants(database, { actor: staff }),
    listPendingInvitations(database, { actor: staff }),
  ]);
  return { sites, grants, invitations };
}

/** At most this many sites answer one search of the switcher. */
export const SITE_SEARCH_LIMIT = 50;

/**
 * The operator's site switcher: every live site whose name, slug or domain contains the words
 * typed (null for anyone else, who sees only their own few sites on the console's home).
 */
export async function switchableSitesOf(staff: StaffMember, query: string) {
  if (!staff.isPlatformOperator) return null;
  if (query.trim() === "") return [];
  return searchSites(await db(), { query, limit: SITE_SEARCH_LIMIT });
}
