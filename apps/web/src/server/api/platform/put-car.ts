import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { parseCarInput } from "@forecourt/core/stock/car-input";
import { upsertCar } from "@forecourt/db/repositories/stock/upsert-car";
import { db } from "../../db.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { readJson } from "../../http/read-body.ts";
import { finishCarWrite } from "./car-write-answer.ts";
import { invalidWrite, STOCK_WRITE_MAX_BYTES } from "./stock-write-limits.ts";

/**
 * PUT /api/v1/websites/{id}/cars.json: a dealer system's car, matched by stock number, then
 * by VIN. 201 when it is new, 200 when it was updated or is unchanged (then nothing is written
 * and no cache expires). Fields left out keep their values; `null` clears one.
 */
export async function putCar({ request, found: site }: PlatformInput<Site>) {
  const body = await readJson(request, { maxBytes: STOCK_WRITE_MAX_BYTES });
  const parsed = parseCarInput(body, { partial: false });
  if (!parsed.ok) throw invalidWrite(parsed.errors);
  const written = await upsertCar(await db(), {
    websiteId: site.id,
    input: parsed.input,
    source: "api",
  });
  if (!written.ok) throw invalidWrite(written.errors);
  return finishCarWrite(
    site,
    {
      detail: written.detail,
      isChanged: written.outcome !== "unchanged",
      imageUrls: written.isImageSync ? parsed.input.images : undefined,
    },
    written.outcome === "created" ? 201 : 200,
  );
}
