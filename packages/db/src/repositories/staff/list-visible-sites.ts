import { and, asc, count, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { INITIAL_LEAD_STATUS } from "@forecourt/core/leads/lead-statuses";
import { grantOn, scopeOf } from "@forecourt/core/console/staff-access";
import { roleMay, type StaffRole } from "@forecourt/core/console/staff-roles";
import type { Database } from "../../client.ts";
import { leads, websites } from "../../schema.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { inScope, inSites } from "./site-scope.ts";
import type { StaffMember } from "./get-staff-member.ts";

/** A site on the console's home: the user's role there and its new leads the user may see. */
type VisibleSite = {
  id: number;
  slug: string;
  name: string;
  /** The site's IANA time zone, as its times are shown. */
  timeZone: string;
  role: StaffRole;
  /** Null where the user's role reads no leads (marketing). */
  newLeads: number | null;
};

/**
 * The live sites the user can see, by name, each with its count of new (finished, untouched)
 * leads within the user's grant: a sales user narrowed to a dealership counts only its leads.
 * With `limit`, one page of them: those after the site `after` (the last of the page before) by
 * (name, id), read by the live sites' name index, so an operator's list of thousands of sites
 * never loads them all; the leads are counted for the page's sites only.
 */
export async function listVisibleSites(
  db: Database,
  { actor, after = null, limit }: { actor: StaffMember; after?: number | null; limit?: number },
): Promise<VisibleSite[]> {
  const scope = scopeOf(actor, "read-leads");
  const page = db
    .select({ id: websites.id, slug: websites.slug, name: websites.name, timeZone: siteTimeZone })
    .from(websites)
    .where(
      and(
        liveSitesOf(actor),
        after === null
          ? undefined
          : sql`(${websites.name}, ${websites.id}) > (select w.name, w.id from ${websites} w
              where w.id = ${after})`,
      ),
    )
    .orderBy(asc(websites.name), asc(websites.id));
  const sites = await (limit === undefined ? page : page.limit(limit));
  if (sites.length === 0) return [];
  const counts = await db
    .select({ websiteId: leads.websiteId, value: count() })
    .from(leads)
    .where(
      and(
        eq(leads.status, INITIAL_LEAD_STATUS),
        eq(leads.isFormCompleted, true),
        inScope(scope, leads),
        inArray(
          leads.websiteId,
          sites.map((site) => site.id),
        ),
      ),
    )
    .groupBy(leads.websiteId);
  const newLeads = new Map(counts.map((row) => [row.websiteId, row.value]));
  return sites.flatMap((site) => {
    const role = actor.isPlatformOperator ? "platform-operator" : grantOn(actor, site.id)?.role;
    if (!role) return [];
    const readsLeads = roleMay(role, "read-leads");
    return [{ ...site, role, newLeads: readsLeads ? (newLeads.get(site.id) ?? 0) : null }];
  });
}

/**
 * The time zones of the user's live sites, each once: all a page needs that shows the user's own
 * times in their sites' zone (`staffTimeZone`), without counting leads.
 */
export async function listVisibleSiteZones(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ timeZone: siteTimeZone })
    .from(websites)
    .where(liveSitesOf(actor));
  return rows.map((row) => row.timeZone);
}

/** The live sites the user holds a grant on (every one for a platform operator). */
function liveSitesOf(actor: StaffMember): SQL | undefined {
  const granted = actor.isPlatformOperator ? "all" : actor.grants.map((grant) => grant.websiteId);
  return and(isNull(websites.archivedAt), inSites(granted, websites.id));
}
