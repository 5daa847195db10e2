import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import { byFastestResponse, type ResponseMedian } from "@forecourt/core/leads/lead-response";
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
 * A lead's response time in ms as core `responseTimeMs` gives it: first contact less creation,
 * never below zero, each time at the millisecond a JavaScript Date holds (the database keeps
 * microseconds).
 */
const RESPONSE_MS = sql`greatest(0, extract(epoch from
  date_trunc('milliseconds', ${leads.firstContactedAt}) - date_trunc('milliseconds', ${leads.createdAt})
) * 1000)::float8`;

/**
 * The median first-response time of the answered leads the user may read that were made since
 * `since`: per salesperson (the lead's assignee) and per site. The database groups them (one row
 * a site and one an assignee), so a month of a large group's leads never leaves it.
 */
export async function getResponseMedians(
  db: Database,
  { actor, since }: { actor: StaffMember; since: Date },
): Promise<ResponseMedians> {
  const groups = await db
    .select({
      isBySite: sql<number>`grouping(${staffUsers.email})`.mapWith(Number),
      websiteId: leads.websiteId,
      assigneeEmail: staffUsers.email,
      medianMs: sql<number>`percentile_cont(0.5) within group (order by ${RESPONSE_MS})`.mapWith(
        Number,
      ),
      answered: sql<number>`count(*)`.mapWith(Number),
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(
      and(
        inScope(scopeOf(actor, "read-leads"), leads),
        gte(leads.createdAt, since),
        isNotNull(leads.firstContactedAt),
      ),
    )
    .groupBy(sql`grouping sets ((${leads.websiteId}), (${staffUsers.email}))`);
  const bySalesperson: ResponseMedian<string>[] = [];
  const bySite: ResponseMedian<number>[] = [];
  for (const { isBySite, websiteId, assigneeEmail, medianMs, answered } of groups) {
    if (isBySite === 1) bySite.push({ key: websiteId, medianMs, answered });
    // Nobody's leads: in their sites' figures only.
    else if (assigneeEmail !== null) bySalesperson.push({ key: assigneeEmail, medianMs, answered });
  }
  return {
    bySalesperson: bySalesperson.sort(byFastestResponse),
    bySite: bySite.sort(byFastestResponse),
  };
}
