import "server-only";
import { mergeTemplate } from "@forecourt/core/leads/lead-conversation";
import type { InboxLeadDetail } from "@forecourt/core/console/inbox-lead";
import type { Site } from "@forecourt/core/site/site";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { db } from "../../db.ts";
import {
  leadConversationOf,
  leadMergeValues,
  replyTemplatesOf,
  smsNumberOf,
} from "../../leads/lead-conversation.ts";

/**
 * A lead page's conversation (the lead already read through `leadDetailOf`): its messages and
 * reminders, the site's reply templates filled in for this shopper and the salesperson, and
 * whether the site can text.
 */
export async function leadConversationFor(
  staff: StaffMember,
  lead: InboxLeadDetail,
  site: Site | null,
) {
  const { messages, reminders } = await leadConversationOf(await db(), lead);
  const values = leadMergeValues(lead, site, staff);
  const templates = replyTemplatesOf(site).map((template) => ({
    name: template.name,
    subject: mergeTemplate(template.subject, values),
    body: mergeTemplate(template.body, values),
  }));
  return { messages, reminders, templates, canText: smsNumberOf(site) !== null && !!lead.phone };
}

export type LeadConversationData = Awaited<ReturnType<typeof leadConversationFor>>;
