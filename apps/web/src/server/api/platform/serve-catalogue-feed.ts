import "server-only";
import { createHash } from "node:crypto";
import { CATALOGUE_FEEDS, type CatalogueFeedName } from "@forecourt/core/catalogue/catalogue-feed";
import { catalogueFeeds } from "@forecourt/core/catalogue/catalogue-feeds";
import { getCatalogueStockVersion } from "@forecourt/db/repositories/catalogue/get-catalogue-stock-version";
import {
  FRONT_CACHE_TAG_HEADERS,
  frontCacheTagOfKey,
  isFrontCacheKind,
} from "../../cache/front-cache-tags.ts";
import { db } from "../../db.ts";
import { env } from "../../env.ts";
import { getDealerships, getLocations } from "../../queries/storefront.ts";
import { getSite } from "../../queries/site.ts";
import { currentSearchHour, siteStockScope } from "../../queries/stock-scope.ts";
import {
  catalogueFeedChunks,
  catalogueFeedStream,
  emptyCatalogueFeedReport,
} from "../../catalogue/catalogue-feed-body.ts";
import { catalogueSiteOf } from "../../catalogue/catalogue-site.ts";
import { isSiteCatalogueFeedToken } from "../../catalogue/catalogue-feed-token.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { lineLog } from "../../observability/log.ts";

type CatalogueFeedParams = { site: string; token: string; name: string };

/**
 * How long the front cache keeps a feed without a write: the sold-car window moves by the hour
 * (a sold car leaves it with no write to purge it), as it does for the pages. A stock write
 * purges the site's tag at once (`expireSiteTags`), whatever the age.
 */
const CATALOGUE_FEED_CACHE_CONTROL = "public, max-age=0, s-maxage=3600";

const isFeedName = (name: string): name is CatalogueFeedName =>
  (CATALOGUE_FEEDS as readonly string[]).includes(name);

/** A wrong token, name or site: the same bare 404 for each, kept by no cache. */
const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      ...NO_STORE,
      "x-robots-tag": "noindex",
    },
  });

/**
 * The entity tag of a feed as it would be read now: its name, what it says of the site, the
 * count and latest change of the cars in the site's scope, and the site's dealerships and
 * locations (a car's address and phone; they have no change time). One aggregate query and two
 * cached reads, so an unchanged feed is answered 304 without reading a car. No Last-Modified:
 * a deleted car or one leaving the sold window changes the feed without a newer time.
 */
async function feedEtag(
  name: CatalogueFeedName,
  parts: { catalogueSite: unknown; version: unknown; siteId: number },
): Promise<string> {
  const [dealerships, locations] = await Promise.all([
    getDealerships(parts.siteId),
    getLocations(parts.siteId),
  ]);
  const hash = createHash("sha256")
    .update(JSON.stringify([name, parts.catalogueSite, parts.version, dealerships, locations]))
    .digest("base64url")
    .slice(0, 27);
  return `"${hash}"`;
}

/** Whether an If-None-Match header names this tag (or `*`); weak tags compare as theirs. */
function isNotModified(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}

/**
 * GET /feeds/{token}/{name} on a site's host: the feed streamed from the site's cars in its one
 * stock scope. Unknown site, feed name or token (the site's, compared in constant time): 404.
 * Never indexed; kept by the front cache under the site's tag until a write purges it.
 */
export async function serveCatalogueFeed(
  request: Request,
  params: CatalogueFeedParams,
): Promise<Response> {
  const site = await getSite(params.site);
  if (!site || !isFeedName(params.name)) return notFound();
  if (!isSiteCatalogueFeedToken(site.settings.catalogueFeeds.token, params.token)) {
    return notFound();
  }
  const name = params.name;
  const scope = await siteStockScope(site.id, currentSearchHour());
  const catalogueSite = catalogueSiteOf(site);
  const version = await getCatalogueStockVersion(await db(), scope);
  const etag = await feedEtag(name, { catalogueSite, version, siteId: site.id });
  const headers = new Headers({
    "content-type": catalogueFeeds[name].contentType,
    "cache-control": CATALOGUE_FEED_CACHE_CONTROL,
    "x-robots-tag": "noindex",
    etag,
  });
  // The proxy tags every answer of a site host too; set here as well, so the tag does not hang
  // on the rewrite alone.
  const frontCache = env().CACHE_PURGE;
  if (isFrontCacheKind(frontCache)) {
    headers.set(FRONT_CACHE_TAG_HEADERS[frontCache], frontCacheTagOfKey(params.site));
  }
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  const chunks = catalogueFeedChunks(await db(), {
    site,
    scope,
    feed: name,
    report: emptyCatalogueFeedReport(name),
  });
  const body = await catalogueFeedStream(chunks, (error) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    lineLog.error(`Catalogue feed ${name} of site ${site.id} stopped while streaming: ${detail}`);
  });
  return new Response(body, { headers });
}
