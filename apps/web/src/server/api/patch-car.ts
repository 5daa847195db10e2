import "server-only";
import type { Site } from "@forecourt/core/domain/site";
import { parseCarUpdate } from "@forecourt/core/stock/car-update";
import { updateCar } from "@forecourt/db/repositories/stock/update-car";
import { cacheTags } from "../cache-tags.ts";
import { db } from "../db.ts";
import { pathParam, type PlatformInput } from "../http/endpoints.ts";
import { readJson } from "../http/read-body.ts";
import { absoluteUrl } from "../site-url.ts";
import { carJson } from "./car-json.ts";
import { wakeOutboxWorker } from "../worker/embedded.ts";
import { expireSiteTags } from "../cache/expire-site-tags.ts";
import { withoutJson } from "../http/parse-id.ts";
import {
  CAR_NOT_FOUND_MESSAGE,
  invalidWrite,
  refusedWrite,
  STOCK_WRITE_MAX_BYTES,
} from "./stock-write-limits.ts";

/**
 * PATCH /api/v1/websites/{id}/cars/{slug or id}.json: a stock feed's partial change to one car
 * of the site, answered with the car as GET gives it; the site's cars tag is expired.
 */
export async function patchCar({ request, params, found: site }: PlatformInput<Site>) {
  const body = await readJson(request, { maxBytes: STOCK_WRITE_MAX_BYTES });
  const parsed = parseCarUpdate(body);
  if (!parsed.ok) throw invalidWrite(parsed.errors);
  const result = await updateCar(await db(), {
    websiteId: site.id,
    key: withoutJson(pathParam(params, "car")),
    update: parsed.update,
  });
  if (!result.ok) throw refusedWrite(result, CAR_NOT_FOUND_MESSAGE);
  await expireSiteTags(site, [cacheTags.cars(site.id)]);
  // Saved-car alerts the write queued go out now.
  wakeOutboxWorker();
  return Response.json(
    carJson(result.detail, (path) => absoluteUrl(site, path)),
    { headers: { "cache-control": "no-store" } },
  );
}
