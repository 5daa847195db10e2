import { deleteCar } from "@/server/api/platform/delete-car";
import { getCar } from "@/server/api/platform/get-car";
import { patchCar } from "@/server/api/platform/patch-car";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /**
   * GET /api/v1/websites/{websiteId}/cars/{slug or id}.json (spec §7): one car of one site; a
   * JSON 404 for unknown cars, malformed keys and other sites' cars.
   */
  GET: platformEndpoint(websiteFromPath, getCar),
  /**
   * PATCH the same path: a partial change to one car (any field a car write takes: price, km,
   * status and sold, colour, series, images, locked_fields, ...). Answers the updated car as GET does; the site's stock caches (vehicle
   * page, search, sitemap, this API) are revalidated.
   */
  PATCH: platformEndpoint(websiteFromPath, patchCar),
  /**
   * DELETE the same path: the car is removed for good (204) and off the site at once; its page
   * answers as any vehicle no longer listed. 409 while a reservation records a payment for it.
   */
  DELETE: platformEndpoint(websiteFromPath, deleteCar),
});
