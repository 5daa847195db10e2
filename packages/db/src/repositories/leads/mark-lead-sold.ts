import { and, eq, ne } from "drizzle-orm";
import type { LeadSaleRefusal } from "@forecourt/core/leads/lead-sale";
import type { Database } from "../../client.ts";
import { cars, leads } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { staffChangedBy } from "./change-lead-status-as-staff.ts";
import { setLeadStatus, type SetLeadStatusResult } from "./set-lead-status.ts";
import { lockLeadForChange, type StaffLeadAccess } from "./staff-lead-access.ts";

export type MarkLeadSoldResult =
  | { ok: true; carId: number | null; wasSold: boolean }
  | { ok: false; reason: LeadSaleRefusal }
  | Extract<SetLeadStatusResult, { ok: false; reason: "not-allowed" | "unknown-status" }>
  | Extract<StaffLeadAccess, { ok: false }>
  | { ok: false; reason: "not-found" };

/**
 * A console user records a sale: the lead becomes sold by the platform API's status rule (a
 * lead already sold stays so, and can have its car named or changed: a car sold at the yard
 * linked to the lead afterwards), and the car it bought is linked: the car with `stockNumber`
 * on the lead's site, or with none given the car the lead was about. A car is sold to one lead
 * at most. One transaction, audited; nothing is stored when refused.
 */
export async function markLeadSold(
  db: Database,
  input: { actor: StaffMember; leadId: string; stockNumber: string; now: Date },
): Promise<MarkLeadSoldResult> {
  return db.transaction(async (tx) => {
    const access = await lockLeadForChange(tx, input);
    if (!access.ok) return access;
    const { websiteId } = access.lead;
    const [lead] = await tx
      .select({ status: leads.status, carId: leads.carId, soldCarId: leads.soldCarId })
      .from(leads)
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, websiteId)));
    if (!lead) return { ok: false, reason: "not-found" } as const;

    let carId: number | null = lead.carId;
    if (input.stockNumber !== "") {
      const [car] = await tx
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.websiteId, websiteId), eq(cars.stockNumber, input.stockNumber)))
        .limit(1);
      if (!car) return { ok: false, reason: "unknown-car" } as const;
      carId = car.id;
    }
    if (carId !== null) {
      // The car's row locked: two leads sold the same car at once are decided one by one.
      await tx
        .select({ id: cars.id })
        .from(cars)
        .where(and(eq(cars.id, carId), eq(cars.websiteId, websiteId)))
        .for("update");
      const [other] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(
          and(
            eq(leads.websiteId, websiteId),
            eq(leads.soldCarId, carId),
            ne(leads.id, input.leadId),
          ),
        )
        .limit(1);
      if (other) return { ok: false, reason: "car-sold-to-another-lead" } as const;
    }

    const wasSold = lead.status === "sold";
    if (!wasSold) {
      const status = await setLeadStatus(tx, {
        websiteId,
        leadId: input.leadId,
        status: "sold",
        changedBy: staffChangedBy(input.actor),
        now: input.now,
      });
      if (!status.ok) return status;
    }
    await tx
      .update(leads)
      .set({
        soldCarId: carId,
        ...(wasSold ? {} : { soldAt: input.now }),
        updatedAt: input.now,
      })
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, websiteId)));
    await appendAuditEntry(tx, {
      actor: input.actor,
      websiteId,
      action: "lead.sold",
      subject: `lead:${input.leadId}`,
      before: { status: lead.status, soldCarId: lead.soldCarId },
      after: { status: "sold", soldCarId: carId },
      now: input.now,
    });
    return { ok: true, carId, wasSold };
  });
}
