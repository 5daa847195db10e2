import "server-only";
import { z } from "zod";
import type { Site } from "@forecourt/core/site/site";
import { normaliseCustomDomain } from "@forecourt/core/tenancy/custom-domain";
import { addDomain } from "@forecourt/db/repositories/sites/add-domain";
import { getSiteDomain } from "@forecourt/db/repositories/domains/site-domains";
import { removeDomain } from "@forecourt/db/repositories/sites/remove-domain";
import { domainJson } from "../../domains/domain-json.ts";
import { db } from "../../db.ts";
import { env } from "../../env.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { expireSiteSetup } from "../../sites/expire-site-setup.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { refusedWrite, requirePlatform } from "./site-setup.ts";
import { normaliseDomains } from "./website-writes.ts";

export const DOMAIN_NOT_FOUND_MESSAGE = "This website has no such domain.";

const domainSchema = z.strictObject(
  { host: z.string({ error: 'Send {"host": "www.example.com"}.' }).max(300) },
  { error: 'Send {"host": "www.example.com"}.' },
);

/**
 * POST /api/v1/websites/{id}/domains.json {host}: the site is served at the host from its next
 * request (201; 200 when the site already had it). The host is stored normalised; one another
 * site serves is a 422 that does not say which. A new domain is unverified: the answer says how
 * to prove it (see domain-verification.ts), and it gets no certificate until then.
 */
export async function postDomain({
  request,
  caller,
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  requirePlatform(caller);
  const { host: raw } = parseInput(domainSchema, await readJson(request, { maxBytes: 1_024 }));
  const [host = ""] = normaliseDomains([raw], () => "host");
  const added = await addDomain(await db(), { websiteId: site.id, host });
  if (!added.ok) throw refusedWrite(added);
  if (added.isCreated) await expireSiteSetup(site, { hosts: [host] });
  const domain = await getSiteDomain(await db(), { websiteId: site.id, host });
  if (!domain) throw new AppError("NOT_FOUND", DOMAIN_NOT_FOUND_MESSAGE);
  return Response.json(await domainJson(domain), {
    status: added.isCreated ? 201 : 200,
    headers: NO_STORE,
  });
}

/**
 * DELETE /api/v1/websites/{id}/domains/{host}.json: the host stops serving the site at once
 * (204); its next request is the unknown-host 404.
 */
export async function deleteDomain(input: PlatformInput<Site>): Promise<Response> {
  const { site, host } = domainOfPath(input);
  if (!host || !(await removeDomain(await db(), { websiteId: site.id, host }))) {
    throw new AppError("NOT_FOUND", DOMAIN_NOT_FOUND_MESSAGE);
  }
  await expireSiteSetup(site, { hosts: [host] });
  return new Response(null, { status: 204, headers: NO_STORE });
}

/**
 * A platform call on one of a site's domains: the caller checked, the site, and the stored host
 * its `{host}.json` path names (null when it names none: stored hosts are normalised).
 */
export function domainOfPath({ params, caller, found: site }: PlatformInput<Site>): {
  site: Site;
  host: string | null;
} {
  requirePlatform(caller);
  const domain = normaliseCustomDomain(withoutJson(pathParam(params, "host")), {
    platformDomain: env().PLATFORM_DOMAIN,
  });
  return { site, host: domain.ok ? domain.host : null };
}
