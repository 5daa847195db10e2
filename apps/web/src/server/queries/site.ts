import "server-only";
import { notFound } from "next/navigation";
import type { Site } from "@forecourt/core/site/site";
import { getSiteById, getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { listSites } from "@forecourt/db/repositories/sites/list-sites";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";

/**
 * A site by the key its host names, tagged with that key alone: a change of the site's setup
 * expires the keys of its slug and domains (`expireSiteSetup`). The `sites` tag is the platform
 * index's only, so a new site does not re-render every other site's pages.
 */
export const getSite = cached(
  "site-by-key",
  async (key: string): Promise<Site | null> => getSiteByKey(await db(), decodeURIComponent(key)),
  (key) => [cacheTags.siteKey(key)],
);

export const getSiteForApi = cached(
  "site-by-id",
  async (id: number): Promise<Site | null> => getSiteById(await db(), id),
  (id) => [cacheTags.site(id)],
);

export const getAllSites = cached(
  "all-sites",
  async () => listSites(await db()),
  () => [cacheTags.sites()],
);

/** The site of a /sites/{key} route, or the 404 page. */
export async function requireSite(key: string): Promise<Site> {
  const site = await getSite(key);
  if (!site) notFound();
  return site;
}
