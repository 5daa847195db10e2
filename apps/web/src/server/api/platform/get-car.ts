import "server-only";
import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import type { Site } from "@forecourt/core/site/site";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { parseResourceId, withoutJson } from "../../http/parse-id.ts";
import { getCarById, getCarBySlug } from "@forecourt/db/repositories/stock/get-car";
import { db } from "../../db.ts";
import { absoluteUrl } from "../../site-url.ts";
import { carJson } from "./car-json.ts";

/**
 * GET /api/v1/websites/{websiteId}/cars/{slug or id}.json (spec §7): one car of one site. A
 * numeric key is the car's id; anything else is a slug of letters, digits, hyphen and
 * underscore. Unknown cars, malformed keys and other sites' cars are all a JSON 404. A draft is
 * answered (with `is_draft`), as the car list answers it: the caller is the dealer's own system.
 */
export async function getCar({ params, found: site }: PlatformInput<Site>) {
  const key = withoutJson(pathParam(params, "car"));
  if (!SLUG_PATTERN.test(key) || key.length > 200) {
    throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
  }
  const carId = parseResourceId(key);
  const database = await db();
  const detail =
    (carId !== null ? await getCarById(database, { websiteId: site.id, id: carId }) : null) ??
    (await getCarBySlug(database, { websiteId: site.id, slug: key }));
  if (!detail) throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
  return Response.json(carJson(detail, (path) => absoluteUrl(site, path)));
}
