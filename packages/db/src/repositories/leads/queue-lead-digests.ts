import {
  and,
  asc,
  between,
  eq,
  gte,
  inArray,
  is,
  isNull,
  lte,
  sql,
  TransactionRollbackError,
} from "drizzle-orm";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import {
  CLOSED_LEAD_STATUSES,
  MAX_RESPONSE_TARGET_MINUTES,
} from "@forecourt/core/leads/lead-response";
import type { OutboxPayload } from "@forecourt/core/outbox/outbox-payload";
import type { Database } from "../../client.ts";
import { leadReminders, leads, outbox, staffUsers, websites } from "../../schema.ts";
import { overdueCondition, siteTargetMinutes } from "./overdue-condition.ts";
import { queueLeadPush } from "./queue-lead-push.ts";
import { staffCoveringLead } from "./staff-covering-lead.ts";
import { placeColumns } from "../staff/site-scope.ts";

export const LEAD_DIGEST_OUTBOX_KIND = "console.lead-digest";

type DigestItem = OutboxPayload<typeof LEAD_DIGEST_OUTBOX_KIND>["items"][number];

/**
 * How far back the watch looks: a lead older than the longest target and this margin was
 * either mailed already or made before the watch existed (no flood of old leads on upgrade).
 */
const LOOK_BACK_MS = MAX_RESPONSE_TARGET_MINUTES * 60_000 + 24 * 60 * 60_000;
/** At most this many leads and this many reminders are taken per run; the next run takes the rest. */
const BATCH = 200;

const leadName = (lead: {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}) => lead.name ?? ([lead.firstName, lead.lastName].filter(Boolean).join(" ") || "A shopper");

/**
 * One run of the watch: every finished lead that has waited past its site's response target
 * with nobody contacting the shopper (core `decideOverdue` says the same per lead), and every
 * follow-up reminder that came due, gathered into one digest mail per person: a lead to its
 * assignee (the site's admins who cover it while nobody has it), a reminder to its assignee
 * (else the lead's). Each lead and reminder is told once: it is marked in the transaction that
 * queues the digests; one nobody could be told about is marked all the same. Returns how many
 * leads and reminders were marked.
 */
export async function queueLeadDigests(
  db: Database,
  { now, consoleOrigin }: { now: Date; consoleOrigin: string },
): Promise<number> {
  const [overdue, reminders] = await Promise.all([
    listOverdueLeads(db, now),
    listDueReminders(db, now),
  ]);
  if (overdue.length === 0 && reminders.length === 0) return 0;
  const digests = await gatherDigests(db, { overdue, reminders, consoleOrigin });
  await markAndQueue(db, { overdue, reminders, digests, now });
  return overdue.length + reminders.length;
}

type OverdueLead = Awaited<ReturnType<typeof listOverdueLeads>>[number];
type DueReminder = Awaited<ReturnType<typeof listDueReminders>>[number];

/** Each person's digest items: a lead to its assignee (else its admins), a reminder likewise. */
async function gatherDigests(
  db: Database,
  {
    overdue,
    reminders,
    consoleOrigin,
  }: { overdue: OverdueLead[]; reminders: DueReminder[]; consoleOrigin: string },
): Promise<Map<string, DigestItem[]>> {
  const leadUrl = (id: string) => new URL(`${CONSOLE_LEADS_PATH}/${id}`, consoleOrigin).toString();
  const digests = new Map<string, DigestItem[]>();
  const add = (to: string[], item: DigestItem) => {
    for (const address of to) digests.set(address, [...(digests.get(address) ?? []), item]);
  };
  for (const lead of overdue) {
    add(lead.assigneeEmail ? [lead.assigneeEmail] : await adminsOf(db, lead), {
      kind: "overdue",
      siteName: lead.siteName,
      leadName: leadName(lead),
      category: lead.category,
      targetMinutes: lead.targetMinutes,
      leadUrl: leadUrl(lead.id),
    });
  }
  for (const reminder of reminders) {
    const assignee = reminder.reminderAssignee ?? reminder.leadAssignee;
    add(assignee ? [assignee] : await adminsOf(db, reminder), {
      kind: "reminder",
      siteName: reminder.siteName,
      leadName: leadName(reminder),
      note: reminder.note,
      dueAt: reminder.dueAt.toISOString(),
      leadUrl: leadUrl(reminder.leadId),
    });
  }
  return digests;
}

/**
 * Marks the leads and reminders told of and queues the digests and reminder pushes, in one
 * transaction; where another run marked part of the batch first, nothing (that run has it).
 */
