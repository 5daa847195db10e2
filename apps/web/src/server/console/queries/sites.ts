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

/** How many sites a list of the console shows at once (the home's, the audit filter's). */
export const SITE_PAGE_SIZE = 50;

/** The console's home: a page of the sites the user can see, after the site `after`. */
export async function visibleSitePageOf(staff: StaffMember, after: number | null) {
  const sites = await listVisibleSites(await db(), {
    actor: staff,
    after,
    limit: SITE_PAGE_SIZE + 1,
  });
  return {
    sites: sites.slice(0, SITE_PAGE_SIZE),
    nextAfter: sites.length > SITE_PAGE_SIZE ? (sites[SITE_PAGE_SIZE - 1]?.id ?? null) : null,
  };
}

/**
 * The audit log: the `limit` newest changes on the admin's sites that the filter lets through
 * (older than the entry `before`, for a later page), the entry the next page starts before (null
 * on the last) and the sites for the filter (null past SITE_PAGE_SIZE of them: the filter then
 * takes a site's number); each entry names its site.
 */
export async function auditLogOf(
  staff: StaffMember,
  { limit, filter, before }: { limit: number; filter: AuditQuery; before: number | null },
) {
  const database = await db();
  const [found, visible] = await Promise.all([
    listAuditEntries(database, { actor: staff, limit: limit + 1, filter, before }),
    listVisibleSites(database, { actor: staff, limit: SITE_PAGE_SIZE + 1 }),
  ]);
  const entries = found.slice(0, limit);
  return {
    entries,
    olderBefore: found.length > limit ? (entries.at(-1)?.id ?? null) : null,
    sites: visible.length > SITE_PAGE_SIZE ? null : visible,
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
