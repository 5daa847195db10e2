import { and, asc, eq, gte, isNull, lt, or, sql } from "drizzle-orm";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import { MAX_RESPONSE_TARGET_MINUTES } from "@forecourt/core/leads/lead-response";
import { INITIAL_LEAD_STATUS } from "@forecourt/core/leads/lead-statuses";
import type { OutboxPayload } from "@forecourt/core/outbox/outbox-payload";
import type { Database } from "../../client.ts";
import { leads, outbox, staffGrants, staffUsers, websites } from "../../schema.ts";
import { siteTargetMinutes as targetMinutes } from "./overdue-condition.ts";

export const LEAD_OVERDUE_OUTBOX_KIND = "console.lead-overdue";

/**
 * How far back the watch looks: a lead older than the longest target and this margin was
 * either mailed already or made before the watch existed (no flood of old leads on upgrade).
 */
const LOOK_BACK_MS = MAX_RESPONSE_TARGET_MINUTES * 60_000 + 24 * 60 * 60_000;
/** At most this many leads are queued per run; the next run takes the rest. */
const BATCH = 100;

/**
 * Queues one mail per new lead that has waited past its site's response target unanswered
 * (core `decideOverdue` says the same per lead): to its assignee, or while nobody has it to the
 * site's admins who cover it. Each lead is queued once: its `overdue_notified_at` is set in the
 * transaction that queues the mail, and the outbox's (kind, aggregate) key holds even so. A
 * lead nobody could be mailed about is marked all the same. Returns how many leads were marked.
 */
export async function queueOverdueLeadMail(
  db: Database,
  { now, consoleOrigin }: { now: Date; consoleOrigin: string },
): Promise<number> {
  const due = await db
    .select({
      id: leads.id,
      websiteId: leads.websiteId,
      dealershipId: leads.dealershipId,
      locationId: leads.locationId,
      category: leads.category,
      name: leads.name,
      firstName: leads.firstName,
      lastName: leads.lastName,
      siteName: websites.name,
      targetMinutes: sql<number>`${targetMinutes}::int`,
      assigneeEmail: staffUsers.email,
    })
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(
      and(
        eq(leads.status, INITIAL_LEAD_STATUS),
        eq(leads.isFormCompleted, true),
        isNull(leads.firstRespondedAt),
        isNull(leads.overdueNotifiedAt),
        isNull(websites.archivedAt),
        gte(leads.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
        lt(
          leads.createdAt,
          sql`${now.toISOString()}::timestamptz - (${targetMinutes} * interval '1 minute')`,
        ),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(BATCH);
  for (const lead of due) {
    const to = lead.assigneeEmail ? [lead.assigneeEmail] : await adminsOf(db, lead);
    await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(leads)
        .set({ overdueNotifiedAt: now })
        .where(and(eq(leads.id, lead.id), isNull(leads.overdueNotifiedAt)))
        .returning({ id: leads.id });
      if (!marked || to.length === 0) return;
      const payload: OutboxPayload<typeof LEAD_OVERDUE_OUTBOX_KIND> = {
        to: to.join(", "),
        siteName: lead.siteName,
        leadName:
          lead.name ?? ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || "A shopper"),
        category: lead.category,
        targetMinutes: lead.targetMinutes,
        leadUrl: new URL(`${CONSOLE_LEADS_PATH}/${lead.id}`, consoleOrigin).toString(),
      };
      await tx
        .insert(outbox)
        .values({
          websiteId: lead.websiteId,
          kind: LEAD_OVERDUE_OUTBOX_KIND,
          aggregateId: lead.id,
          payload,
        })
        .onConflictDoNothing();
    });
  }
  return due.length;
}

/** The site's dealer admins whose grant covers the lead's dealership and location. */
async function adminsOf(
  db: Database,
  lead: { websiteId: number; dealershipId: number | null; locationId: number | null },
): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffGrants)
    .innerJoin(staffUsers, eq(staffUsers.id, staffGrants.staffUserId))
    .where(
      and(
        eq(staffGrants.websiteId, lead.websiteId),
        eq(staffGrants.role, "dealer-admin"),
        lead.dealershipId === null
          ? isNull(staffGrants.dealershipId)
          : or(isNull(staffGrants.dealershipId), eq(staffGrants.dealershipId, lead.dealershipId)),
        lead.locationId === null
          ? isNull(staffGrants.locationId)
          : or(isNull(staffGrants.locationId), eq(staffGrants.locationId, lead.locationId)),
      ),
    )
    .orderBy(asc(staffUsers.email));
  return rows.map((row) => row.email);
}
