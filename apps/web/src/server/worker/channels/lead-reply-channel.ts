import { siteTime } from "@forecourt/core/time/site-time";
import { deliveryKey, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

/**
 * A shopper answered a lead (`console.lead-reply`): the person it was queued for is told when,
 * in the site's zone, and where to read it. The answer itself stays in the console.
 */
export const leadReplyChannel: OutboxChannel<"console.lead-reply"> = {
  kind: "console.lead-reply",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, siteName, firstName, via, receivedAt, timeZone, leadUrl } = delivery.payload;
    const shopper = firstName || "A shopper";
    const how = via === "sms" ? "texted" : "emailed";
    const subject = `${shopper} replied to your lead on ${siteName}`;
    const text =
      `${shopper} ${how} a reply to a lead on ${siteName} at ` +
      `${siteTime(new Date(receivedAt), timeZone)}.\n\nRead it and answer in the dealer console: ${leadUrl}\n`;
    return () =>
      sendOutboxMail(
        // Its key names the person it is for: the row id instead.
        `lead reply (outbox row ${delivery.id})`,
        deliveryKey(delivery),
        { to, subject, text },
        deps,
      );
  },
};
