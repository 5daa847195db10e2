import "server-only";
import {
  DOMAIN_PROOF_MESSAGES,
  judgeDomainProof,
} from "@forecourt/core/tenancy/domain-verification";
import {
  getSiteDomain,
  markDomainVerified,
  type SiteDomain,
} from "@forecourt/db/repositories/domains/site-domains";
import { db } from "../db.ts";
import { env } from "../env.ts";
import { domainToken } from "./domain-token.ts";
import { lookForDomainProof } from "./look-for-domain-proof.ts";
import { forgetCertifiableHosts } from "./certifiable-hosts.ts";

type VerifyDomainResult =
  | { ok: true; domain: SiteDomain }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "no-txt-record" | "wrong-txt-record"; message: string };

/** The DNS servers and port proofs are looked up with, from the environment. */
export function proofLookupOptions() {
  const servers = env().DOMAIN_VERIFY_DNS_SERVERS;
  return {
    dnsServers: servers ? servers.split(",").map((server) => server.trim()) : [],
    httpPort: env().DOMAIN_VERIFY_HTTP_PORT,
  };
}

/**
 * Looks for the proof that a site's custom domain is the dealer's (its TXT record, else its
 * HTTP token) and records the domain verified when it is there. A verified domain stays
 * verified; asking again looks nothing up.
 */
export async function verifyDomain({
  websiteId,
  host,
}: {
  websiteId: number;
  host: string;
}): Promise<VerifyDomainResult> {
  const database = await db();
  const domain = await getSiteDomain(database, { websiteId, host });
  if (!domain) return { ok: false, reason: "not-found" };
  if (domain.verifiedAt) return { ok: true, domain };
  const token = await domainToken(database, { websiteId, host });
  const verdict = judgeDomainProof(
    token,
    await lookForDomainProof(host, token, proofLookupOptions()),
  );
  if (!verdict.isProved) {
    return { ok: false, reason: verdict.reason, message: DOMAIN_PROOF_MESSAGES[verdict.reason] };
  }
  await markDomainVerified(database, { websiteId, host, by: verdict.by });
  forgetCertifiableHosts();
  const verified = await getSiteDomain(database, { websiteId, host });
  return verified ? { ok: true, domain: verified } : { ok: false, reason: "not-found" };
}
