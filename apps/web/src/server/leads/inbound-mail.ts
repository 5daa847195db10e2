import "server-only";
import { createHash } from "node:crypto";
import { simpleParser, type AddressObject } from "mailparser";
import { replyText } from "@forecourt/core/leads/lead-conversation";
import type { Database } from "@forecourt/db/client";
import {
  addShopperMessage,
  findLeadById,
} from "@forecourt/db/repositories/leads/lead-conversation";
import { leadOfReplyAddress } from "./reply-address.ts";
import { withoutNul } from "@forecourt/core/text/nul-character";

type InboundMailResult =
  | { status: "threaded"; leadId: string }
  | { status: "repeat"; leadId: string }
  | { status: "no-lead" };

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .map((entry) => entry.address)
    .filter((address): address is string => Boolean(address));

/**
 * A mail from a shopper, as the provider received it (the raw MIME): threaded onto the lead
 * whose reply address it was sent to (the envelope's recipients first, then To and Cc), its
 * words above any quoted mail kept. The same Message-ID again (the provider retrying) stores
 * nothing more. Mail to no lead's address is answered `no-lead` and stored nowhere.
 */
export async function receiveInboundMail(
  db: Database,
  input: { raw: Buffer; recipients: readonly string[]; now: Date; consoleOrigin: string },
): Promise<InboundMailResult> {
  const mail = await simpleParser(input.raw, { skipImageLinks: true, skipTextToHtml: true });
  const candidates = [...input.recipients, ...addressesOf(mail.to), ...addressesOf(mail.cc)];
  let leadId: string | null = null;
  for (const address of candidates) {
    leadId = await leadOfReplyAddress(db, address);
    if (leadId) break;
  }
  const lead = leadId ? await findLeadById(db, leadId) : null;
  if (!lead) return { status: "no-lead" };
  const from = addressesOf(mail.from)[0] ?? "";
  const text = typeof mail.text === "string" ? mail.text : "";
  const { isNew } = await addShopperMessage(db, {
    websiteId: lead.websiteId,
    leadId: lead.id,
    kind: "email",
    address: from.slice(0, 320),
    subject: (mail.subject ?? "").slice(0, 300) || null,
    body: withoutNul(replyText(text).slice(0, 20_000)),
    externalId: `mail:${mail.messageId ?? createHash("sha256").update(input.raw).digest("hex")}`,
    now: input.now,
    consoleOrigin: input.consoleOrigin,
  });
  return { status: isNew ? "threaded" : "repeat", leadId: lead.id };
}
