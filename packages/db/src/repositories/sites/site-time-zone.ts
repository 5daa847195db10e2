import { eq, sql, type SQL } from "drizzle-orm";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";

/**
 * The site's IANA time zone (settings `timeZone`, the schema's default where it names none), in
 * SQL over a row of `websites`: what a console list reads to show each row in its site's zone.
 */
export const siteTimeZone: SQL<string> = sql<string>`coalesce(${websites.settings} ->> 'timeZone', ${DEFAULT_SITE_TIME_ZONE})`;

/** One site's time zone by its id (the schema's default for a site that names none or is gone). */
export async function getSiteTimeZone(db: Database, websiteId: number): Promise<string> {
  const [row] = await db
    .select({ timeZone: siteTimeZone })
    .from(websites)
    .where(eq(websites.id, websiteId));
  return row?.timeZone ?? DEFAULT_SITE_TIME_ZONE;
}
