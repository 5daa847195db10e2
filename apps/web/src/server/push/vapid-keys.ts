import "server-only";
import webpush from "web-push";
import type { Database } from "@forecourt/db/client";
import { getPlatformSecret } from "@forecourt/db/repositories/garage/platform-secret";
import { env } from "../env.ts";

/** The console's Web Push key pair (base64url) and the contact push services are given. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** The platform secret the demo's generated pair is kept under. */
export const VAPID_SECRET_NAME = "console-vapid-keys";

type VapidConfig = {
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  MAIL_FROM: string;
};

/** `mailto:` the platform's sender address, when no subject is set. */
function defaultVapidSubject(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/**
 * The key pair from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set; else one made
 * once with web-push and kept in the database (platform_secrets), so every server and the
 * worker sign with the same pair and browsers' subscriptions outlive restarts.
 */
export async function vapidKeys(db: Database, config: VapidConfig = env()): Promise<VapidKeys> {
  const subject = config.VAPID_SUBJECT ?? defaultVapidSubject(config.MAIL_FROM);
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const stored = await getPlatformSecret(db, VAPID_SECRET_NAME, () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const { publicKey, privateKey } = JSON.parse(stored) as Omit<VapidKeys, "subject">;
  return { publicKey, privateKey, subject };
}
