/**
 * How mail to a shopper threads (RFC 5322 §3.6.4): every email on a lead names the ones before
 * it, so Gmail, Outlook and Apple Mail show the dealer's answers and the shopper's replies as one
 * conversation. An email the dealer sent is named by its own Message-ID (made from its delivery
 * key); one the shopper sent by the Message-ID their mail program gave it. The shopper's enquiry
 * (the form they sent) starts every thread: its Message-ID is made from the lead's id
 * (`enquiryKey`), so the receipt of a deposit, an answer from the console and any other mail on
 * the lead name it first and thread under it.
 */

/** One email of a lead's conversation, oldest first. */
export type EmailThreadEntry = {
  /** The lead message's id. */
  id: string;
  direction: "in" | "out";
  /** An inbound email's provider id: `mail:<its Message-ID>` (or `mail:<hash>` when it had none). */
  externalId: string | null;
};

/** References grow with the thread; the newest are kept (mail programs read the tail). */
export const MAX_REFERENCES = 20;

/** The key the shopper's enquiry is named by, as a delivery's key names its mail. */
export function enquiryKey(leadId: string): string {
  return `lead.${leadId}`;
}

/** The Message-ID an inbound email came with, from its provider id; null when it had none. */
export function inboundMessageId(externalId: string | null): string | null {
  const id = externalId?.startsWith("mail:") ? externalId.slice("mail:".length) : null;
  return id && /^<[^<>\s]+@[^<>\s]+>$/.test(id) ? id : null;
}

/**
 * The In-Reply-To and References of a new email on a lead: the newest email before it, and the
 * chain (oldest first), led by the shopper's enquiry (`enquiryId`) when it is given; none for the
 * first email of a thread without one. `outgoingId` names an email the dealer sent by the
 * Message-ID it went out with. A long chain keeps its first (the enquiry) and its newest.
 */
export function threadHeaders(
  thread: readonly EmailThreadEntry[],
  outgoingId: (messageId: string) => string,
  enquiryId?: string,
): { inReplyTo?: string; references?: string[] } {
  const ids = thread
    .map((entry) =>
      entry.direction === "out" ? outgoingId(entry.id) : inboundMessageId(entry.externalId),
    )
    .filter((id): id is string => id !== null);
  const last = ids.at(-1) ?? enquiryId;
  if (!last) return {};
  const references = enquiryId
    ? [enquiryId, ...ids.slice(-(MAX_REFERENCES - 1))]
    : ids.slice(-MAX_REFERENCES);
  return { inReplyTo: last, references };
}
