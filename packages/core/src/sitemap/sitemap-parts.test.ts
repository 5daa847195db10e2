import { describe, expect, it } from "vitest";
import {
  parseSitemapPart,
  planSitemap,
  SITEMAP_LIMITS,
  SITEMAP_MAX_BYTES,
  SITEMAP_MAX_URLS,
  sitemapIndexXml,
  sitemapSlice,
  urlsetChunks,
  urlsetEntry,
  type SitemapLimits,
} from "./sitemap-parts.ts";
import type { SitemapUrl } from "./sitemap-urls.ts";

const origin = "https://dealer.example";
const pages = (count: number): SitemapUrl[] =>
  Array.from({ length: count }, (_, i) => ({ path: `/page-${i}` }));
const small: SitemapLimits = { maxUrls: 10, maxBytes: SITEMAP_MAX_BYTES };

describe("the protocol's limits", () => {
  it("are 50,000 URLs and 50 MB a file", () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(SITEMAP_MAX_BYTES).toBe(50 * 1024 * 1024);
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
  });

  it("50,000 URLs are one urlset; one more splits it into two parts", () => {
    const input = { origin, pageUrls: pages(20), maxVehiclePathBytes: 40 };
    expect(planSitemap({ ...input, vehicleCount: 49_980 }, SITEMAP_LIMITS)).toEqual({
      kind: "urlset",
      total: 50_000,
    });
    expect(planSitemap({ ...input, vehicleCount: 49_981 }, SITEMAP_LIMITS)).toEqual({
      kind: "index",
      total: 50_001,
      partCount: 2,
      perPart: 50_000,
    });
  });

  it("60,000 cars make two parts, the second holding the last 10,020 URLs", () => {
    const pageUrls = pages(20);
    const plan = planSitemap(
      { origin, pageUrls, vehicleCount: 60_000, maxVehiclePathBytes: 60 },
      SITEMAP_LIMITS,
    );
    expect(plan).toMatchObject({ kind: "index", partCount: 2, perPart: 50_000 });
    expect(sitemapSlice(plan, pageUrls, 1)).toEqual({
      pageUrls,
      vehicleOffset: 0,
      vehicleLimit: 49_980,
    });
    expect(sitemapSlice(plan, pageUrls, 2)).toEqual({
      pageUrls: [],
      vehicleOffset: 49_980,
      vehicleLimit: 10_020,
    });
  });

  it("long URLs make smaller parts, so no part passes 50 MB", () => {
    // Each entry can take about 2,100 bytes: 50 MB holds about 24,900 of them.
    const plan = planSitemap(
      { origin, pageUrls: pages(1), vehicleCount: 30_000, maxVehiclePathBytes: 2_000 },
      SITEMAP_LIMITS,
    );
    if (plan.kind !== "index") throw new Error("expected an index");
    const entry = urlsetEntry(origin, { path: `/${"a".repeat(1_999)}`, lastmod: new Date() });
    expect(plan.perPart * entry.length).toBeLessThanOrEqual(SITEMAP_MAX_BYTES);
    expect(plan.partCount).toBe(2);
  });
});

describe("planSitemap and sitemapSlice", () => {
  it("up to the limit the sitemap is one urlset of every page and vehicle, and has no parts", () => {
    const pageUrls = pages(4);
    const plan = planSitemap({ origin, pageUrls, vehicleCount: 6, maxVehiclePathBytes: 20 }, small);
    expect(plan).toEqual({ kind: "urlset", total: 10 });
    expect(sitemapSlice(plan, pageUrls, null)).toEqual({
      pageUrls,
      vehicleOffset: 0,
      vehicleLimit: 6,
    });
    expect(sitemapSlice(plan, pageUrls, 1)).toBeNull();
  });

  it("past the limit the index names the parts; pages come first, then vehicles in order", () => {
    const pageUrls = pages(12);
    const plan = planSitemap(
      { origin, pageUrls, vehicleCount: 15, maxVehiclePathBytes: 20 },
      small,
    );
    expect(plan).toEqual({ kind: "index", total: 27, partCount: 3, perPart: 10 });
    expect(sitemapSlice(plan, pageUrls, null)).toBeNull();
    expect(sitemapSlice(plan, pageUrls, 1)).toEqual({
      pageUrls: pageUrls.slice(0, 10),
      vehicleOffset: 0,
      vehicleLimit: 0,
    });
    expect(sitemapSlice(plan, pageUrls, 2)).toEqual({
      pageUrls: pageUrls.slice(10),
      vehicleOffset: 0,
      vehicleLimit: 8,
    });
    expect(sitemapSlice(plan, pageUrls, 3)).toEqual({
      pageUrls: [],
      vehicleOffset: 8,
      vehicleLimit: 7,
    });
    expect(sitemapSlice(plan, pageUrls, 4)).toBeNull();
    expect(sitemapSlice(plan, pageUrls, 0)).toBeNull();
  });
});

describe("the XML", () => {
  it("escapes a URL and writes lastmod as a W3C date-time", () => {
    expect(
      urlsetEntry(origin, { path: "/range?body=a&b", lastmod: new Date("2026-03-04T05:06:07Z") }),
    ).toBe(
      "<url><loc>https://dealer.example/range?body=a&amp;b</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>\n",
    );
    expect(urlsetEntry(origin, { path: "/" })).toBe(
      "<url><loc>https://dealer.example/</loc></url>\n",
    );
  });

  it("the index names each part at /sitemaps/{n}.xml", () => {
    const xml = sitemapIndexXml(origin, 2);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      "<loc>https://dealer.example/sitemaps/1.xml</loc>",
      "<loc>https://dealer.example/sitemaps/2.xml</loc>",
    ]);
  });

  it("a urlset is written a batch at a time, between its opening and closing tags", async () => {
    async function* batches() {
      yield [{ path: "/cars/a" }];
      yield [{ path: "/cars/b" }, { path: "/cars/c" }];
    }
    const chunks: string[] = [];
    for await (const chunk of urlsetChunks(origin, [{ path: "/" }], batches())) chunks.push(chunk);
    expect(chunks).toHaveLength(4);
    const xml = chunks.join("");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
    expect(xml.endsWith("</urlset>\n")).toBe(true);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toHaveLength(4);
  });

  it.each([
    ["1.xml", 1],
    ["42.xml", 42],
    ["0.xml", null],
    ["01.xml", null],
    ["1", null],
    ["1.xml.gz", null],
    ["x.xml", null],
    ["1234567.xml", null],
  ])("part segment %s is %s", (segment, part) => {
    expect(parseSitemapPart(segment)).toBe(part);
  });
});
