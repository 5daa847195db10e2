import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { resolveHost } from "@forecourt/core/tenancy/resolve-host";
import { getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { setRequestSite } from "@forecourt/db/request-context";
import { db } from "../db.ts";
import { env } from "../env.ts";
import { createShortMemory } from "../short-memory.ts";
import { getSite } from "./cached-sites.ts";

/** The site key a request's Host header names (a site's slug or custom domain), if any. */
function siteKeyOf(request: Request): string | null {
  const resolution = resolveHost(request.headers.get("host"), {
    platformDomain: env().PLATFORM_DOMAIN,
  });
  if (resolution.kind === "site") return resolution.slug;
  if (resolution.kind === "custom-domain") return resolution.domain;
  return null;
}

/**
 * The site a browser request is for, from its Host header (the proxy does not rewrite /api/).
 * Browser endpoints never take the site from the body.
 */
export async function siteFromHost(request: Request): Promise<Site | null> {
  const key = siteKeyOf(request);
  return key ? named(await getSite(key)) : null;
}

/** The site found, named as the request's site in its log lines. */
function named(site: Site | null): Site | null {
  if (site) setRequestSite(site.slug);
  return site;
}

const holder = globalThis as typeof globalThis & {
  __forecourtSitesOutsideNext?: (key: string) => Promise<Site | null>;
};

/**
 * The same, for a handler served before Next's pipeline, where Next's data cache (and the tag
 * expiry that keeps it fresh) is not there: each site remembered for 30 s in a bounded map, as
 * the proxy remembers its policies, so a settings change shows there within 30 s.
 */
export async function siteFromHostOutsideNext(request: Request): Promise<Site | null> {
  const key = siteKeyOf(request);
  if (!key) return null;
  holder.__forecourtSitesOutsideNext ??= createShortMemory(
    async (siteKey) => getSiteByKey(await db(), siteKey),
    { ttlMs: 30_000, maxEntries: 1_000 },
  );
  return named(await holder.__forecourtSitesOutsideNext(key));
}

/** Forgets the sites remembered above, after a site's setup changed (see `forgetSitePolicies`). */
export function forgetSitesOutsideNext(): void {
  holder.__forecourtSitesOutsideNext = undefined;
}
