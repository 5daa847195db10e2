import "server-only";
import { normaliseCustomDomain } from "@forecourt/core/tenancy/custom-domain";
import {
  findDomainByHost,
  isCertifiableDomain,
} from "@forecourt/db/repositories/domains/site-domains";
import { tokenOfVerificationPath } from "@forecourt/core/tenancy/domain-verification";
import { db } from "../../db.ts";
import { env } from "../../env.ts";
import { isRememberedCertifiable } from "../../domains/certifiable-hosts.ts";
import { domainToken } from "../../domains/domain-token.ts";

export const NO_CERTIFICATE_MESSAGE = "No certificate is given for this domain.";

/** The stored form of a host a caller names, or null when it can be no site's custom domain. */
function storedHost(raw: string): string | null {
  const normalised = normaliseCustomDomain(raw, { platformDomain: env().PLATFORM_DOMAIN });
  return normalised.ok && normalised.host === raw.trim().toLowerCase() ? normalised.host : null;
}

/**
 * Whether the TLS terminator may get a certificate for `domain` (Caddy's on-demand `ask`): only
 * for a verified custom domain of a live site, named exactly as stored. Anything else is no, so
 * nobody can make the platform ask a CA for names it does not serve.
 */
export async function mayHaveCertificate(domain: string): Promise<boolean> {
  const host = storedHost(domain);
  return host !== null && isCertifiableDomain(await db(), host);
}

/**
 * Whether `domain` is a verified domain of a live site, by one indexed read of that host whose
 * answer is remembered a short while (`isRememberedCertifiable`): asked before the rate limit, so
 * a real dealer's certificate is never refused because someone else asked for made-up names.
 * No means "ask `mayHaveCertificate` under the limit".
 */
export async function isKnownCertifiable(domain: string): Promise<boolean> {
  const host = storedHost(domain);
  return host !== null && isRememberedCertifiable(host);
}

/**
 * The body of `http://{host}/.well-known/forecourt-verify/{token}`: the token, when it is the
 * token of the domain stored under that host; null (a 404) otherwise.
 */
export async function verificationAnswer(host: string, path: string): Promise<string | null> {
  const token = tokenOfVerificationPath(path);
  const stored = storedHost(host);
  if (!token || !stored) return null;
  const database = await db();
  const domain = await findDomainByHost(database, stored);
  if (!domain) return null;
  const expected = await domainToken(database, { websiteId: domain.websiteId, host: stored });
  return expected === token ? token : null;
}
