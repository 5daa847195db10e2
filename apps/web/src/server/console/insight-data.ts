import "server-only";
import type { AnalyticsRange } from "@forecourt/core/analytics/analytics-range";
import {
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
import { getInsightActivity } from "@forecourt/db/repositories/tracking/get-insight-activity";
import { getLeadFigures } from "@forecourt/db/repositories/tracking/get-lead-figures";
import { getSaleFigures } from "@forecourt/db/repositories/tracking/get-sale-figures";
import { getSiteAnalytics } from "@forecourt/db/repositories/tracking/get-site-analytics";
import { getWebVitalsP75 } from "@forecourt/db/repositories/tracking/get-web-vitals-p75";
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

/** One site's figures over a range, from the tracking repositories (speed only when asked). */
async function siteFigures(
  database: Database,
  site: InsightSite,
  range: AnalyticsRange,
  options: { withSpeed: boolean; timeZone: string },
): Promise<SiteInsightInput> {
  const { start, end } = siteDayRange(range.from, range.to, options.timeZone);
  const days = { start: start!, end: end! };
  const [events, leads, sales, vitals] = await Promise.all([
    getSiteAnalytics(database, site.id, range, { dayGroups: false }),
    getLeadFigures(database, site.id, days, { timeZone: options.timeZone }),
    getSaleFigures(database, site.id, days),
    options.withSpeed ? getWebVitalsP75(database, site.id, range) : Promise.resolve([]),
  ]);
  const activity = await getInsightActivity(database, site.id, range, {
    alsoName: Object.keys(leads.by_car).map(Number),
    days,
  });
  return { siteId: site.id, siteName: site.name, events, leads, sales, activity, vitals };
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
  const current: SiteInsightInput[] = [];
  const previous: SiteInsightInput[] = [];
  // One site at a time: a group's queries do not all hold a connection at once.
  for (const site of shown) {
    current.push(await siteFigures(database, site, query.range, { withSpeed: true, timeZone }));
    previous.push(
      await siteFigures(database, site, query.previous, { withSpeed: false, timeZone }),
    );
  }
  return {
    sites,
    scope,
    shown,
    current: buildInsight(current, query.range),
    previous: buildInsight(previous, query.previous),
    query,
    zone: {
      timeZone,
      siteName: shown[0]!.name,
      isMixed: shown.some((site) => knownTimeZone(site.timeZone) !== timeZone),
    },
  };
}
