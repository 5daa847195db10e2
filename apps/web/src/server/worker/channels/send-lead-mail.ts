import type { DeliveryChannel } from "@forecourt/core/domain/lead";
import {
  deliveryMessageId,
  OutcomeUnknownError,
  type ChannelDeps,
  type DeliveryOutcome,
  type MailTransport,
} from "./outbox-channel.ts";

type LeadMail = Omit<Parameters<MailTransport["sendMail"]>[0], "from" | "messageId">;

export const MAIL_HELD_NOTE = "SMTP_URL is not set: mail written to the server log.";

/**
 * Sends a lead's mail, or, with no SMTP server configured, writes it to the log and holds the
 * row; held mail is queued again once a worker starts with SMTP.
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
 * Any outbox mail (`what` names it in the log; `key` is the row's `deliveryKey`, its Message-ID):
 * sent, or held and logged without SMTP.
 */
export async function sendOutboxMail(
  what: string,
  key: string,
  mail: LeadMail,
  deps: ChannelDeps,
): Promise<DeliveryOutcome> {
  if (!deps.mail) {
    deps.log.info(
      `[outbox] SMTP_URL is not set; ${what} held in the outbox.\n` +
        `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
    );
    return { status: "held", note: MAIL_HELD_NOTE };
  }
  const messageId = deliveryMessageId(key, deps.mail.from);
  try {
    await deps.mail.transport.sendMail({ from: deps.mail.from, messageId, ...mail });
  } catch (error) {
    if (isOutcomeUnknown(error)) {
      throw new OutcomeUnknownError(`No answer from the SMTP server: ${(error as Error).message}`);
    }
    throw error;
  }
  return { status: "delivered" };
}

/**
 * Whether a failed send may have reached the server anyway: the connection went quiet (the
 * socket timeout, which covers the wait for the answer to the message's data) or closed without
 * an SMTP reply. A refused connection, a connect or greeting timeout, or any SMTP reply means it
 * did not.
 */
export function isOutcomeUnknown(error: unknown): boolean {
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
