import { deliveryKey, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

/**
 * One person's digest of a watch run (`console.lead-digest`): their leads that waited past the
 * response target uncontacted, and their follow-up reminders that came due, each with its link.
 */
export const leadDigestChannel: OutboxChannel<"console.lead-digest"> = {
  kind: "console.lead-digest",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, items } = delivery.payload;
    const overdue = items.filter((item) => item.kind === "overdue");
    const reminders = items.filter((item) => item.kind === "reminder");
    const parts = [
      overdue.length > 0
        ? `${overdue.length} overdue ${overdue.length === 1 ? "lead" : "leads"}`
        : null,
      reminders.length > 0
        ? `${reminders.length} ${reminders.length === 1 ? "reminder" : "reminders"} due`
        : null,
    ].filter(Boolean);
    const subject = `Leads to answer: ${parts.join(", ")}`;
    const lines = [
      ...(overdue.length > 0
        ? [
            "Nobody has contacted these shoppers within the site's response target:",
            "",
            ...overdue.flatMap((item) => [
              `- ${item.leadName} (${item.category}) on ${item.siteName}, target ${item.targetMinutes} minutes`,
              `  ${item.leadUrl}`,
            ]),
            "",
          ]
        : []),
      ...(reminders.length > 0
        ? [
            "Follow-ups due:",
            "",
            ...reminders.flatMap((item) => [
              `- ${item.leadName} on ${item.siteName}: ${item.note}`,
              `  ${item.leadUrl}`,
            ]),
            "",
          ]
        : []),
    ];
    return () =>
      sendOutboxMail(
        // Its key names the person it is for (their address): the row id instead.
        `lead digest (outbox row ${delivery.id})`,
        deliveryKey(delivery),
        { to, subject, text: lines.join("\n") },
        deps,
      );
  },
};
