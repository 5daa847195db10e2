import { getDealershipList, postDealership } from "@/server/api/platform/dealership-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const dynamic = "force-dynamic";

/** GET and POST /api/v1/websites/{id}/dealerships.json: list and add (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getDealershipList),
  POST: platformEndpoint(websiteFromPath, postDealership),
});
