import type { Metadata } from "next";
import { describe, expect, it } from "vitest";
import { getSiteBySlug } from "@forecourt/db/repositories/sites/get-site";
import { seededDemoSite } from "@/testing/demo-site-database";
import { metadata as bookTestDrive } from "./book-test-drive/page.tsx";
import { metadata as careers } from "./careers/page.tsx";
import { metadata as contact } from "./contact/page.tsx";
import { metadata as currentPositions } from "./current-positions/page.tsx";
import { generateMetadata as fleet } from "./fleet/page.tsx";
import { generateMetadata as models } from "./models/page.tsx";
import { generateMetadata as locations } from "./our-locations/[[...group]]/page.tsx";
import { generateMetadata as home } from "./page.tsx";
import { generateMetadata as parts } from "./parts/page.tsx";
import { generateMetadata as range } from "./range/page.tsx";
import { metadata as sellMyCar } from "./sell-my-car/page.tsx";
import { metadata as service } from "./service/page.tsx";
import { metadata as specialOffers } from "./special-offers/page.tsx";
import { metadata as tradeIn } from "./trade-in/page.tsx";
import { metadata as finance } from "./[...rest]/_routes/finance.tsx";
import { metadata as blog } from "./[...rest]/_routes/blog.tsx";

/**
 * Every indexable storefront page names its canonical URL (Search Console otherwise chooses one
 * among the addresses that show it: a tracking query, a split test's variant, a trailing slash).
 */
const demo = seededDemoSite("harbour-city-motors");
const canonical = (metadata: Metadata) => metadata.alternates?.canonical;

describe("canonical links", () => {
  it("are on the fixed pages", () => {
    expect(
      [
        bookTestDrive,
        careers,
        contact,
        currentPositions,
        sellMyCar,
        service,
        specialOffers,
        tradeIn,
      ].map(canonical),
    ).toEqual([
      "/book-test-drive",
      "/careers",
      "/contact",
      "/current-positions",
      "/sell-my-car",
      "/service",
      "/special-offers",
      "/trade-in",
    ]);
  });

  it("are on the home, range, location, parts, fleet, finance and blog pages", async () => {
    const key = demo.site.slug;
    const site = (await getSiteBySlug(demo.handle.db, key))!;
    const params = Promise.resolve({ site: key });
    const searchParams = Promise.resolve({});
    expect(canonical(await home({ params }))).toBe("/");
    expect(canonical(await models({ params }))).toBe("/models");
    expect(canonical(await range({ params, searchParams }))).toBe("/range");
    expect(
      canonical(await range({ params, searchParams: Promise.resolve({ body: "caravans" }) })),
    ).toMatch(/^\/range(\?body=|$)/);
    expect(canonical(await locations({ params }))).toBe("/our-locations");
    expect(
      canonical(await locations({ params: Promise.resolve({ site: key, group: ["service"] }) })),
    ).toBe("/our-locations/service");
    expect(canonical(await parts({ params }))).toBe("/parts");
    expect(canonical(await fleet({ params }))).toBe("/fleet");
    expect(canonical(await finance({ site, route: { kind: "finance" }, searchParams: {} }))).toBe(
      site.settings.paths.finance,
    );
    expect(
      canonical(await blog({ site, route: { kind: "blog", slug: null }, searchParams: {} })),
    ).toBe(site.settings.paths.blog);
  });
});
