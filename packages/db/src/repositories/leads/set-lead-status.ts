import { and, eq, sql } from "drizzle-orm";
import {
  decideLeadStatusChange,
  type LeadStatusChangeRefusal,
} from "@forecourt/core/leads/lead-statuses";
import type { Executor } from "../../client.ts";
import { leads, leadStatusChanges } from "../../schema.ts";
import { isUuid } from "@forecourt/core/domain/uuid";

type SetLeadStatusInput = {
  websiteId: number;
  leadId: string;
  status: string;
  /** "platform", "api-key:{id}", or a staff user. */
  changedBy: string;
  note?: string | null;
  now?: Date;
};

export type SetLeadStatusResult =
  | { ok: true; isChanged: boolean; from: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: Exclude<LeadStatusChangeRefusal, "unchanged">; from: string };

/**
 * Moves a lead of this site to `status` when the rule allows it (core `decideLeadStatusChange`),
 * recording who and when in the same transaction. The lead's row is locked first, so two
 * changes at once are decided one after the other, each from the status the other left. The
 * status it already has changes nothing and records nothing. The first change is the lead's
 * first response (`firstRespondedAt`), whoever makes it (an API client or a console user).
 * Moving to sold makes the lead a sale (`soldAt`, by whom); moving off sold undoes it, its car
 * unlinked.
 */
export async function setLeadStatus(
  db: Executor,
  input: SetLeadStatusInput,
): Promise<SetLeadStatusResult> {
  if (!isUuid(input.leadId)) return { ok: false, reason: "not-found" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, input.websiteId)))
      .for("update");
    if (!row) return { ok: false, reason: "not-found" } as const;
    const decision = decideLeadStatusChange(row.status, input.status);
    if (!decision.isAllowed) {
      if (decision.reason === "unchanged") return { ok: true, isChanged: false, from: row.status };
      return { ok: false, reason: decision.reason, from: row.status };
    }
    const now = input.now ?? new Date();
    await tx
      .update(leads)
      .set({
        status: decision.to,
        statusChangedAt: now,
        // The first move on from new is the dealer's first answer (the lead's response time).
        firstRespondedAt: sql`coalesce(${leads.firstRespondedAt}, ${now.toISOString()}::timestamptz)`,
        // A sold lead is a sale from now (Insight's sales); a sale that falls through is none.
        ...(decision.to === "sold"
          ? { soldAt: now, soldBy: input.changedBy }
          : row.status === "sold"
            ? { soldAt: null, soldBy: null, soldCarId: null }
            : {}),
        updatedAt: now,
      })
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, input.websiteId)));
    await tx.insert(leadStatusChanges).values({
      websiteId: input.websiteId,
      leadId: input.leadId,
      fromStatus: row.status,
      toStatus: decision.to,
      changedBy: input.changedBy,
      note: input.note ?? null,
      createdAt: now,
    });
    return { ok: true, isChanged: true, from: row.status };
  });
}
