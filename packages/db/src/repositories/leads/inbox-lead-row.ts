import type { InboxLead } from "@forecourt/core/console/inbox-lead";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { cars, leadReads, leads, staffUsers } from "../../schema.ts";
import { toListedLead } from "./listed-lead-row.ts";
import { repliedCondition } from "./replied-condition.ts";

/**
 * The columns an inbox row is read from: the lead, its assignee's address and name (join
 * staff_users), its car's name (join {@link leadCarJoin}), whether `readerId` opened it and
 * whether the shopper's reply waits for an answer.
 */
export function inboxLeadColumns(readerId: string) {
  return {
    row: leads,
    assigneeEmail: staffUsers.email,
    assigneeName: staffUsers.name,
    carName: cars.name,
    isReadByMe: sql<boolean>`exists (select 1 from ${leadReads}
      where ${leadReads.leadId} = ${leads.id} and ${leadReads.staffUserId} = ${readerId})`,
    isReplied: sql<boolean>`${repliedCondition}`,
  };
}

/** The lead's car, on its own site. */
export const leadCarJoin: SQL = and(
  eq(cars.id, leads.carId),
  eq(cars.websiteId, leads.websiteId),
) as SQL;

export function toInboxLead(result: {
  row: typeof leads.$inferSelect;
  assigneeEmail: string | null;
  assigneeName: string | null;
  carName: string | null;
  isReadByMe: boolean;
  isReplied: boolean;
}): InboxLead {
  const { row } = result;
  return {
    ...toListedLead(row),
    assignee:
      row.assignedStaffUserId && result.assigneeEmail
        ? { id: row.assignedStaffUserId, email: result.assigneeEmail, name: result.assigneeName }
        : null,
    firstReadAt: row.firstReadAt,
    isReadByMe: result.isReadByMe,
    carName: result.carName,
    firstRespondedAt: row.firstRespondedAt,
    firstContactedAt: row.firstContactedAt,
    carPrice: row.carPrice,
    isReplied: result.isReplied,
  };
}
