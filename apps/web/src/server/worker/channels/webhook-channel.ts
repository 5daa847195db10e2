import { leadJson } from "../../leads/lead-json.ts";
import { signWebhook } from "../../outbox/webhook.ts";
import { leadChannel } from "./lead-channel.ts";
import { deliveryKey } from "./outbox-channel.ts";

/** Names the delivery on every attempt, so the receiver can drop a repeat after a crash. */
export const WEBHOOK_IDEMPOTENCY_HEADER = "idempotency-key";

/**
 * Webhook (`lead.webhook`): `{event: 'lead.created', lead}` POSTed as JSON, signed with the
 * dealership's secret when it has one, with an `Idempotency-Key` that is the same on every
 * attempt. Any answer but a 2xx is a failed attempt.
 */
export const webhookChannel = leadChannel({
  kind: "lead.webhook",
  isMail: false,
  prepareLead(context, delivery, deps) {
    const body = JSON.stringify({ event: "lead.created", lead: leadJson(context.lead) });
    const secret = context.dealership?.webhookSecret;
    return async () => {
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": "Forecourt-Webhook/1",
        [WEBHOOK_IDEMPOTENCY_HEADER]: deliveryKey(delivery),
        // Signed as it goes: the signature's timestamp is the sending time.
        ...(secret ? signWebhook(secret, body) : {}),
      };
      const response = await deps.fetch(delivery.payload.url, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(deps.webhookTimeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
      return { status: "delivered" };
    };
  },
});
