import { INVITATION_TTL_MS } from "@forecourt/core/console/staff-invitation";
import { deliveryKey, type OutboxChannel } from "./outbox-channel.ts";
import { sendOutboxMail } from "./send-lead-mail.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/** An invitation to a site's dealer console (`console.invitation`): where and how to sign in. */
export const consoleInvitationChannel: OutboxChannel<"console.invitation"> = {
  kind: "console.invitation",
  isMail: true,
  async prepare(delivery, deps) {
    const { to, siteName, invitedBy, signInUrl } = delivery.payload;
    const subject = `You are invited to the ${siteName} dealer console`;
    const text =
      `${invitedBy} has invited you to the dealer console of ${siteName}.\n\n` +
      `Sign in at ${signInUrl} with this address (${to}); we will email you a code.\n\n` +
      `The invitation is open for ${INVITATION_TTL_MS / DAY_MS} days. If you were not expecting it, you can ignore this email.`;
    return () =>
      sendOutboxMail(
        `console invitation ${delivery.aggregateId}`,
        deliveryKey(delivery),
        { to, subject, text },
        deps,
      );
  },
};
