import "server-only";
import { notFound } from "next/navigation";
import type { Site } from "@forecourt/core/site/site";
import { listSites } from "@forecourt/db/repositories/sites/list-sites";
import { cacheTags } from "../cache-tags.ts";
import { cached } from "../cached.ts";
import { db } from "../db.ts";
import { getSite } from "../http/cached-sites.ts";

/** The cached site readers the edge uses too (`http/cached-sites.ts`), for pages and services. */
export { getSite, getSiteForApi } from "../http/cached-sites.ts";

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
