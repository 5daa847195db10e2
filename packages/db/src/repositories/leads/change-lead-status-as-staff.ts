import type { Database } from "../../client.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { setLeadStatus, type SetLeadStatusResult } from "./set-lead-status.ts";
import { lockLeadForChange, type StaffLeadAccess } from "./staff-lead-access.ts";

type ChangeLeadStatusAsStaffResult =
  | Exclude<SetLeadStatusResult, { ok: false; reason: "not-found" }>
  | Extract<StaffLeadAccess, { ok: false }>;

/**
 * A console user moves a lead on: the platform API's status change (`setLeadStatus`, its rule
 * and history), recorded under "staff:{email}" and in the audit log with the status before and
 * after, all in one transaction once the user's access to the lead is checked.
 */
export async function changeLeadStatusAsStaff(
  db: Database,
  input: { actor: StaffMember; leadId: string; status: string; note: string | null; now: Date },
): Promise<ChangeLeadStatusAsStaffResult> {
  return db.transaction(async (tx) => {
    const executor = tx;
    const access = await lockLeadForChange(executor, input);
    if (!access.ok) return access;
    const result = await setLeadStatus(executor, {
      websiteId: access.lead.websiteId,
      leadId: input.leadId,
      status: input.status,
      changedBy: staffChangedBy(input.actor),
      note: input.note,
      now: input.now,
    });
    if (!result.ok && result.reason === "not-found") return result;
    if (result.ok && result.isChanged) {
      await appendAuditEntry(executor, {
        actor: input.actor,
        websiteId: access.lead.websiteId,
        action: "lead.status-changed",
        subject: `lead:${input.leadId}`,
        before: { status: result.from },
        after: { status: input.status, ...(input.note ? { note: input.note } : {}) },
        now: input.now,
      });
    }
    return result;
  });
}

/** How a console user's change is named in a lead's status history. */
export function staffChangedBy(actor: Pick<StaffMember, "email">): string {
  return `staff:${actor.email}`;
}
