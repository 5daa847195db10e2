import "server-only";
import { notFound } from "next/navigation";
import type { Site } from "@forecourt/core/site/site";
import { listSitePage } from "@forecourt/db/repositories/sites/list-sites";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";
import { getSite } from "../http/cached-sites.ts";

/** The cached site readers the edge uses too (`http/cached-sites.ts`), for pages and services. */
export { getSite, getSiteForApi } from "../http/cached-sites.ts";

/** Sites a page of the platform index lists. */
const SITE_INDEX_PAGE_SIZE = 60;

/**
 * A page of the platform index: the sites after the site `after` (0 for the first page). A page
 * past the end, or after a site that does not exist, is null and not stored: made-up numbers add
 * nothing to the cache.
 */
export const getSiteIndexPage = cached(
  "site-index-page",
  async (after: number) => {
    const page = await listSitePage(await db(), {
      after: after === 0 ? null : after,
      limit: SITE_INDEX_PAGE_SIZE,
    });
    return after !== 0 && page.sites.length === 0 ? null : page;
  },
  () => [cacheTags.sites()],
);

/** The site of a /sites/{key} route, or the 404 page. */
export async function requireSite(key: string): Promise<Site> {
  const site = await getSite(key);
  if (!site) notFound();
  return site;
}
