/**
 * Where a data vendor's API is asked (spec §7 "a staging host is used when a staging flag is
 * set"): its production host, or its staging host while the site's `integrations.useStagingHost`
 * is on. A site under test never falls back to production: with no staging host configured its
 * lookups are unavailable, and the reason names the variable to set.
 */

type VendorHosts = {
  /** The vendor's published production base URL (or the environment's override of it). */
  production: string;
  /** The vendor's staging or sandbox base URL, when the deployment has one. */
  staging?: string | undefined;
};

type VendorBaseUrl =
  | { ok: true; url: string; host: "production" | "staging" }
  | { ok: false; reason: "no-staging-host" };

/** The base URL (no trailing slash) the site's calls to this vendor go to. */
export function vendorBaseUrl(hosts: VendorHosts, useStagingHost: boolean): VendorBaseUrl {
  if (!useStagingHost) return { ok: true, url: trimSlash(hosts.production), host: "production" };
  if (!hosts.staging) return { ok: false, reason: "no-staging-host" };
  return { ok: true, url: trimSlash(hosts.staging), host: "staging" };
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");
