import { websiteJson } from "@/server/api/website-json";
import { deleteWebsite, patchWebsite } from "@/server/api/website-writes";
import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import {
  getContentCounts,
  getDealerships,
  getLocations,
  getStockSummaryCached,
} from "@/server/queries/storefront";
import { currentSearchHour } from "@/server/queries/stock-scope";

/**
 * GET /api/v1/websites/{id}.json: a site's settings, dealerships, locations, stock summary
 * (display make names), blog and offer counts (spec §3 Website config, design §8).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, async ({ found: site }) => {
    const [stock, dealerships, locations, counts] = await Promise.all([
      getStockSummaryCached(site.id, currentSearchHour()),
      getDealerships(site.id),
      getLocations(site.id),
      getContentCounts(site.id),
    ]);
    return Response.json(websiteJson({ site, stock, dealerships, locations, counts }));
  }),
  /** PATCH {name?, settings? (merge patch)}: platform credential (`server/api/website-writes.ts`). */
  PATCH: platformEndpoint(websiteFromPath, patchWebsite),
  /** DELETE archives the website: served nowhere, its rows kept (platform credential). */
  DELETE: platformEndpoint(websiteFromPath, deleteWebsite),
});
