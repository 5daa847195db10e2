import "server-only";
import {
  CATALOGUE_FEEDS,
  FEED_EXCLUSION_MESSAGES,
  type CatalogueFeedReport,
} from "@forecourt/core/catalogue/catalogue-feed";
import { catalogueFeedWarnings } from "@forecourt/core/catalogue/feed-warnings";
import { storeCodeWarnings } from "@forecourt/core/catalogue/store-code-warnings";
import type { Site } from "@forecourt/core/site/site";
import { secretMarker } from "@forecourt/core/security/secret-marker";
import { mergePatch } from "@forecourt/core/site/site-input";
import { updateWebsite } from "@forecourt/db/repositories/sites/update-website";
import { catalogueFeeds } from "@forecourt/core/catalogue/catalogue-feeds";
import { catalogueFeedReports } from "../../catalogue/catalogue-feed-reports.ts";
import { catalogueSiteOf } from "../../catalogue/catalogue-site.ts";
import {
  catalogueFeedUrls,
  newCatalogueFeedToken,
  TOKEN_PLACEHOLDER,
} from "../../catalogue/catalogue-feed-token.ts";
import { db } from "../../db.ts";
import type { PlatformInput } from "../../http/endpoints.ts";
import { expireSiteSetup } from "../../sites/expire-site-setup.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { refusedWrite } from "./site-setup.ts";

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
    message: `The car ${FEED_EXCLUSION_MESSAGES[car.reason]}.`,
  })),
});

/**
 * GET /api/v1/websites/{id}/feeds/catalogue.json: whether the site has a feed token (never the
 * token), and for each feed its URL with `{token}` where the token goes, its type, the countries
 * its platform runs it in (null: not limited), warnings for the site (a feed of a service that
 * does not run in its country; a Google feed sending a location's slug as its store code), its car count and each car left out with the reason, as a code
 * and in words.
 */
export async function getCatalogueFeedReport({
  found: site,
}: PlatformInput<Site>): Promise<Response> {
  const urls = catalogueFeedUrls(site, TOKEN_PLACEHOLDER);
  const reports = await catalogueFeedReports(site);
  const catalogueSite = catalogueSiteOf(site);
  return Response.json(
    {
      token: secretMarker(site.settings.catalogueFeeds.token),
      feeds: reports.map((report) => ({
        name: report.feed,
        url: urls[report.feed],
        content_type: catalogueFeeds[report.feed].contentType,
        countries: catalogueFeeds[report.feed].countries,
        warnings: [
          ...catalogueFeedWarnings(report.feed, catalogueSite),
          ...storeCodeWarnings(report.feed, report.slugStoreCodes),
        ],
        ...reportJson(report),
      })),
    },
    { headers: NO_STORE },
  );
}
