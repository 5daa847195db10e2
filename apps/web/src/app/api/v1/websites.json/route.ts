import { getWebsites, postWebsite } from "@/server/api/platform/website-writes";
import { platformOnly } from "@/server/api/platform/site-setup";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/**
 * GET /api/v1/websites.json (paginated list) and POST (a new website): the platform credential
 * only; a website's API key gets 403.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(platformOnly, getWebsites),
  POST: platformEndpoint(platformOnly, postWebsite),
});
