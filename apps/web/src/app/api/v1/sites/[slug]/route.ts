import { putSiteDocument } from "@/server/api/platform/put-site-document";
import { platformOnly } from "@/server/api/platform/site-setup";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";

/** PUT /api/v1/sites/{slug}.json: a whole site from one document (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: platformEndpoint(platformOnly, putSiteDocument),
});
