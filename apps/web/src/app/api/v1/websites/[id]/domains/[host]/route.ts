import { getDomain } from "@/server/api/platform/domain-verification";
import { deleteDomain } from "@/server/api/platform/domain-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/**
 * GET /api/v1/websites/{id}/domains/{host}.json: the domain and how to verify it;
 * DELETE: removes it (platform credential).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getDomain),
  DELETE: platformEndpoint(websiteFromPath, deleteDomain),
});
