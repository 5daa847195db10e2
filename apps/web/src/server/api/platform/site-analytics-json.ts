import "server-only";
import { parseAnalyticsRange } from "@forecourt/core/analytics/analytics-range";
import { knownTimeZone, siteDayRange } from "@forecourt/core/time/site-time";
import { getLeadFigures } from "@forecourt/db/repositories/tracking/get-lead-figures";
import { getSiteAnalytics } from "@forecourt/db/repositories/tracking/get-site-analytics";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { platformEndpoint } from "../../http/edge.ts";
import { websiteFromPath } from "../../http/website-from-path.ts";
import { NO_STORE } from "../../http/no-store.ts";

const INVALID_RANGE_MESSAGE = "Invalid date range.";

/** Which table each part of the answer is counted from. */
const ANALYTICS_FIGURE_SOURCES = {
  leads:
    "leads table: each lead once, by form, source and campaign (last non-direct click within 30 days), landing page and car",
  days: "tracking_events table: page views, vehicle views, searches, conversion events, sessions, calls and reveals",
  totals: "tracking_events table, summed over the days",
} as const;

/**
 * GET /api/v1/websites/{id}/analytics.json?from=&to= (basic auth): `leads` counted from the
 * leads table, and per day of the site's zone (settings `timeZone`, as the daily rollups keep
 * them; leads over the same days) from the events table page views by type, vehicle views,
 * searches, conversion events by form and their rate per session, calls and reveals, each by
 * campaign source and split-test variant; `figure_sources` says which is which. Never cached.
 */
export const siteAnalyticsEndpoint = platformEndpoint(
  websiteFromPath,
  async ({ request, found }) => {
    const query = new URL(request.url).searchParams;
    const timeZone = knownTimeZone(found.settings.timeZone);
    const parsed = parseAnalyticsRange(
      { from: query.get("from"), to: query.get("to") },
      new Date(),
      timeZone,
    );
    if (!parsed.ok) throw new AppError("INVALID_INPUT", INVALID_RANGE_MESSAGE, parsed.errors);
    const database = await db();
    const analytics = await getSiteAnalytics(database, found.id, parsed.range);
    const { start, end } = siteDayRange(parsed.range.from, parsed.range.to, timeZone);
    const leads = await getLeadFigures(
      database,
      found.id,
      { start: start!, end: end! },
      { timeZone },
    );
    return Response.json(
      { website_id: found.id, figure_sources: ANALYTICS_FIGURE_SOURCES, leads, ...analytics },
      { headers: NO_STORE },
    );
  },
);
