import { and, asc, gt, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { domains, websites } from "../../schema.ts";

export type WebsiteListItem = {
  id: number;
  slug: string;
  name: string;
  domains: string[];
  archivedAt: Date | null;
  createdAt: Date;
};

type ListWebsitesOptions = {
  /** Websites with an id above this (the previous page's `nextCursor`). */
  afterId?: number;
  limit: number;
  includeArchived?: boolean;
};

type WebsitesPage = { websites: WebsiteListItem[]; nextCursor: number | null };

/** The platform's websites by id, one page at a time (keyset: stable while sites are added). */
export async function listWebsites(
  db: Database,
  { afterId = 0, limit, includeArchived = false }: ListWebsitesOptions,
): Promise<WebsitesPage> {
  const rows = await db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      archivedAt: websites.archivedAt,
      createdAt: websites.createdAt,
    })
    .from(websites)
    .where(and(gt(websites.id, afterId), includeArchived ? undefined : isNull(websites.archivedAt)))
    .orderBy(asc(websites.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const hosts =
    page.length === 0
      ? []
      : await db
          .select({ websiteId: domains.websiteId, host: domains.host })
          .from(domains)
          .where(
            inArray(
              domains.websiteId,
              page.map((row) => row.id),
            ),
          )
          .orderBy(asc(domains.id));
  return {
    websites: page.map((row) => ({
      ...row,
      domains: hosts.filter((h) => h.websiteId === row.id).map((h) => h.host),
    })),
    nextCursor: rows.length > limit ? (page[page.length - 1]?.id ?? null) : null,
  };
}
