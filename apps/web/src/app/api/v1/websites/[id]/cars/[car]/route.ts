import { apiSite } from "@/server/api/api-site";
import { stockWriteApi } from "@/server/api/stock-write-api";
import { SLUG_PATTERN } from "@forecourt/core/site/site-routes";
import { AppError, errorResponse } from "@/server/api/app-error";
import { carJson } from "@/server/api/car-json";
import { parseResourceId } from "@/server/api/parse-id";
import { getVehicleById, getVehicleBySlug } from "@/server/queries/vehicle";
import { absoluteUrl } from "@/server/site-url";

type CarContext = { params: Promise<{ id: string; car: string }> };

const carNotFound = () => errorResponse(new AppError("NOT_FOUND", "Car not found"));

/**
 * GET /api/v1/websites/{websiteId}/cars/{slug or id}.json (spec §7): one car of one site. A
 * numeric key is the car's id; anything else is a slug of letters, digits, hyphen and underscore.
 * Unknown cars, malformed keys and other sites' cars are all a JSON 404.
 */
export async function GET(request: Request, { params }: CarContext) {
  const { id: rawSiteId, car: rawKey } = await params;
  const site = await apiSite(request, rawSiteId);
  if (site instanceof Response) return site;

  const key = rawKey.endsWith(".json") ? rawKey.slice(0, -".json".length) : rawKey;
  if (!SLUG_PATTERN.test(key) || key.length > 200) return carNotFound();
  const carId = parseResourceId(key);
  const detail =
    (carId !== null ? await getVehicleById(site.id, carId) : null) ??
    (await getVehicleBySlug(site.id, key));
  if (!detail) return carNotFound();
  return Response.json(carJson(detail, (path) => absoluteUrl(site, path)));
}

/**
 * PATCH /api/v1/websites/{websiteId}/cars/{slug or id}.json: a stock feed's partial change to
 * one car (price, km, status and sold, reserved, tag, ...). Answers the updated car as GET
 * does; the site's stock caches (vehicle page, search, sitemap, this API) are revalidated.
 */
export async function PATCH(request: Request, { params }: CarContext) {
  const { id, car } = await params;
  return stockWriteApi().patchCar(request, id, car);
}
