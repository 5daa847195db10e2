import "server-only";
import type { AnalyticsRange } from "@forecourt/core/analytics/analytics-range";
import {
  buildInsight,
  type Insight,
  type SiteInsightInput,
} from "@forecourt/core/analytics/insight-report";
import type { InsightScope } from "@forecourt/core/console/insight-query";
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
};

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** One site's figures over a range, from the tracking repositories (speed only when asked). */
async function siteFigures(
  database: Database,
  site: InsightSite,
  range: AnalyticsRange,
  withSpeed: boolean,
): Promise<SiteInsightInput> {
  const days = { start: new Date(`${range.from}T00:00:00Z`), end: dayAfter(range.to) };
  const [events, leads, sales, vitals] = await Promise.all([
    getSiteAnalytics(database, site.id, range, { dayGroups: false }),
    getLeadFigures(database, site.id, days),
    getSaleFigures(database, site.id, days),
    withSpeed ? getWebVitalsP75(database, site.id, range) : Promise.resolve([]),
  ]);
  const activity = await getInsightActivity(database, site.id, range, {
    alsoName: Object.keys(leads.by_car).map(Number),
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
  query: { scope: InsightScope | null; range: AnalyticsRange; previous: AnalyticsRange },
): Promise<InsightView | null> {
  const sites = await listInsightSites(database, { actor: staff });
  const scope = query.scope ?? sites[0]?.id ?? null;
  if (scope === null) return null;
  const shown = scope === "all" ? sites : sites.filter((site) => site.id === scope);
  if (shown.length === 0) return null;
  const current: SiteInsightInput[] = [];
  const previous: SiteInsightInput[] = [];
  // One site at a time: a group's queries do not all hold a connection at once.
  for (const site of shown) {
    current.push(await siteFigures(database, site, query.range, true));
    previous.push(await siteFigures(database, site, query.previous, false));
  }
  return {
    sites,
    scope,
    shown,
    current: buildInsight(current, query.range),
    previous: buildInsight(previous, query.previous),
  };
}
