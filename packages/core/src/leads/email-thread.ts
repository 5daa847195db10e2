/**
 * How mail to a shopper threads (RFC 5322 §3.6.4): every email on a lead names the ones before
 * it, so Gmail, Outlook and Apple Mail show the dealer's answers and the shopper's replies as one
 * conversation. An email the dealer sent is named by its own Message-ID (made from its delivery
 * key); one the shopper sent by the Message-ID their mail program gave it.
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

/** The Message-ID an inbound email came with, from its provider id; null when it had none. */
export function inboundMessageId(externalId: string | null): string | null {
  const id = externalId?.startsWith("mail:") ? externalId.slice("mail:".length) : null;
  return id && /^<[^<>\s]+@[^<>\s]+>$/.test(id) ? id : null;
}

/**
 * The In-Reply-To and References of a new email on a lead: the newest email before it, and the
 * chain (oldest first); none for the first. `outgoingId` names an email the dealer sent by the
 * Message-ID it went out with.
 */
export function threadHeaders(
  thread: readonly EmailThreadEntry[],
  outgoingId: (messageId: string) => string,
): { inReplyTo?: string; references?: string[] } {
  const ids = thread
    .map((entry) =>
      entry.direction === "out" ? outgoingId(entry.id) : inboundMessageId(entry.externalId),
    )
    .filter((id): id is string => id !== null);
  const last = ids.at(-1);
  return last ? { inReplyTo: last, references: ids.slice(-MAX_REFERENCES) } : {};
}
