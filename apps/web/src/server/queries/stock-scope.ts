import "server-only";
import type { StockScope } from "@forecourt/core/search/search-result";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { getSiteForApi } from "./site.ts";

export const HOUR_MS = 3_600_000;

/** The sold-car window moves with time: cached stock reads are keyed by the hour they ran in. */
export const currentSearchHour = () => Math.floor(Date.now() / HOUR_MS);

/**
 * The site's stock scope (its exclusions and sold-car window, core `stockScopeFor`) at the
 * start of `hour`: what every count and list of the site's stock reads.
 */
export async function siteStockScope(siteId: number, hour: number): Promise<StockScope> {
  const site = await getSiteForApi(siteId);
  if (!site) throw new Error(`No site ${siteId}`);
  return stockScopeFor(siteId, site.settings, new Date(hour * HOUR_MS));
}
