import { and, asc, isNull, sql } from "drizzle-orm";
import { wholeSitesOf } from "@forecourt/core/console/staff-access";
import { defaultSiteSettings } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { websites } from "../../schema.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

export type InsightSite = {
  id: number;
  slug: string;
  name: string;
  /** Whether the site records visits and speed (`analytics.collectorEnabled`). */
  isCollecting: boolean;
  /** The site's IANA time zone (settings `timeZone`): Insight counts its days there. */
  timeZone: string;
};

// The schema's default where a site's settings do not say (read once, not per row).
const IS_COLLECTING_BY_DEFAULT = defaultSiteSettings().analytics.collectorEnabled;

/**
 * The live sites whose insight the actor may read, by name: every site for an operator, a
 * dealer admin's whole sites (its dealership group), none for sales (`read-insight`); each with
 * whether it records visits, for Insight to say when it does not.
 */
export async function listInsightSites(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<InsightSite[]> {
  return db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      isCollecting: sql<boolean>`coalesce((${websites.settings} #>> '{analytics,collectorEnabled}')::boolean, ${IS_COLLECTING_BY_DEFAULT})`,
      timeZone: siteTimeZone,
    })
    .from(websites)
    .where(
      and(isNull(websites.archivedAt), inSites(wholeSitesOf(actor, "read-insight"), websites.id)),
    )
    .orderBy(asc(websites.name));
}
