import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { cacheTags } from "../cache-tags.ts";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { forgetCertifiableHosts } from "../domains/certifiable-hosts.ts";
import { forgetSitesOutsideNext } from "../http/site-from-host.ts";
import { getSiteForApi } from "../queries/site.ts";
import { forgetSitePolicies } from "../security/page-security-headers.ts";

type SetupChange = {
  /** The website row or the ways to reach it (slug, domains) changed: the host lookup. */
  isSiteChanged?: boolean;
  /** What the platform index lists changed (a new, archived or renamed site). */
  isIndexChanged?: boolean;
  /** Hosts added or removed: each one's lookup (a 404 remembered, or the site) expires. */
  hosts?: string[];
  isDealershipsChanged?: boolean;
  isLocationsChanged?: boolean;
};

/**
 * Expires what a change of a site's setup touched, and only that: the site's host lookups
 * (`site-key:{slug}` and each domain, added or removed ones included) and `site:{id}` for the
 * website row; `sites` when the index changes; the locations tag (locations and dealerships
 * lists) and the stock tags (cards and each car's page show its location and dealership). The proxy's and the early
 * events handler's 30 s per-site memory of this process is dropped too, so a new host gets its
 * site's policy on its first request. Nothing changed, nothing expires.
 */
export async function expireSiteSetup(
  site: Pick<Site, "id" | "slug" | "domains">,
  change: SetupChange,
): Promise<void> {
  const hosts = [...new Set([...site.domains, ...(change.hosts ?? [])])];
  const tags = new Set<string>();
  if (change.isSiteChanged || change.isIndexChanged || (change.hosts?.length ?? 0) > 0) {
    tags.add(cacheTags.site(site.id));
    for (const key of [site.slug, ...hosts]) tags.add(cacheTags.siteKey(key));
  }
  if (change.isIndexChanged) tags.add(cacheTags.sites());
  if (change.isDealershipsChanged) {
    // The dealerships list is tagged with the site and locations; a car carries its dealership.
    tags.add(cacheTags.site(site.id));
    tags.add(cacheTags.locations(site.id));
    tags.add(cacheTags.cars(site.id));
    tags.add(cacheTags.stock(site.id));
  }
  if (change.isLocationsChanged) {
    tags.add(cacheTags.locations(site.id));
    tags.add(cacheTags.cars(site.id));
    tags.add(cacheTags.stock(site.id));
  }
  if (tags.size === 0) return;
  await expireSiteTags({ ...site, domains: hosts }, [...tags]);
  forgetSitePolicies();
  forgetSitesOutsideNext();
  forgetCertifiableHosts();
}

/** {@link expireSiteSetup} for a site by its id (the console's writes, which hold only the id). */
export async function expireSiteSetupOf(websiteId: number, change: SetupChange): Promise<void> {
  const site = await getSiteForApi(websiteId);
  if (site) await expireSiteSetup(site, change);
}