async function markAndQueue(
  db: Database,
  {
    overdue,
    reminders,
    digests,
    now,
  }: {
    overdue: OverdueLead[];
    reminders: DueReminder[];
    digests: Map<string, DigestItem[]>;
    now: Date;
  },
): Promise<void> {
  await db
    .transaction(async (tx) => {
      // Marked only where still unmarked: a second watch running at once queues nothing twice.
      const markedLeads = await markLeads(tx, overdue, now);
      const markedReminders = await markReminders(tx, reminders, now);
      if (markedLeads < overdue.length || markedReminders < reminders.length) {
        // Another run took part of this batch: leave it all to that run and the next.
        tx.rollback();
      }
      // The same people's devices that want reminders (the lead's staff while nobody has it).
      for (const reminder of reminders) {
        await queueLeadPush(tx, {
          leadId: reminder.leadId,
          event: "reminder-due",
          occasion: `reminder-due:${reminder.id}`,
          ...(reminder.assigneeId ? { people: [reminder.assigneeId] } : {}),
        });
      }
      for (const [to, items] of digests) {
        await tx
          .insert(outbox)
          .values({
            websiteId: null,
            kind: LEAD_DIGEST_OUTBOX_KIND,
            // One digest per person per run.
            aggregateId: `${to}@${now.toISOString()}`,
            payload: { to, items } satisfies OutboxPayload<typeof LEAD_DIGEST_OUTBOX_KIND>,
          })
          .onConflictDoNothing();
      }
    })
    .catch((error: unknown) => {
      // `is`, not instanceof: a bundle may hold two copies of drizzle-orm (the server build does).
      if (!is(error, TransactionRollbackError)) throw error;
    });
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The leads marked told of (those still unmarked): how many. */
async function markLeads(tx: Transaction, overdue: OverdueLead[], now: Date): Promise<number> {
  if (overdue.length === 0) return 0;
  const marked = await tx
    .update(leads)
    .set({ overdueNotifiedAt: now })
    .where(
      and(
        inArray(
          leads.id,
          overdue.map((lead) => lead.id),
        ),
        isNull(leads.overdueNotifiedAt),
      ),
    )
    .returning({ id: leads.id });
  return marked.length;
}

/** The reminders marked told of (those still unmarked): how many. */
async function markReminders(
  tx: Transaction,
  reminders: DueReminder[],
  now: Date,
): Promise<number> {
  if (reminders.length === 0) return 0;
  const marked = await tx
    .update(leadReminders)
    .set({ notifiedAt: now })
    .where(
      and(
        inArray(
          leadReminders.id,
          reminders.map((reminder) => reminder.id),
        ),
        isNull(leadReminders.notifiedAt),
      ),
    )
    .returning({ id: leadReminders.id });
  return marked.length;
}

/** The partial index's condition, as written there (literals, so the planner can match it). */
const OVERDUE_WATCH = sql`${leads.firstContactedAt} is null and ${leads.overdueNotifiedAt} is null
  and ${leads.isFormCompleted} and ${leads.status} not in (${sql.raw(
    CLOSED_LEAD_STATUSES.map((status) => `'${status}'`).join(", "),
  )})`;

/** The finished leads past their site's response target that nobody has been told of, oldest first. */
function listOverdueLeads(db: Database, now: Date) {
  return db
    .select({
      id: leads.id,
      ...placeColumns(leads),
      category: leads.category,
      name: leads.name,
      firstName: leads.firstName,
      lastName: leads.lastName,
      siteName: websites.name,
      targetMinutes: sql<number>`${siteTargetMinutes}::int`,
      assigneeEmail: staffUsers.email,
    })
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(
      and(
        // The watch's index (leads_overdue_watch): the open leads come due since the look-back.
        OVERDUE_WATCH,
        between(leads.respondBy, new Date(now.getTime() - LOOK_BACK_MS), now),
        overdueCondition(now),
        isNull(websites.archivedAt),
        gte(leads.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
      ),
    )
    .orderBy(asc(leads.createdAt))
    .limit(BATCH);
}

/** The follow-up reminders come due that nobody has been told of, the earliest first. */
function listDueReminders(db: Database, now: Date) {
  return db
    .select({
      id: leadReminders.id,
      leadId: leads.id,
      ...placeColumns(leads),
      name: leads.name,
      firstName: leads.firstName,
      lastName: leads.lastName,
      siteName: websites.name,
      note: leadReminders.note,
      dueAt: leadReminders.dueAt,
      reminderAssignee: sql<string | null>`(select ${staffUsers.email} from ${staffUsers}
        where ${staffUsers.id} = ${leadReminders.assignedStaffUserId})`,
      leadAssignee: sql<string | null>`(select ${staffUsers.email} from ${staffUsers}
        where ${staffUsers.id} = ${leads.assignedStaffUserId})`,
      assigneeId: sql<
        string | null
      >`coalesce(${leadReminders.assignedStaffUserId}, ${leads.assignedStaffUserId})`,
    })
    .from(leadReminders)
    .innerJoin(leads, eq(leads.id, leadReminders.leadId))
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .where(
      and(
        isNull(leadReminders.notifiedAt),
        isNull(leadReminders.doneAt),
        lte(leadReminders.dueAt, now),
        isNull(websites.archivedAt),
      ),
    )
    .orderBy(asc(leadReminders.dueAt))
    .limit(BATCH);
}

/** The site's dealer admins whose grant covers the lead's dealership and location. */
async function adminsOf(
  db: Database,
  lead: { websiteId: number; dealershipId: number | null; locationId: number | null },
): Promise<string[]> {
  return (await staffCoveringLead(db, lead, "dealer-admin")).map((row) => row.email);
}
