import { getCareerList } from "@/server/api/platform/get-careers";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/** GET /api/v1/websites/{id}/careers.json: the site's open positions (spec §7). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getCareerList),
});
