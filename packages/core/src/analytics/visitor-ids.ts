/**
 * Visitor ids every tracking event carries (spec §3): a session id `session_` plus 10 random
 * characters that ends after 30 minutes without an event, and a persistent device id `device_`
 * plus 10. Pure: the caller passes the stored value, the clock and the random source.
 */

export const SESSION_IDLE_MS = 30 * 60 * 1000;
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const ID_LENGTH = 10;

export const SESSION_ID_PATTERN = /^session_[A-Za-z0-9]{10}$/;
export const DEVICE_ID_PATTERN = /^device_[A-Za-z0-9]{10}$/;

/** Fills `length` bytes with random values (crypto.getRandomValues in the browser). */
type RandomBytes = (length: number) => Uint8Array;

export function randomId(prefix: "session_" | "device_", random: RandomBytes): string {
  const bytes = random(ID_LENGTH);
  let id = prefix;
  // 62 letters: the tiny modulo bias does not matter for an analytics id.
  for (const byte of bytes) id += ID_ALPHABET[byte % ID_ALPHABET.length];
  return id;
}

type StoredSession = { id: string; lastSeen: number };

/** The session to use now: the stored one while it is fresh and well formed, else a new one. */
export function touchSession(
  stored: unknown,
  now: number,
  random: RandomBytes,
): StoredSession & { isNew: boolean } {
  if (
    isStoredSession(stored) &&
    now - stored.lastSeen < SESSION_IDLE_MS &&
    stored.lastSeen <= now
  ) {
    return { id: stored.id, lastSeen: now, isNew: false };
  }
  return { id: randomId("session_", random), lastSeen: now, isNew: true };
}

/** The stored device id if it is well formed, else a new one. */
export function ensureDeviceId(stored: unknown, random: RandomBytes): string {
  return typeof stored === "string" && DEVICE_ID_PATTERN.test(stored)
    ? stored
    : randomId("device_", random);
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== "object" || value === null) return false;
  const { id, lastSeen } = value as Record<string, unknown>;
  return typeof id === "string" && SESSION_ID_PATTERN.test(id) && typeof lastSeen === "number";
}

/** A version 4 UUID from `random`. */
export function uuidV4(random: RandomBytes): string {
  const bytes = random(16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Random bytes from the platform's crypto, which every browser has (`getRandomValues`). */
export const cryptoRandomBytes: RandomBytes = (length) =>
  globalThis.crypto.getRandomValues(new Uint8Array(length));

/**
 * A random UUID in the browser. `crypto.randomUUID` exists only in secure contexts (https or
 * localhost): a site opened over plain http on its own domain would otherwise throw.
 */
export function randomUuid(): string {
  return typeof globalThis.crypto.randomUUID === "function"
    ? globalThis.crypto.randomUUID()
    : uuidV4(cryptoRandomBytes);
}
