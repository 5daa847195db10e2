import { deliveryKey, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

/**
 * A new lead waited past its site's response target (`console.lead-overdue`): its assignee, or
 * the site's admins while nobody has it, are told where to open it.
 */
export const leadOverdueChannel: OutboxChannel<"console.lead-overdue"> = {
  kind: "console.lead-overdue",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, siteName, leadName, category, targetMinutes, leadUrl } = delivery.payload;
    const subject = `Overdue lead on ${siteName}: ${leadName} (${category})`;
    const text =
      `${leadName} sent a ${category} lead on ${siteName}, and nobody has answered it within the ` +
      `site's response target of ${targetMinutes} minutes.\n\nOpen it in the dealer console: ${leadUrl}\n`;
    return () =>
      sendOutboxMail(
        `overdue lead ${delivery.aggregateId}`,
        deliveryKey(delivery),
        { to, subject, text },
        deps,
      );
  },
};
