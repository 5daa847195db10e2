import { getManufacturerDetail } from "@/server/api/platform/get-manufacturer";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromQuery } from "@/server/http/website-from-query";

/** GET /api/v1/manufacturers/{slug}.json?website_id={id}: a make and its models on one site. */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromQuery, getManufacturerDetail),
});
