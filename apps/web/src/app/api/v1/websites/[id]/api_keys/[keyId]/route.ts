import { deleteApiKey } from "@/server/api/platform/api-keys";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** DELETE /api/v1/websites/{id}/api_keys/{key id}.json: revokes a key (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  DELETE: platformEndpoint(websiteFromPath, deleteApiKey),
});
