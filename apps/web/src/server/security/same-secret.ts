import { createHash, timingSafeEqual } from "node:crypto";

const digest = (value: string | Uint8Array) => createHash("sha256").update(value).digest();

/**
 * Whether a value a client sent is the secret (a password, a token, a hash, a signature),
 * compared in constant time over SHA-256 digests: equal lengths whatever was sent, so neither the
 * time nor an early length check tells a guesser anything. The one comparison of secrets.
 */
export function isSameSecret(given: string | Uint8Array, expected: string | Uint8Array): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}
