import type { DeliveryChannel } from "@forecourt/core/domain/lead";
import type { ChannelDeps, DeliveryOutcome, MailTransport } from "./outbox-channel.ts";

type LeadMail = Omit<Parameters<MailTransport["sendMail"]>[0], "from">;

export const MAIL_HELD_NOTE = "SMTP_URL is not set: mail written to the server log.";

/**
 * Sends a lead's mail, or, with no SMTP server configured, writes it to the log and holds the
 * row; held mail is queued again once a worker starts with SMTP.
 */
export async function sendLeadMail(
  channel: DeliveryChannel,
  leadId: string,
  mail: LeadMail,
  deps: ChannelDeps,
): Promise<DeliveryOutcome> {
  if (!deps.mail) {
    deps.log.info(
      `[outbox] SMTP_URL is not set; ${channel} for lead ${leadId} held in the outbox.\n` +
        `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
    );
    return { status: "held", note: MAIL_HELD_NOTE };
  }
  await deps.mail.transport.sendMail({ from: deps.mail.from, ...mail });
  return { status: "delivered" };
}
