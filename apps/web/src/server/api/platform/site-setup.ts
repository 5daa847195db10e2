import "server-only";
import type { SiteWriteRefusal } from "@forecourt/db/repositories/sites/site-write-refusal";
import { AppError, WEBSITE_NOT_FOUND_MESSAGE } from "../../http/app-error.ts";
import { websiteScoped, type Caller, type PlatformFindInput } from "../../http/endpoints.ts";
import {
  getContentCounts,
  getDealerships,
  getLocations,
  getStockSummaryCached,
} from "../../queries/storefront.ts";
import { getSiteForApi } from "../../queries/site.ts";
import { currentSearchHour } from "../../queries/stock-scope.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { websiteJson } from "./website-json.ts";

/**
 * What the onboarding endpoints share: the platform credential check, the answer to a refused
 * write and the website as GET answers it. The site's cache expiry after a change of its setup
 * is the sites service's (sites/expire-site-setup.ts), which the console calls too.
 */

export const SITES_PLATFORM_ONLY_MESSAGE =
  "Websites, their domains, dealerships and locations are managed with the platform credential.";

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
