import { getWebsite } from "@/server/api/platform/get-website";
import { deleteWebsite, patchWebsite } from "@/server/api/platform/website-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";

/**
 * GET /api/v1/websites/{id}.json: a site's settings, dealerships, locations, stock summary
 * (display make names), blog and offer counts (spec §3 Website config, design §8).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getWebsite),
  /** PATCH {name?, settings? (merge patch)}: platform credential (`server/api/website-writes.ts`). */
  PATCH: platformEndpoint(websiteFromPath, patchWebsite),
  /** DELETE archives the website: served nowhere, its rows kept (platform credential). */
  DELETE: platformEndpoint(websiteFromPath, deleteWebsite),
});
