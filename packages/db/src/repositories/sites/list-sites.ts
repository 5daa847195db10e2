import { and, asc, isNull, sql } from "drizzle-orm";
import type { SiteSummary } from "@forecourt/core/domain/site";
import { parseSiteSettings } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";

const summaryOf = (row: { id: number; slug: string; name: string; settings: unknown }) => {
  const parsed = parseSiteSettings(row.settings);
  return parsed.ok
    ? [{ id: row.id, slug: row.slug, name: row.name, template: parsed.settings.template }]
    : [];
};

/** A site's id, slug, name and stored settings (parsed by the reader). */
export const siteSettingsColumns = {
  id: websites.id,
  slug: websites.slug,
  name: websites.name,
  settings: websites.settings,
};

const liveSitesByName = (db: Database, after: number | null) =>
  db
    .select(siteSettingsColumns)
    .from(websites)
    .where(
      and(
        isNull(websites.archivedAt),
        after === null
          ? undefined
          : sql`(${websites.name}, ${websites.id}) > (select w.name, w.id from ${websites} w
              where w.id = ${after})`,
      ),
    )
    .orderBy(asc(websites.name), asc(websites.id));

/**
 * Every site the platform serves, by name. Archived sites and sites with broken settings are
 * left out.
 */
export async function listSites(db: Database): Promise<SiteSummary[]> {
  return (await liveSitesByName(db, null)).flatMap(summaryOf);
}

/**
 * One page of the sites the platform serves, for the platform index: the `limit` live sites
 * after the site `after` (the last of the page before) by (name, id), read by the live sites'
 * name index, so an index of thousands of sites never loads them all; and the site the next
 * page starts after (null on the last). Sites with broken settings are left out of the page.
 */
export async function listSitePage(
  db: Database,
  { after, limit }: { after: number | null; limit: number },
): Promise<{ sites: SiteSummary[]; nextAfter: number | null }> {
  const rows = await liveSitesByName(db, after).limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    sites: page.flatMap(summaryOf),
    nextAfter: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}
