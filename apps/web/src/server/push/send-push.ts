import "server-only";
import webpush from "web-push";
import type { PushNotice } from "@forecourt/core/console/push-notice";
import type { PushTarget } from "@forecourt/db/repositories/staff/push-subscriptions";
import type { VapidKeys } from "./vapid-keys.ts";

/** How long a push service keeps a notice for a device that is off (a day: a lead goes stale). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** The push service refused the message for good (a bad request, too large): not retried. */
export class PushRefusedError extends Error {
  constructor(status: number) {
    super(`The push service refused the notification (HTTP ${status}).`);
    this.name = "PushRefusedError";
  }
}

/**
 * Sends one notice to one device: encrypted for it (aes128gcm, RFC 8291) and signed with the
 * console's VAPID keys by web-push, posted with the product's own `fetch`. Answers `sent`, or
 * `gone` when the push service no longer knows the subscription (404, 410). A busy or failing
 * service (429, 5xx) or a network error throws, for the outbox to retry.
 */
export async function sendPush(
  target: PushTarget,
  notice: PushNotice,
  keys: VapidKeys,
  options: { fetch: typeof fetch; timeoutMs: number },
): Promise<"sent" | "gone"> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(notice),
    {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: "aes128gcm",
      urgency: "high",
      topic: undefined,
    },
  );
  const headers = Object.entries(details.headers)
    .filter(([name]) => name.toLowerCase() !== "content-length")
    .map(([name, value]): [string, string] => [name, String(value)]);
  const response = await options.fetch(details.endpoint, {
    method: details.method,
    headers,
    body: details.body ? new Uint8Array(details.body) : null,
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.body?.cancel();
  if (response.ok) return "sent";
  if (response.status === 404 || response.status === 410) return "gone";
  if (response.status === 429 || response.status >= 500) {
    throw new Error(`The push service answered HTTP ${response.status}; tried again later.`);
  }
  throw new PushRefusedError(response.status);
}
