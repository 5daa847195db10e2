import "server-only";
import { parseAnalyticsRange } from "@forecourt/core/analytics/analytics-range";
import { getSiteAnalytics } from "@forecourt/db/repositories/tracking/get-site-analytics";
import { db } from "../db.ts";
import { AppError } from "../http/app-error.ts";
import { platformEndpoint } from "../http/edge.ts";
import { websiteFromPath } from "../http/website-from-path.ts";

export const INVALID_RANGE_MESSAGE = "Invalid date range.";

/**
 * GET /api/v1/websites/{id}/analytics.json?from=&to= (basic auth): per UTC day, page views by
 * type, vehicle views, searches, leads by form and conversion rate, calls and reveals, each by
 * campaign source and split-test variant. Never cached: it answers what is stored now.
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
    const analytics = await getSiteAnalytics(await db(), found.id, parsed.range);
    return Response.json(
      { website_id: found.id, ...analytics },
      { headers: { "cache-control": "no-store" } },
    );
  },
);
