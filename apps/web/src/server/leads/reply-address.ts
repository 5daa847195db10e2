import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { formatReplyAddress, parseReplyAddress } from "@forecourt/core/leads/lead-conversation";
import type { Database } from "@forecourt/db/client";
import { getPlatformSecret } from "@forecourt/db/repositories/garage/platform-secret";
import { env } from "../env.ts";

/** The domain of leads' reply addresses: INBOUND_MAIL_DOMAIN, else `reply.{PLATFORM_DOMAIN}`. */
function inboundMailDomain(): string {
  const config = env();
  return config.INBOUND_MAIL_DOMAIN ?? `reply.${config.PLATFORM_DOMAIN}`;
}

async function tagOf(db: Database, leadId: string): Promise<string> {
  const secret = await getPlatformSecret(db, "lead-reply");
  return createHmac("sha256", secret).update(leadId).digest("hex").slice(0, 16);
}

/**
 * The lead's own reply address, `lead-{id}-{tag}@{domain}`: the tag is an HMAC of the id under
 * a platform secret, so nobody can write onto a lead by guessing its address.
 */
export async function leadReplyAddress(db: Database, leadId: string): Promise<string> {
  return formatReplyAddress(leadId, await tagOf(db, leadId), inboundMailDomain());
}

/** The lead an address is the reply address of (its tag checked), or null. */
export async function leadOfReplyAddress(db: Database, address: string): Promise<string | null> {
  const parsed = parseReplyAddress(address.trim(), inboundMailDomain());
  if (!parsed) return null;
  const expected = Buffer.from(await tagOf(db, parsed.leadId));
  const given = Buffer.from(parsed.tag);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? parsed.leadId
    : null;
}
