import {
  enquiryKey,
  threadHeaders,
  type EmailThreadEntry,
} from "@forecourt/core/leads/email-thread";
import {
  listEmailThreadBefore,
  listLeadEmailThread,
} from "@forecourt/db/repositories/leads/email-thread";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { shopperSenderOf, type ShopperSender } from "../../domains/sending-domain.ts";
import { leadReplyAddress } from "../../leads/reply-address.ts";
import { deliveryKey, deliveryMessageId, type ChannelDeps } from "./outbox-channel.ts";

/** The headers that make a mail one of a lead's conversation in the shopper's mail program. */
type ShopperThread = { inReplyTo?: string; references?: string[] };

/**
 * The one rule every mail to a shopper about their lead threads by (RFC 5322 §3.6.4, core
 * email-thread): References name the shopper's enquiry first, then the lead's emails so far (the
 * dealer's answers by the Message-ID they went out with, the shopper's by theirs); In-Reply-To
 * the newest of them. Message-IDs are made on the sender's domain, as `sendOutboxMail` makes the
 * mail's own.
 */
function shopperThread(
  deps: ChannelDeps,
  leadId: string,
  thread: readonly EmailThreadEntry[],
  /** Delivery keys of mails on the lead that are not its messages (a receipt), sent after them. */
  sentSince: readonly string[] = [],
): ShopperThread {
  const from = deps.mail?.from ?? deps.heldMail?.from ?? "";
  const named = (key: string) => deliveryMessageId(key, from);
  const SENT = "sent:";
  return threadHeaders(
    [
      ...thread,
      ...sentSince.map((key) => ({
        id: `${SENT}${key}`,
        direction: "out" as const,
        externalId: null,
      })),
    ],
    (id) =>
      id.startsWith(SENT)
        ? named(id.slice(SENT.length))
        : named(deliveryKey({ kind: "conversation.email", aggregateId: id })),
    named(enquiryKey(leadId)),
  );
}

/** The thread of an answer from the console (a lead message): the lead's emails before it. */
export async function answerThread(deps: ChannelDeps, messageId: string): Promise<ShopperThread> {
  const before = await listEmailThreadBefore(deps.db, messageId);
  return before ? shopperThread(deps, before.leadId, before.thread) : {};
}

/**
 * The thread and Reply-To of any other mail to a shopper about their lead (a deposit's receipt,
 * a cancellation): it follows every email on the lead so far, and the shopper's answer goes to
 * the lead's own reply address, so it lands on the lead in the console.
 */
export async function leadMailThread(
  deps: ChannelDeps,
  lead: { websiteId: number; leadId: string },
  /** Delivery keys of earlier mails on the lead that are not its messages (a deposit's receipt). */
  sentSince: readonly string[] = [],
): Promise<ShopperThread & { replyTo: string }> {
  return {
    ...shopperThread(deps, lead.leadId, await listLeadEmailThread(deps.db, lead), sentSince),
    replyTo: await leadReplyAddress(deps.db, lead.leadId),
  };
}

/**
 * Who mail to a site's shoppers comes from: the dealer's own address, signed with its domain's
 * key, once the domain is verified (server/domains/sending-domain.ts); else null, the platform's
 * address under the site's name.
 */
export async function shopperMailSender(
  deps: ChannelDeps,
  site: number | Parameters<typeof shopperSenderOf>[1] | null,
): Promise<ShopperSender | null> {
  const found = typeof site === "number" ? await getSiteById(deps.db, site) : site;
  return found ? shopperSenderOf(deps.db, found) : null;
}
