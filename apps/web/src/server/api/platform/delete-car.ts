import "server-only";
import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import type { Site } from "@forecourt/core/site/site";
import { deleteStoredCar } from "@forecourt/db/repositories/stock/delete-car";
import { expireSiteTags } from "../../cache/expire-site-tags.ts";
import { stockWriteTags } from "../../cache-tags.ts";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { withoutJson } from "../../http/parse-id.ts";
import { NO_STORE } from "../../http/no-store.ts";

const reservedCarMessage = (reference: string, status: string) =>
  `This car has reservation ${reference} (${status}), whose payment record needs the car: mark it sold (PATCH {"sold": true}) instead of deleting it.`;

/**
 * DELETE /api/v1/websites/{id}/cars/{slug or id}.json: removes the car for good, 204. It is off
 * the site at once (the site's stock lists and the car's own entries expire) and its page
 * answers as any vehicle no longer listed. 404 for no such car of the site; 409 while a
 * reservation records a payment for it.
 */
export async function deleteCar({ params, found: site }: PlatformInput<Site>) {
  const key = withoutJson(pathParam(params, "car"));
  const deleted = await deleteStoredCar(await db(), { websiteId: site.id, key });
  if (!deleted.ok) {
    throw deleted.reason === "reserved"
      ? new AppError("CONFLICT", reservedCarMessage(deleted.reference, deleted.status))
      : new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
  }
  await expireSiteTags(site, stockWriteTags(site.id, [{ id: deleted.carId, slug: deleted.slug }]));
  return new Response(null, { status: 204, headers: NO_STORE });
}
