import "server-only";
import { createHash, createHmac, randomBytes, randomInt } from "node:crypto";
import { SIGN_IN_CODE_LENGTH } from "@forecourt/core/garage/sign-in";
import { getPlatformSecret } from "@forecourt/db/repositories/garage/platform-secret";
import type { Database } from "@forecourt/db/client";
import { env } from "../env.ts";

/** GARAGE_SECRET when set, else one secret made once and kept in the database. */
export async function garageSecret(db: Database): Promise<string> {
  return env().GARAGE_SECRET ?? getPlatformSecret(db, "garage");
}

const DIGITS_PER_DRAW = 6;

/**
 * A uniformly random code of `length` digits (six unless asked), leading zeros kept. Drawn six
 * digits at a time: `randomInt` takes ranges below 2^48 only, and a long code is 16 digits.
 */
export function newSignInCode(length: number = SIGN_IN_CODE_LENGTH): string {
  let digits = "";
  while (digits.length < length) {
    digits += String(randomInt(0, 10 ** DIGITS_PER_DRAW)).padStart(DIGITS_PER_DRAW, "0");
  }
  return digits.slice(0, length);
}

/**
 * A code is kept only as this keyed hash, bound to where it signs in (a site's id; the console
 * passes its own name) and to its address.
 */
export function hashSignInCode(
  secret: string,
  realm: number | string,
  email: string,
  code: string,
) {
  return createHmac("sha256", secret).update(`${realm}\n${email}\n${code}`).digest("hex");
}

/** A session token for the cookie; the database keeps only its SHA-256. */
export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
