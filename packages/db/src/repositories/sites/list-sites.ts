import { asc, isNull } from "drizzle-orm";
import type { SiteSummary } from "@forecourt/core/domain/site";
import { parseSiteSettings } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";

/**
 * Every site the platform serves, for the platform index. Archived sites and sites with broken
 * settings are left out.
 */
export async function listSites(db: Database): Promise<SiteSummary[]> {
  const rows = await db
    .select()
    .from(websites)
    .where(isNull(websites.archivedAt))
    .orderBy(asc(websites.name));
  return rows.flatMap((row) => {
    const parsed = parseSiteSettings(row.settings);
    return parsed.ok
      ? [{ id: row.id, slug: row.slug, name: row.name, template: parsed.settings.template }]
      : [];
  });
}
