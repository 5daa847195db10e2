import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { getSiteById, getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";

/**
 * A site by the key its host names, tagged with that key alone: a change of the site's setup
 * expires the keys of its slug and domains (`expireSiteSetup`). The `sites` tag is the platform
 * index's only, so a new site does not re-render every other site's pages. On the ground floor:
 * the edge finds a request's site with it before any service runs (pages read it through
 * `queries/site.ts`).
 */
export const getSite = cached(
  "site-by-key",
  async (key: string): Promise<Site | null> => getSiteByKey(await db(), decodeURIComponent(key)),
  (key) => [cacheTags.siteKey(key)],
);

/** A site by its id, as the platform API's paths and queries name it. */
export const getSiteForApi = cached(
  "site-by-id",
  async (id: number): Promise<Site | null> => getSiteById(await db(), id),
  (id) => [cacheTags.site(id)],
);
