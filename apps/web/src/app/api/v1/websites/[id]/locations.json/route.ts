import { getLocationList } from "@/server/api/platform/get-locations";
import { postLocation } from "@/server/api/platform/location-writes";
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
