import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_SITE_TIME_ZONE } from "@forecourt/core/site/site-settings";
import { websites } from "../../schema.ts";

/**
 * The site's IANA time zone (settings `timeZone`, the schema's default where it names none), in
 * SQL over a row of `websites`: what a console list reads to show each row in its site's zone.
 */
export const siteTimeZone: SQL<string> = sql<string>`coalesce(${websites.settings} ->> 'timeZone', ${DEFAULT_SITE_TIME_ZONE})`;
