import "server-only";
import { normalisePhone } from "@forecourt/core/validation/phone";
import type { Database } from "@forecourt/db/client";
import {
  addShopperMessage,
  findLeadByPhone,
  findSiteIdBySmsNumber,
} from "@forecourt/db/repositories/leads/lead-conversation";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";

type InboundSmsResult =
  | { status: "threaded"; leadId: string }
  | { status: "repeat"; leadId: string }
  | { status: "no-lead" };

/**
 * A text from a shopper to a site's number: threaded onto the site's newest lead from that
 * phone (stored in E.164 or the national form the site's forms use). The same MessageSid again
 * stores nothing more.
 */
export async function receiveInboundSms(
  db: Database,
  input: {
    to: string;
    from: string;
    body: string;
    messageSid: string;
    now: Date;
    consoleOrigin: string;
  },
): Promise<InboundSmsResult> {
  const websiteId = await findSiteIdBySmsNumber(db, input.to);
  const site = websiteId === null ? null : await getSiteById(db, websiteId);
  if (!site) return { status: "no-lead" };
  const national = normalisePhone(input.from, site.settings.leads.phoneVariant);
  const lead = await findLeadByPhone(db, { websiteId: site.id, phones: [input.from, national] });
  if (!lead) return { status: "no-lead" };
  const { isNew } = await addShopperMessage(db, {
    websiteId: site.id,
    leadId: lead.id,
    kind: "sms",
    address: input.from,
    body: input.body,
    externalId: `sms:${input.messageSid}`,
    now: input.now,
    consoleOrigin: input.consoleOrigin,
  });
  return { status: isNew ? "threaded" : "repeat", leadId: lead.id };
}
