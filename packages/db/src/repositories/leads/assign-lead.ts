import { and, eq } from "drizzle-orm";
import { decideAccess } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { leads } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import { getStaffMember, type StaffMember } from "../staff/get-staff-member.ts";
import { queueLeadPush } from "./queue-lead-push.ts";
import { lockLeadForChange, type StaffLeadAccess } from "./staff-lead-access.ts";

type AssignLeadResult =
  | { ok: true; isChanged: boolean }
  | Extract<StaffLeadAccess, { ok: false }>
  /** The chosen user may not work this lead (another site, dealership or location). */
  | { ok: false; reason: "unknown-assignee" };

/**
 * Gives a lead to a staff user who may work it, or to nobody (`staffUserId` null), audited with
 * the assignee before and after. The lead's row is locked for the change; its assignee is
 * re-read under the lock, so the audit's "before" is the one replaced.
 */
export async function assignLead(
  db: Database,
  input: { actor: StaffMember; leadId: string; staffUserId: string | null; now: Date },
): Promise<AssignLeadResult> {
  return db.transaction(async (tx) => {
    const executor = tx;
    const access = await lockLeadForChange(executor, input);
    if (!access.ok) return access;
    if (input.staffUserId !== null) {
      const assignee = await getStaffMember(executor, { id: input.staffUserId });
      if (!assignee || !decideAccess(assignee, "change-leads", access.lead).allowed) {
        return { ok: false, reason: "unknown-assignee" } as const;
      }
    }
    const [current] = await tx
      .select({ assignedStaffUserId: leads.assignedStaffUserId })
      .from(leads)
      .where(eq(leads.id, input.leadId));
    const before = current?.assignedStaffUserId ?? null;
    if (before === input.staffUserId) return { ok: true, isChanged: false } as const;
    await tx
      .update(leads)
      .set({ assignedStaffUserId: input.staffUserId, updatedAt: input.now })
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, access.lead.websiteId)));
    await appendAuditEntry(executor, {
      actor: input.actor,
      websiteId: access.lead.websiteId,
      action: "lead.assigned",
      subject: `lead:${input.leadId}`,
      before: { assignedStaffUserId: before },
      after: { assignedStaffUserId: input.staffUserId },
      now: input.now,
    });
    // The new assignee's devices hear of it, unless they took the lead themselves.
    if (input.staffUserId !== null && input.staffUserId !== input.actor.id) {
      await queueLeadPush(tx, {
        leadId: input.leadId,
        event: "lead-assigned",
        occasion: `lead-assigned:${input.leadId}:${input.now.toISOString()}`,
        people: [input.staffUserId],
      });
    }
    return { ok: true, isChanged: true } as const;
  });
}
