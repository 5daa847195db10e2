import { siteAnalyticsEndpoint } from "@/server/api/platform/site-analytics-json";
import { routeMethods } from "@/server/http/route-methods";

/** GET /api/v1/websites/{id}/analytics.json?from=&to=: what the site's ads brought, per day. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: siteAnalyticsEndpoint,
});
