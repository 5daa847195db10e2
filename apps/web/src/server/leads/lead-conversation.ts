import "server-only";
import {
  DEFAULT_REPLY_TEMPLATES,
  isContactingCall,
  mergeTemplate,
  mergeValues,
  type CallOutcome,
  type MergeValues,
  type ReplyTemplate,
} from "@forecourt/core/leads/lead-conversation";
import { E164_COUNTRY_OF, toE164Mobile } from "@forecourt/core/validation/phone";
import type { InboxLeadDetail } from "@forecourt/core/console/inbox-lead";
import { dealerMail, type DealerMailSender } from "@forecourt/core/leads/dealer-mail";
import type { Site } from "@forecourt/core/site/site";
import type { Database } from "@forecourt/db/client";
import { getInboxLead } from "@forecourt/db/repositories/leads/get-inbox-lead";
import {
  addReminder,
  addStaffMessage,
  completeReminder,
  listLeadConversation,
  type StaffMessageInput,
} from "@forecourt/db/repositories/leads/lead-conversation";
import {
  assigneesFor,
  listLeadAssignees,
} from "@forecourt/db/repositories/leads/list-lead-assignees";
import { staffLeadAccess } from "@forecourt/db/repositories/leads/staff-lead-access";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { env } from "../env.ts";
import { siteOrigin } from "../site-url.ts";
import { leadReplyAddress } from "./reply-address.ts";

/** Why a conversation write was refused (the lead's access reasons, and the channel's). */
export type ConversationRefusal =
  | "not-found"
  | "other-dealer"
  | "not-permitted"
  | "other-dealership"
  | "other-location"
  | "no-email"
  | "no-sms"
  | "no-mobile"
  | "unknown-assignee"
  | "unknown-reminder"
  | "due-passed";

export type ConversationResult =
  { ok: true; isRepeat: boolean } | { ok: false; reason: ConversationRefusal };

/** Whether the platform can send texts at all (its SMS account is set). */
export function smsAccount() {
  const config = env();
  return config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
    ? {
        apiUrl: config.TWILIO_API_URL,
        accountSid: config.TWILIO_ACCOUNT_SID,
        authToken: config.TWILIO_AUTH_TOKEN,
      }
    : null;
}

/** The site's text-message number when the platform can text from it; null otherwise. */
export function smsNumberOf(site: Site | null): string | null {
  const from = site?.settings.leads.smsFrom;
  return from && smsAccount() ? from : null;
}

/** The site's reply templates: its own, or core's defaults. */
export function replyTemplatesOf(site: Pick<Site, "settings"> | null): readonly ReplyTemplate[] {
  const own = site?.settings.leads.replyTemplates ?? [];
  return own.length > 0 ? own : DEFAULT_REPLY_TEMPLATES;
}

/** What the merge fields say for this lead and the salesperson writing. */
export function leadMergeValues(
  lead: InboxLeadDetail,
  site: Site | null,
  actor: StaffMember,
): MergeValues {
  return mergeValues({
    lead,
    car: lead.car?.name ?? null,
    salesperson: actor,
    siteName: site?.name ?? "",
  });
}

/**
 * Who the shopper's mail is from: the site's name and logo (absolute, against the site's own
 * address) and a signature of the person, the site and its address.
 */
function dealerMailSender(site: Site | null, actor: StaffMember): DealerMailSender {
  if (!site) return { siteName: "", logoUrl: null, signature: [actor.name ?? ""] };
  const origin = siteOrigin(site);
  const logo = site.settings.branding.logoUrl;
  return {
    siteName: site.name,
    logoUrl: logo ? new URL(logo, origin).href : null,
    signature: [actor.name ?? "", site.name, origin.host],
  };
}

/** The lead (read access checked) and its site, or null. */
async function leadAndSite(db: Database, actor: StaffMember, leadId: string, now: Date) {
  const lead = await getInboxLead(db, { actor, leadId, now });
  if (!lead) return null;
  return { lead, site: await getSiteById(db, lead.websiteId) };
}

async function record(db: Database, input: StaffMessageInput): Promise<ConversationResult> {
  const result = await addStaffMessage(db, input);
  if (!result.ok) return { ok: false, reason: result.reason };
  return { ok: true, isRepeat: result.isRepeat };
}

type Common = { actor: StaffMember; leadId: string; clientKey: string; now: Date };

