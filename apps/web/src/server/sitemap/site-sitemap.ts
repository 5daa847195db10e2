import "server-only";
import type { Site } from "@forecourt/core/site/site";
import {
  planSitemap,
  SITEMAP_LIMITS,
  sitemapIndexXml,
  sitemapSlice,
  urlsetChunks,
  type SitemapLimits,
  type SitemapSlice,
} from "@forecourt/core/sitemap/sitemap-parts";
import {
  sitemapPageUrls,
  vehicleSitemapPath,
  type SitemapUrl,
} from "@forecourt/core/sitemap/sitemap-urls";
import { getSitemapCarCount, getSitemapCars, getSitemapContent } from "../queries/sitemap.ts";
import { currentSearchHour } from "../queries/stock-scope.ts";

/** Vehicle pages are read this many at a time while the sitemap is written out. */
const SITEMAP_CAR_BATCH = 5_000;

const XML_HEADERS = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=0, s-maxage=3600",
};

/**
 * A site's sitemap (`part` null, /sitemap.xml) or one part of it (/sitemaps/{part}.xml): home,
 * searches, range, content pages, blog, locations and every vehicle its search lists. Up to the
 * protocol's limits it is one urlset; past them /sitemap.xml is an index of parts. A part that
 * does not exist is a 404. The vehicles are read and written a batch at a time.
 */
export async function siteSitemapResponse(
  site: Pick<Site, "id" | "settings">,
  origin: string,
  part: number | null,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<Response> {
  const hour = currentSearchHour();
  const [content, vehicles] = await Promise.all([
    getSitemapContent(site.id, hour),
    getSitemapCarCount(site.id, hour),
  ]);
  const pageUrls = sitemapPageUrls(site.settings, content);
  const plan = planSitemap(
    {
      origin,
      pageUrls,
      vehicleCount: vehicles.count,
      maxVehiclePathBytes:
        vehicles.count > 0
          ? site.settings.paths.vehicleBase.length + 1 + vehicles.maxSlugLength
          : 0,
    },
    limits,
  );
  if (part === null && plan.kind === "index") {
    return new Response(sitemapIndexXml(origin, plan.partCount), { headers: XML_HEADERS });
  }
  const slice = sitemapSlice(plan, pageUrls, part);
  if (!slice) return new Response("Not found", { status: 404 });
  const chunks = urlsetChunks(origin, slice.pageUrls, vehicleBatches(site, hour, slice));
  return new Response(textStream(chunks), { headers: XML_HEADERS });
}

async function* vehicleBatches(
  site: Pick<Site, "id" | "settings">,
  hour: number,
  slice: SitemapSlice,
): AsyncGenerator<SitemapUrl[]> {
  const end = slice.vehicleOffset + slice.vehicleLimit;
  for (let offset = slice.vehicleOffset; offset < end; offset += SITEMAP_CAR_BATCH) {
    const cars = await getSitemapCars(
      site.id,
      hour,
      offset,
      Math.min(SITEMAP_CAR_BATCH, end - offset),
    );
    const urls: SitemapUrl[] = [];
    for (const car of cars) {
      const path = vehicleSitemapPath(car.slug, site.settings);
      if (path) urls.push({ path, lastmod: car.updatedAt });
    }
    yield urls;
    if (cars.length === 0) return;
  }
}

function textStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
