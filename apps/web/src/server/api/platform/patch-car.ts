import "server-only";
import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import type { Site } from "@forecourt/core/site/site";
import { parseCarUpdate } from "@forecourt/core/stock/car-update";
import { updateCar } from "@forecourt/db/repositories/stock/update-car";
import { db } from "../../db.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { readJson } from "../../http/read-body.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { finishCarWrite } from "./car-write-answer.ts";
import { invalidWrite, refusedCarWrite, STOCK_WRITE_MAX_BYTES } from "./stock-write-limits.ts";

/**
 * PATCH /api/v1/websites/{id}/cars/{slug or id}.json: a partial change to one car of the site
 * (any field a car write takes, `locked_fields` included: a change by hand), answered with the
 * car as GET gives it; the site's cars tag is expired when something changed.
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
  if (!result.ok) throw refusedCarWrite(result, CAR_NOT_FOUND_MESSAGE);
  return finishCarWrite(
    site,
    { detail: result.detail, isChanged: result.isChanged, imageUrls: parsed.update.images },
    200,
  );
}
