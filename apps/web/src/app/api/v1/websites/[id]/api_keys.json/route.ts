import { getApiKeys, postApiKey } from "@/server/api/platform/api-keys";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const dynamic = "force-dynamic";

/** GET and POST /api/v1/websites/{id}/api_keys.json: the website's API keys (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getApiKeys),
  POST: platformEndpoint(websiteFromPath, postApiKey),
});
