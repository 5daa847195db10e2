import "server-only";
import type { Site } from "@forecourt/core/domain/site";
import { resolveHost } from "@forecourt/core/tenancy/resolve-host";
import { env } from "../env.ts";
import { getSite } from "../queries/site.ts";

/**
 * The site a browser request is for, from its Host header (the proxy does not rewrite /api/).
 * Browser endpoints never take the site from the body.
 */
export async function siteFromHost(request: Request): Promise<Site | null> {
  const resolution = resolveHost(request.headers.get("host"), {
    platformDomain: env().PLATFORM_DOMAIN,
  });
  if (resolution.kind === "site") return getSite(resolution.slug);
  if (resolution.kind === "custom-domain") return getSite(resolution.domain);
  return null;
}
