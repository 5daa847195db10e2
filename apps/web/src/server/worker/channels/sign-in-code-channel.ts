import { deliveryKey, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

/** The shopper's sign-in code (`garage.sign-in-code`, spec §6): a short plain-text mail. */
export const signInCodeChannel: OutboxChannel<"garage.sign-in-code"> = {
  kind: "garage.sign-in-code",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, code, siteName } = delivery.payload;
    const subject = `${code} is your ${siteName} sign-in code`;
    const text =
      `Your code to sign in to ${siteName} is ${code}.\n\n` +
      "It works for 10 minutes. If you did not ask for it, you can ignore this email.";
    return () =>
      sendOutboxMail(
        `sign-in code ${delivery.aggregateId}`,
        deliveryKey(delivery),
        { to, subject, text },
        deps,
      );
  },
};
