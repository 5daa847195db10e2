import "server-only";
import { parseAnalyticsRange } from "@forecourt/core/analytics/analytics-range";
import { getLeadFigures } from "@forecourt/db/repositories/tracking/get-lead-figures";
import { getSiteAnalytics } from "@forecourt/db/repositories/tracking/get-site-analytics";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { platformEndpoint } from "../../http/edge.ts";
import { websiteFromPath } from "../../http/website-from-path.ts";
import { NO_STORE } from "../../http/no-store.ts";

export const INVALID_RANGE_MESSAGE = "Invalid date range.";

/** Which table each part of the answer is counted from. */
export const ANALYTICS_FIGURE_SOURCES = {
  leads:
    "leads table: each lead once, by form, source and campaign (last non-direct click within 30 days), landing page and car",
  days: "tracking_events table: page views, vehicle views, searches, conversion events, sessions, calls and reveals",
  totals: "tracking_events table, summed over the days",
} as const;

/**
 * GET /api/v1/websites/{id}/analytics.json?from=&to= (basic auth): `leads` counted from the
 * leads table, and per UTC day from the events table page views by type, vehicle views,
 * searches, conversion events by form and their rate per session, calls and reveals, each by
 * campaign source and split-test variant; `figure_sources` says which is which. Never cached.
 */
export const siteAnalyticsEndpoint = platformEndpoint(
  websiteFromPath,
  async ({ request, found }) => {
    const query = new URL(request.url).searchParams;
    const parsed = parseAnalyticsRange(
      { from: query.get("from"), to: query.get("to") },
      new Date(),
    );
    if (!parsed.ok) throw new AppError("INVALID_INPUT", INVALID_RANGE_MESSAGE, parsed.errors);
    const database = await db();
    const analytics = await getSiteAnalytics(database, found.id, parsed.range);
    const end = new Date(`${parsed.range.to}T00:00:00.000Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    const leads = await getLeadFigures(database, found.id, {
      start: new Date(`${parsed.range.from}T00:00:00.000Z`),
      end,
    });
    return Response.json(
      { website_id: found.id, figure_sources: ANALYTICS_FIGURE_SOURCES, leads, ...analytics },
      { headers: NO_STORE },
    );
  },
);
