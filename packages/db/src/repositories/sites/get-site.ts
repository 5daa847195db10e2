import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Site } from "@forecourt/core/site/site";
import { siteKeyKind } from "@forecourt/core/tenancy/resolve-host";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";
import { toSite } from "../mappers.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

/**
 * The site's domains (hosts) as one JSON array in its row's statement, oldest first: a site is
 * found in one round trip, where a second statement read its domains. Written with its own
 * names: Drizzle leaves a one-table select's columns unqualified, and an unqualified `"id"` in
 * the subquery would be the domain's own, not the site's.
 */
const domainsOfSite = sql<string[]>`coalesce((
  select json_agg(site_domains.host order by site_domains.id)
  from ${domains} site_domains where site_domains.website_id = ${websites}.id), '[]')`;

/** The columns of a site found: its row and its domains. */
const siteColumns = { website: websites, hosts: domainsOfSite };

function toFoundSite(
  found: { website: typeof websites.$inferSelect; hosts: string[] } | undefined,
): Site | null {
  return found ? toSite(found.website, found.hosts) : null;
}

/** Archived sites are served nowhere: none of these finds one. */
const isLive = isNull(websites.archivedAt);

/** The live site that `match` picks (by a unique column), with its domains. */
async function liveSiteWhere(db: Database, match: SQL): Promise<Site | null> {
  const [found] = await db.select(siteColumns).from(websites).where(and(match, isLive)).limit(1);
  return toFoundSite(found);
}

export async function getSiteBySlug(db: Database, slug: string): Promise<Site | null> {
  return liveSiteWhere(db, eq(websites.slug, slug));
}

export async function getSiteById(db: Database, id: number): Promise<Site | null> {
  if (!isRowId(id)) return null;
  return liveSiteWhere(db, eq(websites.id, id));
}

export async function getSiteByDomain(db: Database, host: string): Promise<Site | null> {
  const [found] = await db
    .select(siteColumns)
    .from(domains)
    .innerJoin(websites, eq(domains.websiteId, websites.id))
    .where(and(eq(domains.host, host.toLowerCase()), isLive))
    .limit(1);
  return toFoundSite(found);
}

/** The key in /sites/{key} is a slug or a custom domain; the two never look alike. */
export async function getSiteByKey(db: Database, key: string): Promise<Site | null> {
  switch (siteKeyKind(key)) {
    case "slug":
      return getSiteBySlug(db, key);
    case "custom-domain":
      return getSiteByDomain(db, key);
    default:
      return null;
  }
}
