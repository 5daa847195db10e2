import { sessionDataJson } from "@/server/api/website-json";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getDealerships, getLocations } from "@/server/queries/storefront";

/**
 * GET /api/v1/websites/{id}/website_session_data.json (spec §7): what a visitor's session on
 * the site starts with: the site, its dealerships and primary location, and the switches that
 * change what a session does (garage, sign-in, split test, chat, analytics ids).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, async ({ found: site }) => {
    const [dealerships, locations] = await Promise.all([
      getDealerships(site.id),
      getLocations(site.id),
    ]);
    return Response.json(sessionDataJson(site, dealerships, locations), {
      headers: { "cache-control": "no-store" },
    });
  }),
});
