import {
  deleteDealershipHandler,
  getDealership,
  patchDealership,
} from "@/server/api/platform/dealership-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const dynamic = "force-dynamic";

/** GET, PATCH and DELETE /api/v1/websites/{id}/dealerships/{dealership id}.json (platform credential). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getDealership),
  PATCH: platformEndpoint(websiteFromPath, patchDealership),
  DELETE: platformEndpoint(websiteFromPath, deleteDealershipHandler),
});
