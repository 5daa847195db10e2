import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { SiteWriteRefusal } from "@forecourt/db/repositories/sites/site-write-refusal";
import { cacheTags } from "../cache-tags.ts";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { AppError, WEBSITE_NOT_FOUND_MESSAGE } from "../http/app-error.ts";
import { websiteScoped, type Caller, type PlatformFindInput } from "../http/endpoints.ts";
import { forgetSitesOutsideNext } from "../http/site-from-host.ts";
import {
  getContentCounts,
  getDealerships,
  getLocations,
  getStockSummaryCached,
} from "../queries/storefront.ts";
import { getSiteForApi } from "../queries/site.ts";
import { currentSearchHour } from "../queries/stock-scope.ts";
import { forgetSitePolicies } from "../security/page-security-headers.ts";
import { websiteJson } from "./website-json.ts";

/**
 * What the onboarding endpoints share: the platform credential check, the answer to a refused
 * write, the site's cache expiry after a change of its setup, and the website as GET answers it.
 */

export const SITES_PLATFORM_ONLY_MESSAGE =
  "Websites, their domains, dealerships and locations are managed with the platform credential.";
export const NO_STORE = { "cache-control": "no-store" } as const;

/** Setup writes are the platform's: a website's own API key gets 403. */
export function requirePlatform(caller: Caller): void {
  if (caller.kind !== "platform") throw new AppError("FORBIDDEN", SITES_PLATFORM_ONLY_MESSAGE);
}

/**
 * The finder of a platform-wide path (the list of websites, a site document): a website's key
 * gets the same 403 as on a website's setup paths, not a 404.
 */
export const platformOnly = websiteScoped(async ({ caller }: PlatformFindInput) => {
  requirePlatform(caller);
  return null;
});

/** A refused write as the client's mistake: 404 for what is not there, 422 at its field. */
export function refusedWrite(refusal: SiteWriteRefusal): AppError {
  return refusal.reason === "not-found"
    ? new AppError("NOT_FOUND", refusal.message)
    : new AppError("INVALID_INPUT", refusal.message, { [refusal.field]: refusal.message });
}

export type SetupChange = {
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
}

/** The website as GET /api/v1/websites/{id}.json answers it, read after the write's expiry. */
export async function websiteAnswer(id: number, init: ResponseInit = {}): Promise<Response> {
  const site = await getSiteForApi(id);
  if (!site) throw new AppError("NOT_FOUND", WEBSITE_NOT_FOUND_MESSAGE);
  const [stock, dealerships, locations, counts] = await Promise.all([
    getStockSummaryCached(site.id, currentSearchHour()),
    getDealerships(site.id),
    getLocations(site.id),
    getContentCounts(site.id),
  ]);
  return Response.json(websiteJson({ site, stock, dealerships, locations, counts }), {
    ...init,
    headers: { ...NO_STORE, ...init.headers },
  });
}
