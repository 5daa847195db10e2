import "server-only";
import { createHmac } from "node:crypto";
import type { Database } from "@forecourt/db/client";
import { getPlatformSecret } from "@forecourt/db/repositories/garage/platform-secret";

/**
 * The token that proves a site's custom domain: an HMAC of the site and the host under a secret
 * all servers share, so it is the same on every server, needs no column, and another site (or
 * the same host on another site) has another one.
 */
export async function domainToken(
  db: Database,
  { websiteId, host }: { websiteId: number; host: string },
): Promise<string> {
  const secret = await getPlatformSecret(db, "domain-verification");
  return createHmac("sha256", secret).update(`${websiteId}\n${host}`).digest("hex").slice(0, 32);
}
