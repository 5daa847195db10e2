import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { LeadMessageKind } from "@forecourt/core/leads/lead-conversation";
import type { OutboxEntry } from "@forecourt/core/outbox/outbox-payload";
import type { Database, Executor } from "../../client.ts";
import {
  leadMessages,
  leadReads,
  leadReminders,
  leads,
  outbox,
  staffUsers,
  websites,
} from "../../schema.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { queueReplyNotices } from "./queue-reply-notices.ts";
import { lockLeadForChange, type StaffLeadAccess } from "./staff-lead-access.ts";

/** One entry of a lead's conversation as the lead page shows it. */
type LeadMessage = {
  id: string;
  kind: LeadMessageKind;
  direction: "out" | "in" | null;
  /** Who wrote, called or noted it; null for the shopper's. */
  staffName: string | null;
  address: string | null;
  subject: string | null;
  body: string;
  outcome: string | null;
  createdAt: Date;
  /** An outbound email or text: pending, held, delivered or failed (its outbox row). */
  delivery: string | null;
};

type LeadReminder = {
  id: string;
  dueAt: Date;
  note: string;
  assignee: { id: string; name: string | null; email: string } | null;
  doneAt: Date | null;
};

/** Stamps the lead's first contact with the shopper, once (its response time). */
async function markContacted(db: Executor, leadId: string, now: Date) {
  await db
    .update(leads)
    .set({
      firstContactedAt: sql`coalesce(${leads.firstContactedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(leads.id, leadId));
}

export type StaffMessageInput = {
  actor: StaffMember;
  leadId: string;
  /** The form's one-time key: a repeat of it stores nothing more. */
  clientKey: string;
  kind: LeadMessageKind;
  direction: "out" | null;
  address?: string | null;
  subject?: string | null;
  body: string;
  outcome?: string | null;
  /** Whether it counts as contact with the shopper (an email, a text, a call that reached them). */
  isContact: boolean;
  /** What to deliver, queued in the same transaction (its aggregate is the message's id). */
  delivery?: OutboxEntry | null;
  now: Date;
};

type StaffMessageResult =
  { ok: true; messageId: string; isRepeat: boolean } | Extract<StaffLeadAccess, { ok: false }>;

/**
 * A salesperson's email, text, call or note on a lead they may change, in one transaction: the
 * message, its delivery in the outbox (exactly once: the form's key and the outbox's
 * (kind, aggregate) key both hold), and the lead's first contact when it is one.
 */
export async function addStaffMessage(
  db: Database,
  input: StaffMessageInput,
): Promise<StaffMessageResult> {
  return db.transaction(async (tx) => {
    const access = await lockLeadForChange(tx, input);
    if (!access.ok) return access;
    const [repeat] = await tx
      .select({ id: leadMessages.id })
      .from(leadMessages)
      .where(
        and(eq(leadMessages.leadId, input.leadId), eq(leadMessages.clientKey, input.clientKey)),
      );
    if (repeat) return { ok: true, messageId: repeat.id, isRepeat: true } as const;
    const [message] = await tx
      .insert(leadMessages)
      .values({
        websiteId: access.lead.websiteId,
        leadId: input.leadId,
        kind: input.kind,
        direction: input.direction,
        staffUserId: input.actor.id,
        address: input.address ?? null,
        subject: input.subject ?? null,
        body: input.body,
        outcome: input.outcome ?? null,
        clientKey: input.clientKey,
        createdAt: input.now,
      })
      .returning({ id: leadMessages.id });
    if (!message) throw new Error("lead message not stored");
    if (input.delivery) {
      await tx.insert(outbox).values({
        websiteId: access.lead.websiteId,
        kind: input.delivery.kind,
        aggregateId: message.id,
        payload: input.delivery.payload,
      });
    }
    if (input.isContact) await markContacted(tx, input.leadId, input.now);
    return { ok: true, messageId: message.id, isRepeat: false } as const;
  });
}

/**
 * The shopper's email or text, threaded onto their lead, in one transaction with what a reply
 * owes the dealership: the lead unread again for everyone (its `lead_reads` rows go, and
 * `firstReadAt`), and a mail to whoever should answer it (`queueReplyNotices`). A repeat of the
 * provider's id (a webhook delivered twice) stores and queues nothing more. Answers whether it
 * was new.
 */
export async function addShopperMessage(
  db: Database,
  input: {
    websiteId: number;
    leadId: string;
    kind: "email" | "sms";
    address: string;
    subject?: string | null;
    body: string;
    externalId: string;
    now: Date;
    /** Where the console is, for the link in the mail to staff. */
    consoleOrigin: string;
  },
): Promise<{ isNew: boolean }> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(leadMessages)
      .values({
        websiteId: input.websiteId,
        leadId: input.leadId,
        kind: input.kind,
        direction: "in",
        address: input.address,
        subject: input.subject ?? null,
        body: input.body,
        externalId: input.externalId,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: [leadMessages.websiteId, leadMessages.externalId] })
      .returning({ id: leadMessages.id });
    if (!stored) return { isNew: false };
    // The shopper wrote back: the lead needs reading again, by everyone who had read it.
    await tx
      .update(leads)
      .set({ firstReadAt: null, updatedAt: input.now })
      .where(and(eq(leads.id, input.leadId), eq(leads.websiteId, input.websiteId)));
    await tx.delete(leadReads).where(eq(leadReads.leadId, input.leadId));
    await queueReplyNotices(tx, {
      leadId: input.leadId,
      messageId: stored.id,
      via: input.kind,
      receivedAt: input.now,
      consoleOrigin: input.consoleOrigin,
    });
    return { isNew: true };
  });
}

/** A lead's conversation, oldest first, and its reminders, soonest first. */
export async function listLeadConversation(
  db: Database,
  { websiteId, leadId }: { websiteId: number; leadId: string },
): Promise<{ messages: LeadMessage[]; reminders: LeadReminder[] }> {
  const [messages, reminders] = await Promise.all([
    db
      .select({
        id: leadMessages.id,
        kind: leadMessages.kind,
        direction: leadMessages.direction,
        staffName: sql<string | null>`coalesce(${staffUsers.name}, ${staffUsers.email})`,
        address: leadMessages.address,
        subject: leadMessages.subject,
        body: leadMessages.body,
        outcome: leadMessages.outcome,
        createdAt: leadMessages.createdAt,
        delivery: outbox.status,
      })
      .from(leadMessages)
      .leftJoin(staffUsers, eq(staffUsers.id, leadMessages.staffUserId))
      .leftJoin(
        outbox,
        and(
          sql`${outbox.kind} in ('conversation.email', 'conversation.sms')`,
          eq(outbox.aggregateId, sql`${leadMessages.id}::text`),
        ),
      )
      .where(and(eq(leadMessages.websiteId, websiteId), eq(leadMessages.leadId, leadId)))
      .orderBy(asc(leadMessages.createdAt), asc(leadMessages.id)),
    db
      .select({
        id: leadReminders.id,
        dueAt: leadReminders.dueAt,
        note: leadReminders.note,
        doneAt: leadReminders.doneAt,
        assigneeId: staffUsers.id,
        assigneeName: staffUsers.name,
        assigneeEmail: staffUsers.email,
      })
      .from(leadReminders)
      .leftJoin(staffUsers, eq(staffUsers.id, leadReminders.assignedStaffUserId))
      .where(and(eq(leadReminders.websiteId, websiteId), eq(leadReminders.leadId, leadId)))
      .orderBy(sql`${leadReminders.doneAt} is not null`, asc(leadReminders.dueAt)),
  ]);
  return {
    messages: messages.map((row) => ({
      ...row,
      kind: row.kind as LeadMessageKind,
      direction: row.direction as LeadMessage["direction"],
    })),
    reminders: reminders.map(({ assigneeId, assigneeName, assigneeEmail, ...row }) => ({
      ...row,
      assignee:
        assigneeId && assigneeEmail
          ? { id: assigneeId, name: assigneeName, email: assigneeEmail }
          : null,
    })),
  };
}

type ReminderResult =
  | { ok: true; reminderId: string }
  | Extract<StaffLeadAccess, { ok: false }>
  | { ok: false; reason: "unknown-reminder" };

/** A follow-up on a lead the user may change: due when, for whom (checked by the caller). */
export async function addReminder(
  db: Database,
  input: {
    actor: StaffMember;
    leadId: string;
    dueAt: Date;
    assigneeId: string | null;
    note: string;
    now: Date;
  },
): Promise<ReminderResult> {
  return db.transaction(async (tx) => {
    const access = await lockLeadForChange(tx, input);
    if (!access.ok) return access;
    // The same reminder from the same person again (a form sent twice) adds nothing.
    const [repeat] = await tx
      .select({ id: leadReminders.id })
      .from(leadReminders)
      .where(
        and(
          eq(leadReminders.leadId, input.leadId),
          eq(leadReminders.createdByStaffUserId, input.actor.id),
          eq(leadReminders.dueAt, input.dueAt),
          eq(leadReminders.note, input.note),
        ),
      );
    if (repeat) return { ok: true, reminderId: repeat.id } as const;
    const [row] = await tx
      .insert(leadReminders)
      .values({
        websiteId: access.lead.websiteId,
        leadId: input.leadId,
        assignedStaffUserId: input.assigneeId,
        createdByStaffUserId: input.actor.id,
        dueAt: input.dueAt,
        note: input.note,
        createdAt: input.now,
      })
      .returning({ id: leadReminders.id });
    if (!row) throw new Error("reminder not stored");
    return { ok: true, reminderId: row.id } as const;
  });
}

/** Marks a reminder of a lead the user may change done (once; done again changes nothing). */
export async function completeReminder(
  db: Database,
  input: { actor: StaffMember; leadId: string; reminderId: string; now: Date },
): Promise<ReminderResult> {
  return db.transaction(async (tx) => {
    const access = await lockLeadForChange(tx, input);
    if (!access.ok) return access;
    const [row] = await tx
      .update(leadReminders)
      .set({
        doneAt: sql`coalesce(${leadReminders.doneAt}, ${input.now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(leadReminders.id, input.reminderId), eq(leadReminders.leadId, input.leadId)))
      .returning({ id: leadReminders.id });
    return row
      ? ({ ok: true, reminderId: row.id } as const)
      : ({ ok: false, reason: "unknown-reminder" } as const);
  });
}

/** The lead a reply address names (any site), for threading inbound mail. */
export async function findLeadById(
  db: Database,
  leadId: string,
): Promise<{ id: string; websiteId: number; email: string | null } | null> {
  const [row] = await db
    .select({ id: leads.id, websiteId: leads.websiteId, email: leads.email })
    .from(leads)
    .where(eq(leads.id, leadId));
  return row ?? null;
}

/** The live site whose text-message number (`leads.smsFrom`) is `number`, or null. */
export async function findSiteIdBySmsNumber(db: Database, number: string): Promise<number | null> {
  const [row] = await db
    .select({ id: websites.id })
    .from(websites)
    .where(
      and(
        sql`${websites.settings} -> 'leads' ->> 'smsFrom' = ${number}`,
        isNull(websites.archivedAt),
      ),
    )
    .orderBy(asc(websites.id))
    .limit(1);
  return row?.id ?? null;
}

/** The newest lead on the site whose phone is any of `phones` (as stored: E.164 or national). */
export async function findLeadByPhone(
  db: Database,
  { websiteId, phones }: { websiteId: number; phones: string[] },
): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.websiteId, websiteId), inArray(leads.phone, phones)))
    .orderBy(desc(leads.createdAt))
    .limit(1);
  return row ?? null;
}
