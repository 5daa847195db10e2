import { postDomain } from "@/server/api/platform/domain-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** POST /api/v1/websites/{id}/domains.json {host}: adds a custom domain (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: platformEndpoint(websiteFromPath, postDomain),
});
