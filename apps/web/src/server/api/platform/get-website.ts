import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { PlatformInput } from "../../http/endpoints.ts";
import {
  getContentCounts,
  getDealerships,
  getLocations,
  getStockSummaryCached,
} from "../../queries/storefront.ts";
import { currentSearchHour } from "../../queries/stock-scope.ts";
import { websiteJson } from "./website-json.ts";

/**
 * GET /api/v1/websites/{id}.json: a site's settings, dealerships, locations, stock summary
 * (display make names), blog and offer counts (spec §3 Website config, design §8).
 */
export async function getWebsite({ found: site }: PlatformInput<Site>) {
  const [stock, dealerships, locations, counts] = await Promise.all([
    getStockSummaryCached(site.id, currentSearchHour()),
    getDealerships(site.id),
    getLocations(site.id),
    getContentCounts(site.id),
  ]);
  return Response.json(websiteJson({ site, stock, dealerships, locations, counts }));
}
