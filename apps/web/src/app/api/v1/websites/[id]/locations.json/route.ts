import { postLocation } from "@/server/api/location-writes";
import { locationJson } from "@/server/api/website-json";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getLocations } from "@/server/queries/storefront";

/**
 * GET /api/v1/websites/{id}/locations.json: the site's visible locations (spec §3 Location);
 * POST adds one (platform credential, `server/api/location-writes.ts`).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, async ({ found: site }) =>
    Response.json({
      website_id: site.id,
      locations: (await getLocations(site.id)).map(locationJson),
    }),
  ),
  POST: platformEndpoint(websiteFromPath, postLocation),
});
