import type { InboxLead } from "@forecourt/core/console/inbox-lead";
import { leads, staffUsers } from "../../schema.ts";
import { toListedLead } from "./listed-lead-row.ts";

/** The columns an inbox row is read from: the lead and its assignee's address and name. */
export const inboxLeadColumns = {
  row: leads,
  assigneeEmail: staffUsers.email,
  assigneeName: staffUsers.name,
};

export function toInboxLead(result: {
  row: typeof leads.$inferSelect;
  assigneeEmail: string | null;
  assigneeName: string | null;
}): InboxLead {
  const { row } = result;
  return {
    ...toListedLead(row),
    assignee:
      row.assignedStaffUserId && result.assigneeEmail
        ? { id: row.assignedStaffUserId, email: result.assigneeEmail, name: result.assigneeName }
        : null,
    firstReadAt: row.firstReadAt,
    firstRespondedAt: row.firstRespondedAt,
    firstContactedAt: row.firstContactedAt,
    carPrice: row.carPrice,
  };
}
