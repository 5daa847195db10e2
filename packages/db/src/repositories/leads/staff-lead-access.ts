import { eq } from "drizzle-orm";
import type { ConsoleAction } from "@forecourt/core/console/staff-roles";
import { decideAccess, type AccessDecision } from "@forecourt/core/console/staff-access";
import type { Executor, Tx } from "../../client.ts";
import { leads } from "../../schema.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { isUuid } from "@forecourt/core/domain/uuid";
import { placeColumns } from "../staff/site-scope.ts";

export type LeadTarget = {
  websiteId: number;
  dealershipId: number | null;
  locationId: number | null;
};

export type StaffLeadAccess =
  | { ok: true; lead: LeadTarget }
  /** not-found also answers a lead the user may not see: another dealer's is not told apart. */
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: Extract<AccessDecision, { allowed: false }>["reason"] };

/**
 * Which site, dealership and location a lead belongs to, and whether this staff user may do
 * this to it. Reading a lead the user cannot read is "not-found"; with `lock`, the lead's row
 * stays locked for the caller's transaction.
 */
export async function staffLeadAccess(
  db: Executor,
  input: { actor: StaffMember; leadId: string; action: ConsoleAction; lock?: boolean },
): Promise<StaffLeadAccess> {
  if (!isUuid(input.leadId)) return { ok: false, reason: "not-found" };
  const select = db.select(placeColumns(leads)).from(leads).where(eq(leads.id, input.leadId));
  const [lead] = input.lock ? await select.for("update") : await select;
  if (!lead) return { ok: false, reason: "not-found" };
  if (!decideAccess(input.actor, "read-leads", lead).allowed) {
    return { ok: false, reason: "not-found" };
  }
  const decision = decideAccess(input.actor, input.action, lead);
  return decision.allowed ? { ok: true, lead } : { ok: false, reason: decision.reason };
}

/** Whether this staff user may change the lead, its row locked for the caller's transaction. */
export function lockLeadForChange(
  tx: Tx,
  { actor, leadId }: { actor: StaffMember; leadId: string },
): Promise<StaffLeadAccess> {
  return staffLeadAccess(tx, { actor, leadId, action: "change-leads", lock: true });
}
