import { createHmac } from "node:crypto";
import { isSameSecret } from "../security/same-secret.ts";

export const WEBHOOK_SIGNATURE_HEADER = "x-forecourt-signature";
const WEBHOOK_TIMESTAMP_HEADER = "x-forecourt-timestamp";
/** Receivers should refuse older deliveries, so a captured request cannot be replayed later. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** HMAC-SHA256 over "{timestamp}.{body}": the timestamp is signed with the body. */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signWebhook(secret: string, body: string, now = Date.now()) {
  const timestamp = Math.floor(now / 1000);
  return {
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
    [WEBHOOK_SIGNATURE_HEADER]: `t=${timestamp},v1=${webhookSignature(secret, timestamp, body)}`,
  };
}

type WebhookCheck =
  { isValid: true } | { isValid: false; reason: "missing" | "malformed" | "expired" | "mismatch" };

/** What a receiver does with a delivery (and what the tests do). */
export function verifyWebhook(
  secret: string,
  body: string,
  signatureHeader: string | null | undefined,
  now = Date.now(),
): WebhookCheck {
  if (!signatureHeader) return { isValid: false, reason: "missing" };
  const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signatureHeader.trim());
  if (!match?.[1] || !match[2]) return { isValid: false, reason: "malformed" };
  const timestamp = Number(match[1]);
  if (Math.abs(now / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    return { isValid: false, reason: "expired" };
  }
  const expected = Buffer.from(webhookSignature(secret, timestamp, body), "hex");
  const given = Buffer.from(match[2], "hex");
  return isSameSecret(given, expected) ? { isValid: true } : { isValid: false, reason: "mismatch" };
}
