import { and, asc, eq, exists, ilike, isNull, or } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";

export type FoundSite = { id: number; slug: string; name: string };

/** `%`, `_` and `\` typed by the user match themselves in a LIKE pattern. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Live sites whose name, slug or one of whose custom domains contains `query` (any case), by
 * name, at most `limit`: the operator's site switcher over every site of the platform.
 */
export async function searchSites(
  db: Database,
  { query, limit }: { query: string; limit: number },
): Promise<FoundSite[]> {
  const pattern = likeText(query.trim());
  return db
    .select({ id: websites.id, slug: websites.slug, name: websites.name })
    .from(websites)
    .where(
      and(
        isNull(websites.archivedAt),
        or(
          ilike(websites.name, pattern),
          ilike(websites.slug, pattern),
          exists(
            db
              .select({ id: domains.id })
              .from(domains)
              .where(and(eq(domains.websiteId, websites.id), ilike(domains.host, pattern))),
          ),
        ),
      ),
    )
    .orderBy(asc(websites.name), asc(websites.id))
    .limit(limit);
}
