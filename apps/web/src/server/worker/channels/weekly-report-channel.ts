import { weeklyReportMail } from "@forecourt/core/outbox/weekly-report";
import { deliveryKey, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

/**
 * A site's week for one of its dealer admins (`console.weekly-report`): text and HTML, with the
 * recipient's unsubscribe link in the body and as List-Unsubscribe (one-click, RFC 8058).
 */
export const weeklyReportChannel: OutboxChannel<"console.weekly-report"> = {
  kind: "console.weekly-report",
  isMail: true,
  async prepare(delivery, deps) {
    const report = delivery.payload;
    const { subject, text, html } = weeklyReportMail(report);
    return () =>
      sendOutboxMail(
        `weekly report ${delivery.aggregateId}`,
        deliveryKey(delivery),
        {
          to: report.to,
          subject,
          text,
          html,
          headers: {
            "List-Unsubscribe": `<${report.unsubscribeUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        },
        deps,
      );
  },
};
