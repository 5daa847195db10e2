import { getLocationList } from "@/server/api/get-locations";
import { postLocation } from "@/server/api/location-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/**
 * GET /api/v1/websites/{id}/locations.json: the site's visible locations (spec §3 Location);
 * POST adds one (platform credential, `server/api/location-writes.ts`).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getLocationList),
  POST: platformEndpoint(websiteFromPath, postLocation),
});
