import type { DeliveryChannel } from "@forecourt/core/domain/lead";
import { writeHeldMailCopy } from "./held-mail-copy.ts";
import {
  deliveryMessageId,
  OutcomeUnknownError,
  UndeliverableError,
  type ChannelDeps,
  type DeliveryOutcome,
  type HeldMailCopies,
  type MailDkimSigning,
  type MailTransport,
} from "./outbox-channel.ts";

type LeadMail = Omit<Parameters<MailTransport["sendMail"]>[0], "from" | "messageId" | "dkim"> & {
  /** The sender's name in place of the platform's (a site's name), its address unchanged. */
  fromName?: string;
  /**
   * The dealer's own address and its domain's signing, once the domain is verified: the mail
   * goes from it (under `fromName`) instead of the platform's address.
   */
  sender?: { address: string; dkim: MailDkimSigning } | null;
};

/** The From of a mail: the dealer's verified address or the platform's, under `fromName`. */
function fromOf(platformFrom: string, { fromName, sender }: LeadMail): string {
  const address = sender?.address ?? platformFrom;
  return fromName ? fromWithName(address, fromName) : address;
}

/** MAIL_FROM's address under another display name. */
function fromWithName(from: string, name: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\\r\n]/g, "")}" <${address}>`;
}

export const MAIL_HELD_NOTE = "SMTP_URL is not set: mail held until a worker runs with SMTP.";

/**
 * The log line of a mail held for want of SMTP: what it is, by ids. Never its address, subject or
 * text, which carry a shopper's or a dealer's name, email and phone (the console shows the lead).
 */
function mailHeldLine(what: string): string {
  return `[outbox] SMTP_URL is not set; ${what} held in the outbox.`;
}

/** The copy of a held mail written for `heldMail`, or null (said in a warning) if it could not be. */
async function heldMailCopy(
  heldMail: HeldMailCopies,
  key: string,
  mail: LeadMail,
  log: ChannelDeps["log"],
): Promise<string | null> {
  const { fromName: _name, sender: _sender, ...message } = mail;
  const from = fromOf(heldMail.from, mail);
  try {
    // The Message-ID it will go out with, so the copy threads as the sent mail will.
    const messageId = deliveryMessageId(key, heldMail.from);
    return await writeHeldMailCopy(heldMail.folder, key, { from, messageId, ...message });
  } catch (error) {
    log.warn(`[outbox] a copy of held mail could not be written: ${(error as Error).message}`);
    return null;
  }
}

/**
 * Sends a lead's mail, or, with no SMTP server configured, holds the row and logs its ids; held
 * mail is queued again once a worker starts with SMTP.
 */
export function sendLeadMail(
  channel: DeliveryChannel,
  leadId: string,
  /** `deliveryKey` of the row: the mail's Message-ID on every attempt. */
  key: string,
  mail: LeadMail,
  deps: ChannelDeps,
): Promise<DeliveryOutcome> {
  return sendOutboxMail(`${channel} for lead ${leadId}`, key, mail, deps);
}

/**
 * Any outbox mail (`what` names it in the log by ids, never a person; `key` is the row's
 * `deliveryKey`, its Message-ID): sent, or held and logged without SMTP.
 */
export async function sendOutboxMail(
  what: string,
  key: string,
  mail: LeadMail,
  deps: ChannelDeps,
): Promise<DeliveryOutcome> {
  if (!deps.mail) {
    const copy = deps.heldMail ? await heldMailCopy(deps.heldMail, key, mail, deps.log) : null;
    deps.log.info(copy ? `${mailHeldLine(what)} A copy: ${copy}` : mailHeldLine(what));
    return { status: "held", note: MAIL_HELD_NOTE };
  }
  const messageId = deliveryMessageId(key, deps.mail.from);
  const { fromName: _name, sender, ...message } = mail;
  const from = fromOf(deps.mail.from, mail);
  try {
    await deps.mail.transport.sendMail({
      from,
      messageId,
      ...message,
      ...(sender ? { dkim: sender.dkim } : {}),
    });
  } catch (error) {
    if (isUnanswered(error)) {
      // RFC 5321 gives the server 10 minutes to answer the message's final dot, and a server
      // that has the whole message may still deliver it after the client hung up (the duplicate
      // problem of RFC 1047): each new try would be one more copy in the dealer's inbox, so it is
      // not sent again. The lead is stored and shown in the console either way; the operator
      // gets the failed row and its log line, and can look the Message-ID up on the server.
      throw new UndeliverableError(
        `Outcome unknown: the SMTP server did not answer within the mail timeout and may still deliver ${messageId}; not sent again, so the dealer gets no second copy. ${(error as Error).message}`,
      );
    }
    if (isOutcomeUnknown(error)) {
      throw new OutcomeUnknownError(`No answer from the SMTP server: ${(error as Error).message}`);
    }
    throw error;
  }
  return { status: "delivered" };
}

/**
 * The server went quiet past the socket timeout: most often while it works on a message it was
 * handed (the client waits 10 minutes for the answer to the final dot), which it may still
 * deliver.
 */
function isUnanswered(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, timeoutType } = error as Error & { code?: string; timeoutType?: string };
  return code === "ETIMEDOUT" && timeoutType === "SOCKET_TIMEOUT";
}

/**
 * Whether a failed send may have reached the server anyway: the connection went quiet (the
 * socket timeout, which covers the wait for the answer to the message's data) or closed without
 * an SMTP reply. A refused connection, a connect or greeting timeout, or any SMTP reply means it
 * did not.
 */
function isOutcomeUnknown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, timeoutType, responseCode } = error as Error & {
    code?: string;
    timeoutType?: string;
    responseCode?: number;
  };
  if (typeof responseCode === "number") return false;
  if (code === "ETIMEDOUT") return timeoutType === "SOCKET_TIMEOUT";
  return code === "ECONNECTION" && error.message === "Connection closed unexpectedly";
}
