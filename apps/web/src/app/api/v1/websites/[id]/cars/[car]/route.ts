import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import { carJson } from "@/server/api/car-json";
import { deleteCar } from "@/server/api/delete-car";
import { patchCar } from "@/server/api/patch-car";
import { AppError } from "@/server/http/app-error";
import { platformEndpoint } from "@/server/http/edge";
import { pathParam } from "@/server/http/endpoints";
import { parseResourceId, withoutJson } from "@/server/http/parse-id";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getVehicleById, getVehicleBySlug } from "@/server/queries/vehicle";
import { absoluteUrl } from "@/server/site-url";

export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  /**
   * GET /api/v1/websites/{websiteId}/cars/{slug or id}.json (spec §7): one car of one site. A
   * numeric key is the car's id; anything else is a slug of letters, digits, hyphen and
   * underscore. Unknown cars, malformed keys and other sites' cars are all a JSON 404.
   */
  GET: platformEndpoint(websiteFromPath, async ({ params, found: site }) => {
    const key = withoutJson(pathParam(params, "car"));
    if (!SLUG_PATTERN.test(key) || key.length > 200) {
      throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
    }
    const carId = parseResourceId(key);
    const detail =
      (carId !== null ? await getVehicleById(site.id, carId) : null) ??
      (await getVehicleBySlug(site.id, key));
    if (!detail) throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
    return Response.json(carJson(detail, (path) => absoluteUrl(site, path)));
  }),
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
