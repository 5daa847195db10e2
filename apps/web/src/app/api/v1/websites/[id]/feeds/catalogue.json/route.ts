import { getCatalogueFeedReport } from "@/server/api/platform/catalogue-feeds";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /**
   * GET /api/v1/websites/{id}/feeds/catalogue.json: each catalogue feed's URL (the token shown
   * only as set), its car count and each car it leaves out with the reason.
   */
  GET: platformEndpoint(websiteFromPath, getCatalogueFeedReport),
});
