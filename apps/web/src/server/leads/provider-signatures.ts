import { createHmac, timingSafeEqual } from "node:crypto";

/** How far a signed post's timestamp may be from now: a replay of an old one is refused. */
const SIGNATURE_MAX_AGE_MS = 15 * 60_000;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Mailgun's webhook signature: the hex HMAC-SHA256 of `timestamp` then `token` under the
 * account's webhook signing key, with the timestamp (Unix seconds) within
 * {@link SIGNATURE_MAX_AGE_MS} of now.
 */
export function isValidMailgunSignature(
  key: string,
  fields: { timestamp: string; token: string; signature: string },
  now: Date,
): boolean {
  const seconds = Number(fields.timestamp);
  if (!/^\d{1,12}$/.test(fields.timestamp) || !fields.token) return false;
  if (Math.abs(now.getTime() - seconds * 1000) > SIGNATURE_MAX_AGE_MS) return false;
  const expected = createHmac("sha256", key)
    .update(fields.timestamp + fields.token)
    .digest("hex");
  return sameText(expected, fields.signature.toLowerCase());
}

/** Mailgun's signature of a post (for the stand-in and tests that sign as Mailgun does). */
export function mailgunSignature(key: string, timestamp: string, token: string): string {
  return createHmac("sha256", key)
    .update(timestamp + token)
    .digest("hex");
}

/**
 * Twilio's request signature (X-Twilio-Signature): the base64 HMAC-SHA1, under the account's
 * auth token, of the full URL Twilio called followed by each POST parameter's name and value,
 * sorted by name.
 */
export function twilioSignature(
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
): string {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function isValidTwilioSignature(
  authToken: string,
  url: string,
  params: readonly (readonly [string, string])[],
  signature: string,
): boolean {
  return sameText(twilioSignature(authToken, url, params), signature);
}
