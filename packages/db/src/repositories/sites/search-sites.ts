import { and, asc, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";

type FoundSite = { id: number; slug: string; name: string };

/** `%`, `_` and `\` typed by the user match themselves in a LIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Live sites whose name, slug or one of whose custom domains contains `query` (any case), by
 * name, at most `limit`: the operator's site switcher over every site of the platform. Each of
 * the three is read by its trigram index (pg_trgm, migration 0048) and the sites found are
 * joined by id, so a search of 10,000 sites reads the few that match, not every name and domain.
 * A query of one or two letters has no trigram: it reads the tables, still one pass each.
 */
export async function searchSites(
  db: Database,
  { query, limit }: { query: string; limit: number },
): Promise<FoundSite[]> {
  const pattern = likeText(query.trim());
  const byName = db.select({ id: websites.id }).from(websites).where(ilike(websites.name, pattern));
  const bySlug = db.select({ id: websites.id }).from(websites).where(ilike(websites.slug, pattern));
  const byDomain = db
    .select({ id: domains.websiteId })
    .from(domains)
    .where(ilike(domains.host, pattern));
  return db
    .select({ id: websites.id, slug: websites.slug, name: websites.name })
    .from(websites)
    .where(
      and(
        isNull(websites.archivedAt),
        inArray(websites.id, sql`(${byName} union ${bySlug} union ${byDomain})`),
      ),
    )
    .orderBy(asc(websites.name), asc(websites.id))
    .limit(limit);
}
