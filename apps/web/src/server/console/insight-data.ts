import "server-only";
import type { AnalyticsRange } from "@forecourt/core/analytics/analytics-range";
import {
  buildGroupInsight,
  buildInsight,
  type Insight,
  type SiteInsightInput,
} from "@forecourt/core/analytics/insight-report";
import {
  insightQueryIn,
  type InsightQuery,
  type InsightScope,
} from "@forecourt/core/console/insight-query";
import { knownTimeZone, siteDayRange } from "@forecourt/core/time/site-time";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import {
  listInsightSites,
  type InsightSite,
} from "@forecourt/db/repositories/staff/list-insight-sites";
import { getSitesInsightActivity } from "@forecourt/db/repositories/tracking/get-insight-activity";
import { getSitesLeadFigures } from "@forecourt/db/repositories/tracking/get-lead-figures";
import { getSitesSaleFigures } from "@forecourt/db/repositories/tracking/get-sale-figures";
import { getSitesInsightSums } from "@forecourt/db/repositories/tracking/get-sites-insight-sums";
import { getSitesAnalytics } from "@forecourt/db/repositories/tracking/get-site-analytics";
import { getSitesWebVitalsP75 } from "@forecourt/db/repositories/tracking/get-web-vitals-p75";
import type { Database } from "@forecourt/db/client";

export type InsightView = {
  sites: InsightSite[];
  scope: InsightScope;
  /** The sites the view sums: one, or the user's group. */
  shown: InsightSite[];
  current: Insight;
  previous: Insight;
  /** The query as shown: its days and default range those of `timeZone`. */
  query: InsightQuery;
  /**
   * The zone the days are counted in: the site's, or for a group the first site's (by name),
   * with `isMixed` when the group's sites are not all in it (the page says which is used).
   */
  zone: { timeZone: string; siteName: string; isMixed: boolean };
};

/**
 * Each site's own figures over a range, from the tracking repositories (one site's Insight;
 * for a group, what the database's sums must equal): each figure one read over all the sites,
 * each by its own days and rollup mark; speed only when asked.
 */
export async function sitesFigures(
  database: Database,
  sites: readonly InsightSite[],
  range: AnalyticsRange,
  options: { withSpeed: boolean; timeZone: string },
): Promise<SiteInsightInput[]> {
  const { start, end } = siteDayRange(range.from, range.to, options.timeZone);
  const days = { start: start!, end: end! };
  const ids = sites.map((site) => site.id);
  const events = await getSitesAnalytics(database, ids, range, { dayGroups: false });
  const leads = await getSitesLeadFigures(database, ids, days, { timeZone: options.timeZone });
  const sales = await getSitesSaleFigures(database, ids, days);
  const vitals = options.withSpeed ? await getSitesWebVitalsP75(database, ids, range) : null;
  const alsoName = new Map(ids.map((id) => [id, Object.keys(leads.get(id)!.by_car).map(Number)]));
  const activity = await getSitesInsightActivity(database, ids, range, { alsoName, days });
  return sites.map((site) => ({
    siteId: site.id,
    siteName: site.name,
    events: events.get(site.id)!,
    leads: leads.get(site.id)!,
    sales: sales.get(site.id)!,
    activity: activity.get(site.id)!,
    vitals: vitals?.get(site.id) ?? [],
  }));
}

/**
 * The dashboard of `sites` over a range: one site's from its own reads, a group's (or the
 * platform's) from the database's sums over all its sites, whatever their number.
 */
async function insightOf(
  database: Database,
  sites: readonly InsightSite[],
  range: AnalyticsRange,
  options: { withSpeed: boolean; timeZone: string },
): Promise<Insight> {
  if (sites.length === 1)
    return buildInsight(await sitesFigures(database, sites, range, options), range);
  const { start, end } = siteDayRange(range.from, range.to, options.timeZone);
  const sums = await getSitesInsightSums(database, sites, range, {
    ...options,
    days: { start: start!, end: end! },
  });
  return buildGroupInsight(sums, range);
}

/**
 * The dashboard of `scope` for the signed-in user: one of the sites it may read insight on, or
 * all of them (its dealership group). Null when the scope is not one of its sites (another
 * dealer's, a site that does not exist), which the page and the export answer as not found.
 * With no scope asked for, the first of its sites.
 */
export async function loadInsight(
  database: Database,
  staff: StaffMember,
  asked: InsightQuery,
): Promise<InsightView | null> {
  const sites = await listInsightSites(database, { actor: staff });
  const scope: InsightScope | null = asked.scope ?? sites[0]?.id ?? null;
  if (scope === null) return null;
  const shown = scope === "all" ? sites : sites.filter((site) => site.id === scope);
  if (shown.length === 0) return null;
  // A group's days are its first site's: one calendar for the sums.
  const timeZone = knownTimeZone(shown[0]!.timeZone);
  const query = insightQueryIn(asked, timeZone);
  // One read after another: a group's reads do not all hold a connection at once.
  const current = await insightOf(database, shown, query.range, { withSpeed: true, timeZone });
  const previous = await insightOf(database, shown, query.previous, {
    withSpeed: false,
    timeZone,
  });
  return {
    sites,
    scope,
    shown,
    current,
    previous,
    query,
    zone: {
      timeZone,
      siteName: shown[0]!.name,
      isMixed: shown.some((site) => knownTimeZone(site.timeZone) !== timeZone),
    },
  };
}
