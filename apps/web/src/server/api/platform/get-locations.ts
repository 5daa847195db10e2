import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { PlatformInput } from "../../http/endpoints.ts";
import { getLocations } from "../../queries/storefront.ts";
import { locationJson } from "./website-json.ts";

/** GET /api/v1/websites/{id}/locations.json: the site's visible locations (spec §3 Location). */
export async function getLocationList({ found: site }: PlatformInput<Site>) {
  return Response.json({
    website_id: site.id,
    locations: (await getLocations(site.id)).map(locationJson),
  });
}
