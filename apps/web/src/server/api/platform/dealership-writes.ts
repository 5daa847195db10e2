import "server-only";
import type { DealershipSetup } from "@forecourt/core/site/dealership-setup";
import type { Site } from "@forecourt/core/site/site";
import { dealershipCreateSchema, dealershipPatchSchema } from "@forecourt/core/site/site-input";
import { createDealership } from "@forecourt/db/repositories/dealerships/create-dealership";
import { deleteDealership } from "@forecourt/db/repositories/dealerships/delete-dealership";
import { listDealershipSetups } from "@forecourt/db/repositories/dealerships/list-dealership-setups";
import {
  DEALERSHIP_NOT_FOUND_MESSAGE,
  updateDealership,
} from "@forecourt/db/repositories/dealerships/update-dealership";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { pathParam, type PlatformInput } from "../../http/endpoints.ts";
import { parseResourceId } from "../../http/parse-id.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { expireSiteSetup } from "../../sites/expire-site-setup.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { refusedWrite, requirePlatform } from "./site-setup.ts";
import { dealershipSetupJson } from "./website-json.ts";

const MAX_BYTES = 16 * 1024;

/** The dealership id a path names, or the 404. */
function dealershipIdOf(params: PlatformInput<Site>["params"]): number {
  const id = parseResourceId(pathParam(params, "dealershipId"));
  if (id === null) throw new AppError("NOT_FOUND", DEALERSHIP_NOT_FOUND_MESSAGE);
  return id;
}

/** One dealership with its lead addresses; secrets are write-only, shown as set / last four. */
const answer = (site: Site, dealership: DealershipSetup, status = 200) =>
  Response.json(
    { website_id: site.id, dealership: dealershipSetupJson(dealership) },
    { status, headers: NO_STORE },
  );

/** GET /api/v1/websites/{id}/dealerships.json: the site's dealerships (the first is primary). */
export async function getDealershipList({ caller, found: site }: PlatformInput<Site>) {
  requirePlatform(caller);
  const dealerships = await listDealershipSetups(await db(), site.id);
  return Response.json(
    { website_id: site.id, dealerships: dealerships.map(dealershipSetupJson) },
    { headers: NO_STORE },
  );
}

/** GET /api/v1/websites/{id}/dealerships/{dealership id}.json: one dealership, as the list shows it. */
export async function getDealership({ params, caller, found: site }: PlatformInput<Site>) {
  requirePlatform(caller);
  const [dealership] = await listDealershipSetups(await db(), site.id, {
    id: dealershipIdOf(params),
  });
  if (!dealership) throw new AppError("NOT_FOUND", DEALERSHIP_NOT_FOUND_MESSAGE);
  return answer(site, dealership);
}

/**
 * POST /api/v1/websites/{id}/dealerships.json {slug, name, lead_email?, adf_email?,
 * webhook_url?, webhook_secret?, stripe_publishable_key?, payment_webhook_secret?}: 201.
 */
export async function postDealership({ request, caller, found: site }: PlatformInput<Site>) {
  requirePlatform(caller);
  const input = parseInput(
    dealershipCreateSchema,
    await readJson(request, { maxBytes: MAX_BYTES }),
  );
  const created = await createDealership(await db(), { websiteId: site.id, input });
  if (!created.ok) throw refusedWrite(created);
  await expireSiteSetup(site, { isSiteChanged: true, isDealershipsChanged: true });
  return answer(site, created.dealership, 201);
}

/** PATCH /api/v1/websites/{id}/dealerships/{dealership id}.json: the fields sent (null clears). */
export async function patchDealership({
  request,
  params,
  caller,
  found: site,
}: PlatformInput<Site>) {
  requirePlatform(caller);
  const id = dealershipIdOf(params);
  const patch = parseInput(dealershipPatchSchema, await readJson(request, { maxBytes: MAX_BYTES }));
  const updated = await updateDealership(await db(), { websiteId: site.id, id, patch });
  if (!updated.ok) throw refusedWrite(updated);
  if (updated.isChanged) await expireSiteSetup(site, { isDealershipsChanged: true });
  return answer(site, updated.dealership);
}

/**
 * DELETE /api/v1/websites/{id}/dealerships/{dealership id}.json: 204, with its locations. A
 * dealership that still has cars is a 422: delete or move its cars first.
 */
export async function deleteDealershipHandler({
  params,
  caller,
  found: site,
}: PlatformInput<Site>) {
  requirePlatform(caller);
  const deleted = await deleteDealership(await db(), {
    websiteId: site.id,
    id: dealershipIdOf(params),
  });
  if (!deleted.ok) throw refusedWrite(deleted);
  await expireSiteSetup(site, {
    isSiteChanged: true,
    isDealershipsChanged: true,
    isLocationsChanged: true,
  });
  return new Response(null, { status: 204, headers: NO_STORE });
}
