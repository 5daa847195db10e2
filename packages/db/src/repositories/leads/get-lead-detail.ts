import { and, asc, eq } from "drizzle-orm";
import type { LeadDetail } from "@forecourt/core/leads/lead-record";
import type { Database } from "../../client.ts";
import { leads, leadStatusChanges } from "../../schema.ts";
import { getLead } from "./get-lead.ts";

/**
 * A lead of this site with its deliveries, its files' metadata (no bytes) and its status
 * history, oldest change first; null for another site's lead or none.
 */
export async function getLeadDetail(
  db: Database,
  websiteId: number,
  leadId: string,
): Promise<LeadDetail | null> {
  const lead = await getLead(db, websiteId, leadId);
  if (!lead) return null;
  const [[status], history] = await Promise.all([
    db
      .select({ status: leads.status, statusChangedAt: leads.statusChangedAt })
      .from(leads)
      .where(and(eq(leads.id, leadId), eq(leads.websiteId, websiteId))),
    db
      .select({
        fromStatus: leadStatusChanges.fromStatus,
        toStatus: leadStatusChanges.toStatus,
        changedBy: leadStatusChanges.changedBy,
        note: leadStatusChanges.note,
        createdAt: leadStatusChanges.createdAt,
      })
      .from(leadStatusChanges)
      .where(and(eq(leadStatusChanges.leadId, leadId), eq(leadStatusChanges.websiteId, websiteId)))
      .orderBy(asc(leadStatusChanges.createdAt), asc(leadStatusChanges.id)),
  ]);
  if (!status) return null;
  return { ...lead, ...status, statusHistory: history };
}
