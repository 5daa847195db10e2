import "server-only";
import {
  CATALOGUE_FEEDS,
  type CatalogueFeedReport,
} from "@forecourt/core/catalogue/catalogue-feed";
import { feedExclusionReason } from "@forecourt/core/catalogue/feed-requirements";
import { type SlugStoreCode, slugStoreCode } from "@forecourt/core/catalogue/store-code-warnings";
import type { Site } from "@forecourt/core/site/site";
import { readCatalogueCars } from "@forecourt/db/repositories/catalogue/read-catalogue-cars";
import { db } from "../db.ts";
import { currentSearchHour, siteStockScope } from "../queries/stock-scope.ts";
import { emptyCatalogueFeedReport } from "./catalogue-feed-body.ts";
import { catalogueSiteOf } from "./catalogue-site.ts";

/** A feed's report, with the sellers whose slug it sends as their cars' store code. */
type CatalogueFeedReportWithSellers = CatalogueFeedReport & {
  slugStoreCodes: SlugStoreCode[];
};

/**
 * Each feed's report as its URL would serve it now: the site's cars of its stock scope read once,
 * a page at a time, and each car judged for every feed by the rule its encoder applies (core
 * `feedExclusionReason`), without writing any feed's text; with each seller (location) whose slug
 * goes out as the store code of a car the feed lists (core `slugStoreCode`).
 */
export async function catalogueFeedReports(site: Site): Promise<CatalogueFeedReportWithSellers[]> {
  const scope = await siteStockScope(site.id, currentSearchHour());
  const catalogueSite = catalogueSiteOf(site);
  const reports = CATALOGUE_FEEDS.map((feed): CatalogueFeedReportWithSellers => ({
    ...emptyCatalogueFeedReport(feed),
    slugStoreCodes: [],
  }));
  for await (const detail of readCatalogueCars(await db(), { scope })) {
    const slugSeller = slugStoreCode(detail);
    for (const report of reports) {
      const reason = feedExclusionReason(report.feed, catalogueSite, detail);
      if (!reason) {
        report.included += 1;
        if (slugSeller && !report.slugStoreCodes.some((s) => s.slug === slugSeller.slug)) {
          report.slugStoreCodes.push(slugSeller);
        }
      } else {
        const { id: carId, stockNumber } = detail.car;
        report.excluded.push({ carId, stockNumber, reason });
      }
    }
  }
  return reports;
}
