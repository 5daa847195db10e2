import { getCars } from "@/server/api/platform/get-cars";
import { postCar } from "@/server/api/platform/post-car";
import { putCar } from "@/server/api/platform/put-car";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const dynamic = "force-dynamic";

/**
 * The stock of one site, for a dealer's stock system (the platform credential or the site's own
 * API key): GET lists it by change time (?cursor=&limit=&updated_since=), POST adds a car, PUT
 * writes a car matched by stock number then VIN (201 created, 200 updated or unchanged).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getCars),
  POST: platformEndpoint(websiteFromPath, postCar),
  PUT: platformEndpoint(websiteFromPath, putCar),
});
