import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Site } from "@forecourt/core/site/site";
import { siteKeyKind } from "@forecourt/core/tenancy/resolve-host";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";
import { toSite } from "../mappers.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

async function withDomains(
  db: Database,
  row: typeof websites.$inferSelect | undefined,
): Promise<Site | null> {
  if (!row) return null;
  const hosts = await db
    .select({ host: domains.host })
    .from(domains)
    .where(eq(domains.websiteId, row.id))
    .orderBy(domains.id);
  return toSite(
    row,
    hosts.map((h) => h.host),
  );
}

/** Archived sites are served nowhere: none of these finds one. */
const isLive = isNull(websites.archivedAt);

/** The live site that `match` picks (by a unique column), with its domains. */
async function liveSiteWhere(db: Database, match: SQL): Promise<Site | null> {
  const [row] = await db.select().from(websites).where(and(match, isLive)).limit(1);
  return withDomains(db, row);
}

export async function getSiteBySlug(db: Database, slug: string): Promise<Site | null> {
  return liveSiteWhere(db, eq(websites.slug, slug));
}

export async function getSiteById(db: Database, id: number): Promise<Site | null> {
  if (!isRowId(id)) return null;
  return liveSiteWhere(db, eq(websites.id, id));
}

export async function getSiteByDomain(db: Database, host: string): Promise<Site | null> {
  const [row] = await db
    .select({ website: websites })
    .from(domains)
    .innerJoin(websites, eq(domains.websiteId, websites.id))
    .where(and(eq(domains.host, host.toLowerCase()), isLive))
    .limit(1);
  return withDomains(db, row?.website);
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
