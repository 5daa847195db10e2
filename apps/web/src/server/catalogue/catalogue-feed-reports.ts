import "server-only";
import {
  CATALOGUE_FEEDS,
  type CatalogueFeedReport,
} from "@forecourt/core/catalogue/catalogue-feed";
import { feedExclusionReason } from "@forecourt/core/catalogue/feed-requirements";
import type { Site } from "@forecourt/core/site/site";
import { readCatalogueCars } from "@forecourt/db/repositories/catalogue/read-catalogue-cars";
import { db } from "../db.ts";
import { currentSearchHour, siteStockScope } from "../queries/stock-scope.ts";
import { emptyCatalogueFeedReport } from "./catalogue-feed-body.ts";
import { catalogueSiteOf } from "./catalogue-site.ts";

/**
 * Each feed's report as its URL would serve it now: the site's cars of its stock scope read once,
 * a page at a time, and each car judged for every feed by the rule its encoder applies (core
 * `feedExclusionReason`), without writing any feed's text.
 */
export async function catalogueFeedReports(site: Site): Promise<CatalogueFeedReport[]> {
  const scope = await siteStockScope(site.id, currentSearchHour());
  const catalogueSite = catalogueSiteOf(site);
  const reports = CATALOGUE_FEEDS.map(emptyCatalogueFeedReport);
  for await (const detail of readCatalogueCars(await db(), { scope })) {
    for (const report of reports) {
      const reason = feedExclusionReason(report.feed, catalogueSite, detail);
      if (!reason) report.included += 1;
      else {
        const { id: carId, stockNumber } = detail.car;
        report.excluded.push({ carId, stockNumber, reason });
      }
    }
  }
  return reports;
}
