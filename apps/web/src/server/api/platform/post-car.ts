import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { parseCarInput } from "@forecourt/core/stock/car-input";
import { createCar } from "@forecourt/db/repositories/stock/create-car";
import { db } from "../../db.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { readJson } from "../../http/read-body.ts";
import { finishCarWrite } from "./car-write-answer.ts";
import { invalidWrite, STOCK_WRITE_MAX_BYTES } from "./stock-write-limits.ts";

/**
 * POST /api/v1/websites/{id}/cars.json: adds a car to the site's stock, answered 201 with the
 * car as GET gives it (and `image_failures` when images were sent). A car of the site with the
 * same stock number or VIN is a 422 on that field: PUT updates it instead.
 */
export async function postCar({ request, found: site }: PlatformInput<Site>) {
  const body = await readJson(request, { maxBytes: STOCK_WRITE_MAX_BYTES });
  const parsed = parseCarInput(body, { partial: false });
  if (!parsed.ok) throw invalidWrite(parsed.errors);
  const created = await createCar(await db(), { websiteId: site.id, input: parsed.input });
  if (!created.ok) throw invalidWrite(created.errors);
  return finishCarWrite(
    site,
    { detail: created.detail, isChanged: true, imageUrls: parsed.input.images },
    201,
  );
}
