import { escapeXml } from "../text/xml-text.ts";
import type { SitemapUrl } from "./sitemap-urls.ts";

/** sitemaps.org: a sitemap file holds at most 50,000 URLs and 50 MB (52,428,800 bytes). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** The limits a sitemap is split by; the protocol's unless a test asks for smaller. */
export type SitemapLimits = { maxUrls: number; maxBytes: number };
export const SITEMAP_LIMITS: SitemapLimits = {
  maxUrls: SITEMAP_MAX_URLS,
  maxBytes: SITEMAP_MAX_BYTES,
};

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_CLOSE = "</urlset>\n";

/** Where part n (from 1) of a split sitemap is served; /sitemap.xml is then their index. */
function sitemapPartPath(part: number): string {
  return `/sitemaps/${part}.xml`;
}

/** The part a /sitemaps/{segment} names ("3.xml" is 3), or null for anything else. */
export function parseSitemapPart(segment: string): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** One <url> line; `origin` is the site's, without a trailing slash. */
export function urlsetEntry(origin: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : "";
  return `<url><loc>${escapeXml(`${origin}${url.path}`)}</loc>${lastmod}</url>\n`;
}

/** The bytes of a <url> line whose loc is `locBytes` long, with a lastmod (the most it takes). */
function urlsetEntryBytes(locBytes: number): number {
  return urlsetEntry("", { path: "", lastmod: new Date(0) }).length + locBytes;
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** The sitemap index of a site split into `partCount` parts. */
export function sitemapIndexXml(origin: string, partCount: number): string {
  const entries = Array.from(
    { length: partCount },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}${sitemapPartPath(i + 1)}`)}</loc></sitemap>\n`,
  );
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n${entries.join("")}</sitemapindex>\n`;
}

/**
 * What a site's sitemap is: one urlset, or an index of parts each within the limits. The URLs
 * are the pages (known, few) followed by the vehicles (many, read a page at a time), so a part's
 * size is bounded before it is read by the longest vehicle URL it could hold.
 */
type SitemapPlan =
  | { kind: "urlset"; total: number }
  | { kind: "index"; total: number; partCount: number; perPart: number };

type SitemapPlanInput = {
  origin: string;
  pageUrls: readonly SitemapUrl[];
  vehicleCount: number;
  /** The longest vehicle path (`/cars/{slug}`) in bytes; 0 when there are no vehicles. */
  maxVehiclePathBytes: number;
};

export function planSitemap(input: SitemapPlanInput, limits: SitemapLimits): SitemapPlan {
  const total = input.pageUrls.length + input.vehicleCount;
  const originBytes = utf8Bytes(input.origin);
  const pageEntryBytes = input.pageUrls.map((url) => utf8Bytes(urlsetEntry(input.origin, url)));
  const longestEntry = Math.max(
    urlsetEntryBytes(originBytes + input.maxVehiclePathBytes),
    ...pageEntryBytes,
  );
  const envelope = URLSET_OPEN.length + URLSET_CLOSE.length;
  const perPart = Math.min(
    limits.maxUrls,
    Math.max(1, Math.floor((limits.maxBytes - envelope) / longestEntry)),
  );
  if (total <= perPart) return { kind: "urlset", total };
  return { kind: "index", total, partCount: Math.ceil(total / perPart), perPart };
}

/** The URLs of one urlset: a slice of the pages, then `vehicleLimit` vehicles from an offset. */
export type SitemapSlice = {
  pageUrls: readonly SitemapUrl[];
  vehicleOffset: number;
  vehicleLimit: number;
};

/**
 * The URLs of the whole sitemap (part null, a single urlset) or of part n of an index, or null
 * when there is no such part (a part of a sitemap that is not split, or past the last).
 */
export function sitemapSlice(
  plan: SitemapPlan,
  pageUrls: readonly SitemapUrl[],
  part: number | null,
): SitemapSlice | null {
  if (plan.kind === "urlset") {
    if (part !== null) return null;
    return { pageUrls, vehicleOffset: 0, vehicleLimit: plan.total - pageUrls.length };
  }
  if (part === null || part < 1 || part > plan.partCount) return null;
  const start = (part - 1) * plan.perPart;
  const end = Math.min(start + plan.perPart, plan.total);
  const vehicleStart = Math.max(start, pageUrls.length);
  return {
    pageUrls: pageUrls.slice(start, Math.min(end, pageUrls.length)),
    vehicleOffset: vehicleStart - pageUrls.length,
    vehicleLimit: Math.max(0, end - vehicleStart),
  };
}

/**
 * A urlset as text chunks: the pages, then each batch of vehicle URLs as it is read, so a large
 * site's sitemap is never held whole in memory.
 */
export async function* urlsetChunks(
  origin: string,
  pageUrls: readonly SitemapUrl[],
  vehicleBatches: AsyncIterable<readonly SitemapUrl[]>,
): AsyncGenerator<string> {
  yield URLSET_OPEN + pageUrls.map((url) => urlsetEntry(origin, url)).join("");
  for await (const batch of vehicleBatches) {
    yield batch.map((url) => urlsetEntry(origin, url)).join("");
  }
  yield URLSET_CLOSE;
}
