import { describe, expect, it } from "vitest";
import { stockScopeFor } from "@forecourt/core/search/search-scope";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { seededDemoDatabase } from "../../testing/demo-database.ts";
import { getManufacturer } from "../manufacturers/get-manufacturer.ts";
import { getRangeModel } from "../models/get-range-model.ts";
import { getBlogPost, listBlogPosts } from "./blog-posts.ts";
import { getPage } from "./get-page.ts";
import { listCareers } from "./list-careers.ts";
import { listOffers } from "./list-offers.ts";
import { listReviews } from "./list-reviews.ts";
import { getSiteRating } from "./get-site-rating.ts";

const NOW = new Date("2026-11-01T00:00:00Z");
const demo = seededDemoDatabase({ now: NOW });

const id = (slug: string) => {
  const site = demo.report.sites.find((s) => s.slug === slug);
  if (!site) throw new Error(slug);
  return site.id;
};
const RV = "coastline-rv";
const US = "lone-star-auto";

describe("content repositories", () => {
  it("pages through the RV site's 388 posts newest first, and no other site's", async () => {
    const first = await listBlogPosts(demo.handle.db, id(RV), { page: 1, pageSize: 12 });
    expect(first.total).toBe(388);
    expect(first.pageCount).toBe(33);
    expect(first.posts).toHaveLength(12);
    const dates = first.posts.map((p) => p.publishedAt.getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const last = await listBlogPosts(demo.handle.db, id(RV), { page: 33, pageSize: 12 });
    expect(last.posts).toHaveLength(388 - 32 * 12);
    // Post 385 exists only on the RV site (the US site has 12 posts).
    const slug = last.posts[0]?.slug ?? "";
    expect(await getBlogPost(demo.handle.db, id(RV), slug)).toMatchObject({ slug });
    expect(await getBlogPost(demo.handle.db, id(US), slug)).toBeNull();
  });

  it("rates the RV site 4.4 from 416 reviews (spec §9)", async () => {
    expect(await getSiteRating(demo.handle.db, id(RV))).toEqual({ average: 4.4, count: 416 });
    // Metro: 212 at 4.6, 158 at 4.3, 97 at 4.5 -> 4.5 from 467.
    expect(await getSiteRating(demo.handle.db, id("metro-pre-owned"))).toEqual({
      average: 4.5,
      count: 467,
    });
  });

  it("shows at most 12 reviews of rating 4 or more", async () => {
    const reviews = await listReviews(demo.handle.db, id(RV));
    expect(reviews.length).toBe(12);
    expect(reviews.every((r) => r.rating >= 4)).toBe(true);
    const all = await listReviews(demo.handle.db, id(RV), { minRating: 1, limit: 100 });
    expect(all.some((r) => r.rating < 4)).toBe(true);
  });

  it("finds CMS pages by the first matching stored path, per site", async () => {
    expect(await getPage(demo.handle.db, id(RV), ["pages/warranty", "warranty"])).toMatchObject({
      path: "warranty",
      title: "Warranty",
    });
    expect(await getPage(demo.handle.db, id(US), ["warranty"])).toBeNull();
    expect(await getPage(demo.handle.db, id(US), ["about-us"])).toMatchObject({
      title: "About us",
    });
  });

  it("lists open careers and running offers of the site", async () => {
    const careers = await listCareers(demo.handle.db, id(RV));
    expect(careers.map((c) => c.slug)).toEqual(["sales-consultant", "service-technician"]);
    const rvScope = stockScopeFor(id(RV), siteSettingsSchema.parse({}), NOW);
    const offers = await listOffers(demo.handle.db, rvScope, NOW);
    expect(offers.length).toBe(3);
    expect(offers.every((o) => o.car !== null)).toBe(true);
    expect(
      await listOffers(demo.handle.db, rvScope, new Date(NOW.getTime() + 365 * 86_400_000)),
    ).toEqual([]);
  });

  it("returns a make with its stocked models and range for one site only", async () => {
    const jayco = await getManufacturer(
      demo.handle.db,
      stockScopeFor(id(RV), siteSettingsSchema.parse({}), NOW),
      "jayco",
    );
    expect(jayco?.name).toBe("Jayco");
    expect(jayco?.stockCount).toBeGreaterThan(0);
    expect(jayco?.range.length).toBe(10);
    expect(
      await getManufacturer(
        demo.handle.db,
        stockScopeFor(id(US), siteSettingsSchema.parse({}), NOW),
        "jayco",
      ),
    ).toBeNull();
    expect(
      await getManufacturer(
        demo.handle.db,
        stockScopeFor(id(RV), siteSettingsSchema.parse({}), NOW),
        "nope",
      ),
    ).toBeNull();
    const model = await getRangeModel(demo.handle.db, id(RV), "jayco-journey");
    expect(model?.name).toBe("Jayco Journey");
    expect(await getRangeModel(demo.handle.db, id(US), "jayco-journey")).toBeNull();
  });
});
