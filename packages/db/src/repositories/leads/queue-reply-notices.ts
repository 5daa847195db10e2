import { eq } from "drizzle-orm";
import { CONSOLE_LEADS_PATH } from "@forecourt/core/console/console-paths";
import type { OutboxPayload } from "@forecourt/core/outbox/outbox-payload";
import type { Executor } from "../../client.ts";
import { leads, staffUsers, websites } from "../../schema.ts";
import { queueOutboxRows } from "../outbox/queue-outbox-rows.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { queueLeadPush } from "./queue-lead-push.ts";
import { staffCoveringLead } from "./staff-covering-lead.ts";
import { placeColumns } from "../staff/site-scope.ts";

const LEAD_REPLY_OUTBOX_KIND = "console.lead-reply";

/** The lead, its site and its assignee, as a reply notice names them. */
async function replyLead(tx: Executor, leadId: string) {
  const [lead] = await tx
    .select({
      ...placeColumns(leads),
      firstName: leads.firstName,
      name: leads.name,
      siteName: websites.name,
      timeZone: siteTimeZone,
      assigneeId: staffUsers.id,
      assigneeEmail: staffUsers.email,
    })
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(eq(leads.id, leadId));
  return lead;
}

/** The assignee; else the sales covering the lead; else its dealer admins. */
async function peopleToTell(
  tx: Executor,
  lead: NonNullable<Awaited<ReturnType<typeof replyLead>>>,
) {
  if (lead.assigneeId && lead.assigneeEmail) {
    return [{ id: lead.assigneeId, email: lead.assigneeEmail }];
  }
  const sales = await staffCoveringLead(tx, lead, "sales");
  return sales.length > 0 ? sales : staffCoveringLead(tx, lead, "dealer-admin");
}

/**
 * Who hears of a shopper's reply: the lead's assignee, or while nobody has it the dealership's
 * sales (the site's admins who cover the lead where it has no salesperson). One mail each,
 * queued in the transaction that stores the reply; the outbox's (kind, aggregate) key, the
 * message and the person, keeps it to one per reply and person; each of their devices that wants
 * replies is notified too. Returns how many mails were queued.
 */
export async function queueReplyNotices(
  tx: Executor,
  input: {
    leadId: string;
    messageId: string;
    via: "email" | "sms";
    receivedAt: Date;
    consoleOrigin: string;
  },
): Promise<number> {
  const lead = await replyLead(tx, input.leadId);
  if (!lead) return 0;
  const people = await peopleToTell(tx, lead);
  if (people.length === 0) return 0;
  await queueLeadPush(tx, {
    leadId: input.leadId,
    event: "lead-reply",
    occasion: `lead-reply:${input.messageId}`,
    people: people.map((person) => person.id),
  });
  const payload = {
    siteName: lead.siteName,
    // The first name only: the shopper's other details stay in the console.
    firstName: (lead.firstName ?? lead.name?.split(/\s+/)[0] ?? "").slice(0, 200),
    via: input.via,
    receivedAt: input.receivedAt.toISOString(),
    timeZone: lead.timeZone,
    leadUrl: new URL(`${CONSOLE_LEADS_PATH}/${input.leadId}`, input.consoleOrigin).toString(),
  } satisfies Omit<OutboxPayload<typeof LEAD_REPLY_OUTBOX_KIND>, "to">;
  return queueOutboxRows(
    tx,
    people.map((person) => ({
      websiteId: lead.websiteId,
      kind: LEAD_REPLY_OUTBOX_KIND,
      aggregateId: `${input.messageId}:${person.id}`,
      payload: { to: person.email, ...payload },
    })),
  );
}
