import "server-only";
import type { SplitTest } from "@forecourt/core/analytics/split-test";
import type { RouteSettings } from "@forecourt/core/site/site-routes";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import { pageSecurityHeaders } from "@forecourt/core/security/security-headers";
import { getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { listRemovedAddresses } from "@forecourt/db/repositories/content/studio/content-redirects";
import { database } from "../db.ts";
import { env } from "../env.ts";
import { isHttpsRequest } from "../http/trusted-proxy.ts";
import { isDevelopment } from "@forecourt/env/runtime-env";
import type { RemovedAddress } from "@forecourt/core/content/content-removal";
import { removedAddressAt } from "@forecourt/core/site/removed-address-route";
import { paymentPageOrigins } from "./payment-page-origins.ts";
import { createPolicyCache, NO_SITE_POLICY } from "./site-security-policy.ts";

const holder = globalThis as typeof globalThis & {
  __forecourtPolicyCache?: ReturnType<typeof createPolicyCache>;
};

function policyOf(siteKey: string) {
  holder.__forecourtPolicyCache ??= createPolicyCache(
    async (key) => {
      const { db } = await database();
      const site = await getSiteByKey(db, key);
      return site
        ? { settings: site.settings, removed: await listRemovedAddresses(db, site.id) }
        : null;
    },
    { ttlMs: 30_000, maxEntries: 1_000 },
  );
  return holder.__forecourtPolicyCache(siteKey);
}

/**
 * Forgets every site's remembered policy in this process, after a site's setup changed (a new
 * site or domain, settings) or a post or page was deleted or came back: the next request reads
 * it again. Other servers keep theirs up to 30 s.
 */
export function forgetSitePolicies(): void {
  holder.__forecourtPolicyCache = undefined;
}

/**
 * The security headers of a page of the site at `siteKey` (null: the platform or an unknown
 * host), per request, so a cached page still gets its site's current policy.
 */
export async function pageSecurityHeadersFor(
  request: Request,
  siteKey: string | null,
): Promise<Record<string, string>> {
  const policy = siteKey ? await policyOf(siteKey) : NO_SITE_POLICY;
  return pageSecurityHeaders({
    ...policy,
    origins: siteKey
      ? paymentPageOrigins(policy.origins, new URL(request.url).pathname)
      : policy.origins,
    isHttps: isHttpsRequest(request, { hops: env().TRUSTED_PROXY_HOPS }),
    isDevelopment: isDevelopment(),
    // The console's car screens scan VIN labels; the whole console gets it, since a console page
    // reached by a client-side navigation keeps the policy of the page first loaded.
    mayScanBarcodes: siteKey === null && isConsolePath(new URL(request.url).pathname),
  });
}

const isConsolePath = (pathname: string) =>
  pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);

/** The split test of the site at `siteKey`, from the same short-lived per-site memory. */
export async function siteSplitTestFor(siteKey: string | null): Promise<SplitTest | null> {
  return siteKey ? (await policyOf(siteKey)).splitTest : null;
}

/** The settings-driven paths of the site at `siteKey`, from the same memory (null: none known). */
export async function siteRoutesFor(siteKey: string | null): Promise<RouteSettings | null> {
  return siteKey ? (await policyOf(siteKey)).routes : null;
}

/** What a request path of the site at `siteKey` answers if it names a deleted post or page. */
export async function removedAddressFor(
  siteKey: string | null,
  pathname: string,
): Promise<RemovedAddress | null> {
  if (!siteKey) return null;
  const policy = await policyOf(siteKey);
  return policy.routes ? removedAddressAt(pathname, policy.routes, policy.removed) : null;
}
