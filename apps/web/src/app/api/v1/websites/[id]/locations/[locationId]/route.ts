import { deleteLocationHandler, patchLocation } from "@/server/api/platform/location-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** PATCH and DELETE /api/v1/websites/{id}/locations/{location id}.json (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PATCH: platformEndpoint(websiteFromPath, patchLocation),
  DELETE: platformEndpoint(websiteFromPath, deleteLocationHandler),
});
