import { and, eq, sql } from "drizzle-orm";
import type { StoredLead } from "@forecourt/core/domain/lead";
import type { Database } from "../../client.ts";
import { leads } from "../../schema.ts";
import { queueLeadDeliveries } from "../outbox/queue-lead-deliveries.ts";
import { leadColumns, toStoredLead, type LeadWrite } from "./lead-write.ts";

type UpdatePartialLeadResult =
  | { kind: "updated"; lead: StoredLead }
  /** Already complete: kept as it was, so a retried final submit changes and queues nothing. */
  | { kind: "already-complete"; lead: StoredLead }
  | { kind: "not-found" };

/**
 * Saves the next step of a multi-step lead. Only a lead of the same site is found. When the
 * update completes the lead, its deliveries are queued in the same transaction.
 */
export async function updatePartialLead(
  db: Database,
  input: { websiteId: number; leadId: string; lead: LeadWrite },
): Promise<UpdatePartialLeadResult> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, input.websiteId)))
      .for("update")
      .limit(1);
    if (!current) return { kind: "not-found" };
    if (current.isFormCompleted) return { kind: "already-complete", lead: toStoredLead(current) };
    const [updated] = await tx
      .update(leads)
      .set({ ...leadColumns(input.lead), updatedAt: sql`now()` })
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, input.websiteId)))
      .returning();
    if (!updated) return { kind: "not-found" };
    if (updated.isFormCompleted) await queueLeadDeliveries(tx, updated);
    return { kind: "updated", lead: toStoredLead(updated) };
  });
}
