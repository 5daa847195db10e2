import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { locationCreateSchema, locationPatchSchema } from "@forecourt/core/site/site-input";
import { createLocation } from "@forecourt/db/repositories/locations/create-location";
import { deleteLocation } from "@forecourt/db/repositories/locations/delete-location";
import { LOCATION_NOT_FOUND_MESSAGE } from "@forecourt/db/repositories/locations/location-writes-shared";
import { updateLocation } from "@forecourt/db/repositories/locations/update-location";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { parseResourceId } from "../../http/parse-id.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { expireSiteSetup } from "../../sites/expire-site-setup.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { refusedWrite, requirePlatform } from "./site-setup.ts";
import { locationJson } from "./website-json.ts";

const MAX_BYTES = 32 * 1024;

function locationIdOf(params: PlatformInput<Site>["params"]): number {
  const id = parseResourceId(pathParam(params, "locationId"));
  if (id === null) throw new AppError("NOT_FOUND", LOCATION_NOT_FOUND_MESSAGE);
  return id;
}

/**
 * POST /api/v1/websites/{id}/locations.json {slug, name, dealership (its slug), address,
 * opening_hours, location_types, primary, visible, phone, email, social_urls,
 * distribution_locations}: 201 with the location as locations.json lists it. Made primary, it
 * takes that from the site's previous primary location.
 */
export async function postLocation({ request, caller, found: site }: PlatformInput<Site>) {
  requirePlatform(caller);
  const input = parseInput(locationCreateSchema, await readJson(request, { maxBytes: MAX_BYTES }));
  const created = await createLocation(await db(), { websiteId: site.id, input });
  if (!created.ok) throw refusedWrite(created);
  await expireSiteSetup(site, { isLocationsChanged: true });
  return Response.json(
    { website_id: site.id, location: locationJson(created.location) },
    { status: 201, headers: NO_STORE },
  );
}

/**
 * PATCH /api/v1/websites/{id}/locations/{location id}.json: the fields sent; `address` and
 * `opening_hours` replace the whole address or week (a day left out is closed).
 */
export async function patchLocation({ request, params, caller, found: site }: PlatformInput<Site>) {
  requirePlatform(caller);
  const id = locationIdOf(params);
  const patch = parseInput(locationPatchSchema, await readJson(request, { maxBytes: MAX_BYTES }));
  const updated = await updateLocation(await db(), { websiteId: site.id, id, patch });
  if (!updated.ok) throw refusedWrite(updated);
  if (updated.isChanged) await expireSiteSetup(site, { isLocationsChanged: true });
  return Response.json(
    { website_id: site.id, location: locationJson(updated.location) },
    { headers: NO_STORE },
  );
}

/**
 * DELETE /api/v1/websites/{id}/locations/{location id}.json: 204. A location that still has
 * cars is a 422: move its cars to another location (PATCH a car's `location`) or delete them.
 */
export async function deleteLocationHandler({ params, caller, found: site }: PlatformInput<Site>) {
  requirePlatform(caller);
  const deleted = await deleteLocation(await db(), {
    websiteId: site.id,
    id: locationIdOf(params),
  });
  if (!deleted.ok) throw refusedWrite(deleted);
  await expireSiteSetup(site, { isLocationsChanged: true });
  return new Response(null, { status: 204, headers: NO_STORE });
}
