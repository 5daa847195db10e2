import { createHash, createHmac } from "node:crypto";
import { isSameSecret } from "../../../security/same-secret.ts";

/** What Till's gateway signs, for a request we send or a callback it sends us. */
type TillSignedMessage = {
  method: string;
  body: string;
  /** The Content-Type header exactly as sent. */
  contentType: string;
  /** The Date header exactly as sent (RFC 7231). */
  date: string;
  /** Path and query of the request. */
  requestUri: string;
};

/**
 * Till's X-Signature (gateway API v3): Base64 of the HMAC-SHA512, keyed with the connector's
 * shared secret, of the method, the SHA-512 hex of the body, the content type, the date and the
 * request URI, one per line.
 */
export function tillSignature(sharedSecret: string, message: TillSignedMessage): string {
  const bodyHash = createHash("sha512").update(message.body, "utf8").digest("hex");
  const signed = [
    message.method.toUpperCase(),
    bodyHash,
    message.contentType,
    message.date,
    message.requestUri,
  ].join("\n");
  return createHmac("sha512", sharedSecret).update(signed, "utf8").digest("base64");
}

/** Whether `signature` is Till's for the message, compared in constant time. */
export function isTillSignature(
  sharedSecret: string,
  message: TillSignedMessage,
  signature: string,
): boolean {
  return isSameSecret(signature, tillSignature(sharedSecret, message));
}
