import "server-only";
import { createHmac } from "node:crypto";
import type { Database } from "@forecourt/db/client";
import { setAlertsOptIn } from "@forecourt/db/repositories/garage/garage-accounts";
import { isSameSecret } from "../security/same-secret.ts";
import { garageSecret } from "./garage-crypto.ts";

/**
 * The one-click unsubscribe link's signature: an HMAC of the site and user under the garage
 * secret, so the link needs no sign-in and cannot be made for anyone else.
 */
export function unsubscribeToken(secret: string, websiteId: number, userId: string): string {
  return createHmac("sha256", secret)
    .update(`unsubscribe\n${websiteId}\n${userId}`)
    .digest("base64url");
}

export function isUnsubscribeToken(
  secret: string,
  websiteId: number,
  userId: string,
  token: string,
): boolean {
  return isSameSecret(unsubscribeToken(secret, websiteId, userId), token);
}

export function unsubscribePath(secret: string, websiteId: number, userId: string): string {
  const query = new URLSearchParams({ u: userId, t: unsubscribeToken(secret, websiteId, userId) });
  return `/api/garage/unsubscribe?${query.toString()}`;
}

/**
 * The signed link's user's saved-car alerts turned off; false, and nothing changed, when the
 * link is not signed for this site's user.
 */
export async function unsubscribeByLink(
  db: Database,
  websiteId: number,
  userId: string,
  token: string,
): Promise<boolean> {
  if (!isUnsubscribeToken(await garageSecret(db), websiteId, userId, token)) return false;
  await setAlertsOptIn(db, { websiteId, userId, isAlertsOptIn: false });
  return true;
}
