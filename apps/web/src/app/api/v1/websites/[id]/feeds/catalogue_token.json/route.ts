import { rotateCatalogueFeedToken } from "@/server/api/platform/catalogue-feeds";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /**
   * POST /api/v1/websites/{id}/feeds/catalogue_token.json: a new catalogue feed token, answered
   * once as the feeds' URLs; the old URLs are a 404 at once (the platform credential or the
   * site's own key).
   */
  POST: platformEndpoint(websiteFromPath, rotateCatalogueFeedToken),
});
