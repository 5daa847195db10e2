import { runningSplitTest, type SplitTest } from "@forecourt/core/analytics/split-test";
import type { SiteSettings } from "@forecourt/core/site/site-settings";
import type { RouteSettings } from "@forecourt/core/site/site-routes";
import {
  thirdPartyOrigins,
  type ThirdPartyOrigins,
} from "@forecourt/core/security/third-party-origins";
import {
  removedAddressesOf,
  type RemovedAddresses,
  type RemovedAddressRow,
} from "@forecourt/core/site/removed-address-route";
import { createShortMemory, type ShortMemoryOptions } from "../short-memory.ts";

/**
 * What the proxy needs of a site's settings: its pages' security headers, the split test it
 * assigns visitors to (spec §6), if any, and the settings-driven paths it routes by.
 */
type SiteSecurityPolicy = {
  origins: ThirdPartyOrigins;
  frameAncestors: readonly string[];
  splitTest: SplitTest | null;
  /** Null without a site: every path then goes to the route that serves every kind. */
  routes: RouteSettings | null;
  /** The addresses of its deleted posts and pages: 410 Gone, or a 301 to a chosen path. */
  removed: RemovedAddresses;
};

/** A host with no site (the platform, an unknown host): no third party, no framing. */
export const NO_SITE_POLICY: SiteSecurityPolicy = {
  origins: { script: [], frame: [], connect: [], img: [], payment: [] },
  frameAncestors: [],
  splitTest: null,
  routes: null,
  removed: new Map(),
};

export function siteSecurityPolicy(
  settings: SiteSettings,
  removed: readonly RemovedAddressRow[] = [],
): SiteSecurityPolicy {
  return {
    removed: removedAddressesOf(removed),
    origins: thirdPartyOrigins(settings),
    frameAncestors: settings.security.frameAncestors,
    splitTest: runningSplitTest(settings.experiments.splitTest),
    routes: { paths: settings.paths },
  };
}

type PolicyCacheOptions = ShortMemoryOptions;

/**
 * Each site key's policy, remembered for a short time in a bounded map so the proxy reads the
 * database at most once per site per `ttlMs`, and unknown hosts cannot grow it without bound.
 * A failed load is not remembered: the request gets the no-site policy (nothing third-party
 * allowed) and the next one tries again.
 */
export function createPolicyCache(
  load: (
    siteKey: string,
  ) => Promise<{ settings: SiteSettings; removed: readonly RemovedAddressRow[] } | null>,
  options: PolicyCacheOptions,
): (siteKey: string) => Promise<SiteSecurityPolicy> {
  const remembered = createShortMemory(async (siteKey: string) => {
    const site = await load(siteKey);
    return site ? siteSecurityPolicy(site.settings, site.removed) : NO_SITE_POLICY;
  }, options);
  return (siteKey) => remembered(siteKey).catch(() => NO_SITE_POLICY);
}
