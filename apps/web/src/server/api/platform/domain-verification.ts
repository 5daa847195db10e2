import "server-only";
import { getSiteDomain } from "@forecourt/db/repositories/domains/site-domains";
import type { Site } from "@forecourt/core/site/site";
import { db } from "../../db.ts";
import { domainJson } from "../../domains/domain-json.ts";
import { verifyDomain } from "../../domains/verify-domain.ts";
import { AppError } from "../../http/app-error.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { DOMAIN_NOT_FOUND_MESSAGE, domainOfPath } from "./domain-writes.ts";
import { NO_STORE } from "../../http/no-store.ts";

/**
 * GET /api/v1/websites/{id}/domains/{host}.json: the domain, whether it is verified and, until
 * it is, the TXT record or HTTP token that proves it.
 */
export async function getDomain(input: PlatformInput<Site>) {
  const { site, host } = domainOfPath(input);
  const domain = host ? await getSiteDomain(await db(), { websiteId: site.id, host }) : null;
  if (!domain) throw new AppError("NOT_FOUND", DOMAIN_NOT_FOUND_MESSAGE);
  return Response.json(await domainJson(domain), { headers: NO_STORE });
}

/**
 * POST /api/v1/websites/{id}/domains/{host}/verify.json: looks for the domain's proof now.
 * 200 with the verified domain (from then on it gets a certificate); 422 saying what is
 * missing when the proof is not there yet.
 */
export async function postDomainVerification(input: PlatformInput<Site>): Promise<Response> {
  const { site, host } = domainOfPath(input);
  const result = host ? await verifyDomain({ websiteId: site.id, host }) : null;
  if (!result || (!result.ok && result.reason === "not-found")) {
    throw new AppError("NOT_FOUND", DOMAIN_NOT_FOUND_MESSAGE);
  }
  if (!result.ok) {
    throw new AppError("INVALID_INPUT", "This domain is not verified yet.", {
      host: result.message,
    });
  }
  return Response.json(await domainJson(result.domain), { headers: NO_STORE });
}
