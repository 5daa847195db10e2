import { deliveryKey, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

type SignInCodeKind = "garage.sign-in-code" | "console.sign-in-code";

/** A sign-in code (spec §6): a short plain-text mail naming where it signs in to. */
function signInCodeChannelOf<K extends SignInCodeKind>(kind: K): OutboxChannel<K> {
  return {
    kind,
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
}

/** The shopper's code (`garage.sign-in-code`). */
export const signInCodeChannel = signInCodeChannelOf("garage.sign-in-code");
/** A staff user's code for the dealer console (`console.sign-in-code`). */
export const consoleSignInCodeChannel = signInCodeChannelOf("console.sign-in-code");
