import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getLeadsPage } from "@/server/api/platform/get-leads-page";

export const dynamic = "force-dynamic";

/**
 * GET /api/v1/websites/{id}/leads.json?cursor&limit&since&status&category&dealership&location:
 * the site's leads, newest first, a page at a time (the platform credential or the site's key).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getLeadsPage),
});