/**
 * Emails the shopper from the lead page: the subject and text (any merge field left in them
 * filled in), sent through the outbox once, with the lead's own reply address as Reply-To so the
 * shopper's answer threads back onto the lead. The shopper counts as contacted.
 */
export async function sendLeadEmail(
  db: Database,
  input: Common & { subject: string; body: string },
): Promise<ConversationResult> {
  const found = await leadAndSite(db, input.actor, input.leadId, input.now);
  if (!found) return { ok: false, reason: "not-found" };
  const { lead, site } = found;
  if (!lead.email) return { ok: false, reason: "no-email" };
  const values = leadMergeValues(lead, site, input.actor);
  const subject = mergeTemplate(input.subject, values);
  const text = mergeTemplate(input.body, values);
  const mail = dealerMail(text, dealerMailSender(site, input.actor));
  return record(db, {
    ...input,
    kind: "email",
    direction: "out",
    address: lead.email,
    subject,
    body: text,
    isContact: true,
    delivery: {
      kind: "conversation.email",
      payload: {
        to: lead.email,
        replyTo: await leadReplyAddress(db, lead.id),
        fromName: site?.name ?? "",
        subject,
        text: mail.text,
        html: mail.html,
      },
    },
  });
}

/** Texts the shopper's mobile from the site's number, through the outbox once. */
export async function sendLeadSms(
  db: Database,
  input: Common & { body: string },
): Promise<ConversationResult> {
  const found = await leadAndSite(db, input.actor, input.leadId, input.now);
  if (!found) return { ok: false, reason: "not-found" };
  const { lead, site } = found;
  const from = smsNumberOf(site);
  if (!from || !site) return { ok: false, reason: "no-sms" };
  const mobile = lead.phone
    ? toE164Mobile(lead.phone, E164_COUNTRY_OF[site.settings.leads.phoneVariant], {
        alwaysAccepted: null,
      })
    : null;
  if (!mobile?.ok) return { ok: false, reason: "no-mobile" };
  const body = mergeTemplate(input.body, leadMergeValues(lead, site, input.actor));
  return record(db, {
    ...input,
    kind: "sms",
    direction: "out",
    address: mobile.e164,
    body,
    isContact: true,
    delivery: { kind: "conversation.sms", payload: { to: mobile.e164, from, body } },
  });
}

/** A call logged in one step; one that reached the shopper (or their voicemail) answers the lead. */
export function logLeadCall(
  db: Database,
  input: Common & { outcome: CallOutcome; note: string },
): Promise<ConversationResult> {
  return record(db, {
    ...input,
    kind: "call",
    direction: "out",
    outcome: input.outcome,
    body: input.note,
    isContact: isContactingCall(input.outcome),
  });
}

/** A note on the lead for the dealership's people; the shopper never sees it. */
export function addLeadNote(
  db: Database,
  input: Common & { body: string },
): Promise<ConversationResult> {
  return record(db, {
    ...input,
    kind: "note",
    direction: null,
    body: input.body,
    isContact: false,
  });
}

/**
 * A follow-up reminder on the lead, for someone who may work it (nobody named: the lead's
 * assignee when it comes due). It comes due in the watch's next digest.
 */
export async function addLeadReminder(
  db: Database,
  input: Omit<Common, "clientKey"> & { dueAt: Date; assigneeId: string | null; note: string },
): Promise<ConversationResult> {
  if (input.assigneeId) {
    const access = await staffLeadAccess(db, { ...input, action: "change-leads" });
    if (!access.ok) return access;
    const choices = assigneesFor(await listLeadAssignees(db, { actor: input.actor }), access.lead);
    if (!choices.some((choice) => choice.id === input.assigneeId)) {
      return { ok: false, reason: "unknown-assignee" };
    }
  }
  // The form sends whole minutes: a time in the minute now running is not past.
  if (input.dueAt.getTime() + 60_000 <= input.now.getTime()) {
    return { ok: false, reason: "due-passed" };
  }
  const result = await addReminder(db, input);
  return result.ok ? { ok: true, isRepeat: false } : result;
}

export async function finishLeadReminder(
  db: Database,
  input: { actor: StaffMember; leadId: string; reminderId: string; now: Date },
): Promise<ConversationResult> {
  const result = await completeReminder(db, input);
  return result.ok ? { ok: true, isRepeat: false } : result;
}

/** A lead's conversation and reminders, for a user who may read the lead. */
export async function leadConversationOf(db: Database, lead: { websiteId: number; id: string }) {
  return listLeadConversation(db, { websiteId: lead.websiteId, leadId: lead.id });
}
