import { asc, eq, inArray } from "drizzle-orm";
import type { LeadAssignee } from "@forecourt/core/console/inbox-lead";
import { decideAccess, scopeOf, type StaffGrant } from "@forecourt/core/console/staff-access";
import { isGrantRole } from "@forecourt/core/console/staff-roles";
import type { Database } from "../../client.ts";
import { staffGrants, staffUsers } from "../../schema.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import type { LeadTarget } from "./staff-lead-access.ts";

/** A staff user who works leads on one or more of the actor's sites, with those grants. */
type AssigneeCandidate = LeadAssignee & { grants: StaffGrant[] };

/**
 * The staff (admins and sales) of the sites whose leads the actor may read, by address: whom
 * the inbox can filter by and assign to. Platform operators are not listed (they work no
 * dealer's leads day to day).
 */
export async function listLeadAssignees(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<AssigneeCandidate[]> {
  const scope = scopeOf(actor, "read-leads");
  const sites = scope.kind === "all" ? null : [...new Set(scope.grants.map((g) => g.websiteId))];
  if (sites && sites.length === 0) return [];
  const rows = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      websiteId: staffGrants.websiteId,
      role: staffGrants.role,
      dealershipId: staffGrants.dealershipId,
      locationId: staffGrants.locationId,
    })
    .from(staffGrants)
    .innerJoin(staffUsers, eq(staffUsers.id, staffGrants.staffUserId))
    .where(sites ? inArray(staffGrants.websiteId, sites) : undefined)
    .orderBy(asc(staffUsers.email), asc(staffGrants.websiteId));
  const byId = new Map<string, AssigneeCandidate>();
  for (const row of rows) {
    if (!isGrantRole(row.role)) continue;
    const candidate = byId.get(row.id) ?? {
      id: row.id,
      email: row.email,
      name: row.name,
      grants: [],
    };
    candidate.grants.push({
      websiteId: row.websiteId,
      role: row.role,
      dealershipId: row.dealershipId,
      locationId: row.locationId,
    });
    byId.set(row.id, candidate);
  }
  return [...byId.values()];
}

/** The candidates who may work this lead (the assign form's choices). */
export function assigneesFor(
  candidates: readonly AssigneeCandidate[],
  lead: LeadTarget,
): LeadAssignee[] {
  return candidates
    .filter(
      (candidate) =>
        decideAccess({ isPlatformOperator: false, grants: candidate.grants }, "change-leads", lead)
          .allowed,
    )
    .map(({ id, email, name }) => ({ id, email, name }));
}
