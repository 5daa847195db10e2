import "server-only";
import {
  CATALOGUE_FEEDS,
  type CatalogueFeedReport,
} from "@forecourt/core/catalogue/catalogue-feed";
import type { Site } from "@forecourt/core/domain/site";
import { secretMarker } from "@forecourt/core/security/secret-marker";
import { mergePatch } from "@forecourt/core/site/site-input";
import { updateWebsite } from "@forecourt/db/repositories/sites/update-website";
import {
  catalogueFeedChunks,
  emptyCatalogueFeedReport,
  type CatalogueFeedFormats,
} from "../catalogue/catalogue-feed-body.ts";
import {
  catalogueFeedUrls,
  newCatalogueFeedToken,
  TOKEN_PLACEHOLDER,
} from "../catalogue/catalogue-feed-token.ts";
import { db } from "../db.ts";
import type { PlatformInput } from "../http/endpoints.ts";
import { currentSearchHour, siteStockScope } from "../queries/stock-scope.ts";
import { expireSiteSetup, NO_STORE, refusedWrite } from "./site-setup.ts";

/**
 * POST /api/v1/websites/{id}/feeds/catalogue_token.json: a new feed token for the site (the
 * platform credential or the site's own key), answered once as the feeds' URLs; no answer shows
 * it again. The old URLs are a 404 from this answer on: the site's host lookups and its front
 * cache entries expire before it is sent (`expireSiteSetup`). A site has no token until the first
 * call: a token made at creation would be one nobody has seen (it is write-only), and a site
 * that sends no feed has none to leak.
 */
export async function rotateCatalogueFeedToken({
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  const token = newCatalogueFeedToken();
  // The one write path of a site's settings, under the website's row lock.
  const updated = await updateWebsite(await db(), {
    websiteId: site.id,
    settingsOf: (stored) =>
      mergePatch(stored, { catalogueFeeds: { token } }) as Record<string, unknown>,
  });
  if (!updated.ok) throw refusedWrite(updated);
  await expireSiteSetup(site, { isSiteChanged: true });
  const urls = catalogueFeedUrls(site, token);
  return Response.json(
    { feeds: CATALOGUE_FEEDS.map((name) => ({ name, url: urls[name] })) },
    { headers: NO_STORE },
  );
}

const reportJson = (report: CatalogueFeedReport) => ({
  cars: report.included,
  excluded: report.excluded.map((car) => ({
    car_id: car.carId,
    stock_number: car.stockNumber,
    reason: car.reason,
  })),
});

/**
 * Each feed's report: the site's cars of its stock scope run through the feed's encoder, as the
 * feed URL would serve them now, into nothing but the report. One feed at a time, each reading
 * the cars a page at a time, so memory stays a page and the reports.
 */
export async function catalogueFeedReports(
  site: Site,
  formats: CatalogueFeedFormats,
): Promise<CatalogueFeedReport[]> {
  const scope = await siteStockScope(site.id, currentSearchHour());
  const reports: CatalogueFeedReport[] = [];
  for (const name of CATALOGUE_FEEDS) {
    const report = emptyCatalogueFeedReport(name);
    const chunks = catalogueFeedChunks(await db(), { site, scope, format: formats[name], report });
    for await (const chunk of chunks) void chunk;
    reports.push(report);
  }
  return reports;
}

/**
 * GET /api/v1/websites/{id}/feeds/catalogue.json: whether the site has a feed token (never the
 * token), and for each feed its URL with `{token}` where the token goes, its type, its car count
 * and each car left out with the reason.
 */
export async function getCatalogueFeedReport(
  { found: site }: PlatformInput<Site>,
  formats: CatalogueFeedFormats,
): Promise<Response> {
  const urls = catalogueFeedUrls(site, TOKEN_PLACEHOLDER);
  const reports = await catalogueFeedReports(site, formats);
  return Response.json(
    {
      token: secretMarker(site.settings.catalogueFeeds.token),
      feeds: reports.map((report) => ({
        name: report.feed,
        url: urls[report.feed],
        content_type: formats[report.feed].contentType,
        ...reportJson(report),
      })),
    },
    { headers: NO_STORE },
  );
}
