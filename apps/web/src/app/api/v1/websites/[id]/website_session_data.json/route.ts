import { getSessionData } from "@/server/api/platform/get-session-data";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/**
 * GET /api/v1/websites/{id}/website_session_data.json (spec §7): what a visitor's session on
 * the site starts with (the site, its dealerships and primary location, session switches).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getSessionData),
});
