import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import { DEFAULT_RESPONSE_TARGET_MINUTES } from "@forecourt/core/leads/lead-response";
import { DEFAULT_SITE_TIME_ZONE, parseSiteSettings } from "@forecourt/core/site/site-settings";
import type { Database } from "../../client.ts";
import { leads, locations, websites } from "../../schema.ts";
import { inScope } from "../staff/site-scope.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";

/** A site of the inbox's filters: its locations, form categories and response target. */
type InboxSite = {
  id: number;
  name: string;
  slug: string;
  responseTargetMinutes: number;
  /** The dealership's IANA time zone (settings `timeZone`): the inbox shows times in it. */
  timeZone: string;
  locations: { id: number; name: string }[];
};

/**
 * The live sites whose leads the user may read, by name, with what the inbox's filters offer:
 * each site's visible locations, and the form categories of the leads the user may read on
 * them. `limit`: the first so many by name (an operator's inbox over thousands of sites asks for
 * one more than it lists, by the live sites' name index); `ids`: only those of these sites.
 */
export async function listInboxSites(
  db: Database,
  { actor, limit, ids: only }: { actor: StaffMember; limit?: number; ids?: readonly number[] },
): Promise<{ sites: InboxSite[]; categories: string[] }> {
  const scope = scopeOf(actor, "read-leads");
  const granted = scope.kind === "all" ? null : [...new Set(scope.grants.map((g) => g.websiteId))];
  const siteIds = only ? (granted ? only.filter((id) => granted.includes(id)) : only) : granted;
  if (siteIds && siteIds.length === 0) return { sites: [], categories: [] };
  const query = db
    .select({
      id: websites.id,
      name: websites.name,
      slug: websites.slug,
      settings: websites.settings,
    })
    .from(websites)
    .where(
      and(isNull(websites.archivedAt), siteIds ? inArray(websites.id, [...siteIds]) : undefined),
    )
    .orderBy(asc(websites.name), asc(websites.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return { sites: [], categories: [] };
  const [locationRows, categoryRows] = await Promise.all([
    db
      .select({ id: locations.id, name: locations.name, websiteId: locations.websiteId })
      .from(locations)
      .where(and(inArray(locations.websiteId, ids), eq(locations.isVisible, true)))
      .orderBy(asc(locations.position), asc(locations.name)),
    db
      .selectDistinct({ category: leads.category })
      .from(leads)
      .where(and(inArray(leads.websiteId, ids), inScope(scope, leads)))
      .orderBy(asc(leads.category)),
  ]);
  const sites = rows.map((row) => {
    const parsed = parseSiteSettings(row.settings);
    return {
      id: row.id,
      name: row.name,
      slug: row.slug,
      responseTargetMinutes: parsed.ok
        ? parsed.settings.leads.responseTargetMinutes
        : DEFAULT_RESPONSE_TARGET_MINUTES,
      timeZone: parsed.ok ? parsed.settings.timeZone : DEFAULT_SITE_TIME_ZONE,
      locations: locationRows
        .filter((location) => location.websiteId === row.id)
        .map(({ id, name }) => ({ id, name })),
    };
  });
  return { sites, categories: categoryRows.map((row) => row.category) };
}
