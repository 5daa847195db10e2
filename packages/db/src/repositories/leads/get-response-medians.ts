import { and, eq, gte, isNotNull } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import {
  responseMedians,
  responseTimeMs,
  type ResponseMedian,
} from "@forecourt/core/leads/lead-response";
import type { Database } from "../../client.ts";
import { leads, staffUsers } from "../../schema.ts";
import { inScope } from "../staff/site-scope.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";

type ResponseMedians = {
  /** By the assignee's address; leads nobody was assigned are in the site's figure only. */
  bySalesperson: ResponseMedian<string>[];
  bySite: ResponseMedian<number>[];
};

/**
 * The median first-response time of the answered leads the user may read that were made since
 * `since`: per salesperson (the lead's assignee) and per site.
 */
export async function getResponseMedians(
  db: Database,
  { actor, since }: { actor: StaffMember; since: Date },
): Promise<ResponseMedians> {
  const rows = await db
    .select({
      websiteId: leads.websiteId,
      assigneeEmail: staffUsers.email,
      createdAt: leads.createdAt,
      firstContactedAt: leads.firstContactedAt,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(
      and(
        inScope(scopeOf(actor, "read-leads"), leads),
        gte(leads.createdAt, since),
        isNotNull(leads.firstContactedAt),
      ),
    );
  const timed = rows.map((row) => ({ ...row, responseMs: responseTimeMs(row) }));
  return {
    bySalesperson: responseMedians(
      timed.map((row) => ({ key: row.assigneeEmail, responseMs: row.responseMs })),
    ),
    bySite: responseMedians(
      timed.map((row) => ({ key: row.websiteId, responseMs: row.responseMs })),
    ),
  };
}
