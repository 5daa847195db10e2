import { deleteDomain } from "@/server/api/domain-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** DELETE /api/v1/websites/{id}/domains/{host}.json: removes a custom domain (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  DELETE: platformEndpoint(websiteFromPath, deleteDomain),
});
