import {
  getPushTarget,
  removePushTarget,
} from "@forecourt/db/repositories/staff/push-subscriptions";
import { PushRefusedError, sendPush } from "../../push/send-push.ts";
import { vapidKeys } from "../../push/vapid-keys.ts";
import { UndeliverableError, type OutboxChannel } from "./outbox-channel.ts";

/**
 * A console notification to one device (`console.push`), sent through its push service. A
 * device turned off since, or one its push service no longer knows (its subscription is then
 * removed), is held with a note: nothing more can be sent to it.
 */
export const consolePushChannel: OutboxChannel<"console.push"> = {
  kind: "console.push",
  isMail: false,
  async prepare(delivery, deps) {
    const target = await getPushTarget(deps.db, delivery.payload.subscriptionId);
    if (!target) {
      return async () => ({ status: "held", note: "The device turned notifications off." });
    }
    const keys = await vapidKeys(deps.db);
    return async () => {
      const answer = await sendPush(target, delivery.payload.notice, keys, {
        fetch: deps.fetch,
        timeoutMs: deps.webhookTimeoutMs,
      }).catch((error: unknown) => {
        throw error instanceof PushRefusedError ? new UndeliverableError(error.message) : error;
      });
      if (answer === "sent") return { status: "delivered" };
      await removePushTarget(deps.db, target.id);
      return {
        status: "held",
        note: "The push service no longer knows the device (404 or 410): its subscription was removed.",
      };
    };
  },
};
