import { SmsRefusedError, sendSms } from "../../leads/sms-client.ts";
import { deliveryKey, UndeliverableError, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";
import { answerThread, shopperMailSender } from "./shopper-mail-thread.ts";

/**
 * A salesperson's email to a shopper (`conversation.email`): under the site's name, with the
 * lead's own reply address as Reply-To, so the answer threads back onto the lead, and In-Reply-To
 * and References naming the shopper's enquiry and the lead's emails before it (the one rule of
 * shopper-mail-thread), so the shopper's mail program shows one conversation; HTML with its
 * plain-text alternative (core `dealerMail`).
 */
export const conversationEmailChannel: OutboxChannel<"conversation.email"> = {
  kind: "conversation.email",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, replyTo, fromName, subject, text, html } = delivery.payload;
    const thread = await answerThread(deps, delivery.aggregateId);
    const sender = await shopperMailSender(deps, delivery.websiteId);
    return () =>
      sendOutboxMail(
        `reply on lead message ${delivery.aggregateId}`,
        deliveryKey(delivery),
        {
          to,
          replyTo,
          subject,
          text,
          ...(html ? { html } : {}),
          ...thread,
          ...(fromName ? { fromName } : {}),
          sender,
        },
        deps,
      );
  },
};

const SMS_HELD_NOTE = "TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are not set: text not sent.";

/**
 * A salesperson's text to a shopper (`conversation.sms`) from the site's number, through the
 * SMS provider's REST API. A refusal (a bad number) fails for good; a provider that is down or
 * limiting is tried again.
 */
export const conversationSmsChannel: OutboxChannel<"conversation.sms"> = {
  kind: "conversation.sms",
  isMail: false,
  async prepare(delivery, deps) {
    return async () => {
      if (!deps.sms) {
        deps.log.info(
          `[outbox] ${SMS_HELD_NOTE} Text of lead message ${delivery.aggregateId} held.`,
        );
        return { status: "held", note: SMS_HELD_NOTE };
      }
      try {
        await sendSms(deps.sms, delivery.payload, { fetch: deps.fetch });
      } catch (error) {
        if (error instanceof SmsRefusedError) throw new UndeliverableError(error.message);
        throw error;
      }
      return { status: "delivered" };
    };
  },
};
