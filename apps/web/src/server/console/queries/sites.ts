import "server-only";
import type { AuditQuery } from "@forecourt/core/console/audit-query";
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
