import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { getSiteById, getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { cacheTags } from "../cache-tags.ts";
import { siteOncePerRequest } from "../cache/request-sites.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";

/**
 * A site by the key its host names, tagged with that key alone: a change of the site's setup
 * expires the keys of its slug and domains (`expireSiteSetup`). The `sites` tag is the platform
 * index's only, so a new site does not re-render every other site's pages.
 */
const siteByKey = cached(
  "site-by-key",
  async (key: string): Promise<Site | null> => getSiteByKey(await db(), decodeURIComponent(key)),
  (key) => [cacheTags.siteKey(key)],
);

/** A site by its id, tagged with its id. */
const siteById = cached(
  "site-by-id",
  async (id: number): Promise<Site | null> => getSiteById(await db(), id),
  (id) => [cacheTags.site(id)],
);

/**
 * A site by the key its host names (a slug or a custom domain), read once per request
 * (`request-sites.ts`): the layouts, the metadata and the page share it, and so do the reads by
 * id of the same request. On the ground floor: the edge finds a request's site with it before
 * any service runs (pages read it through `queries/site.ts`).
 */
export function getSite(key: string): Promise<Site | null> {
  return siteOncePerRequest({ key }, () => siteByKey(key));
}

/**
 * A site by its id, as the platform API's paths and a page's stock reads name it; in a request
 * that has found the site by its key, that site (`request-sites.ts`).
 */
export function getSiteForApi(id: number): Promise<Site | null> {
  return siteOncePerRequest({ id }, () => siteById(id));
}
