import { describe, expect, it } from "vitest";
import { buildCatalogueSite } from "../testing/catalogue-site.ts";
import { CATALOGUE_FEEDS } from "./catalogue-feed.ts";
import { catalogueFeeds } from "./catalogue-feeds.ts";
import { catalogueFeedWarnings } from "./feed-warnings.ts";

describe("catalogueFeedWarnings", () => {
  it("says Google's vehicle listings run in the US only, and warns a site elsewhere", () => {
    expect(catalogueFeeds["google-vehicle-listings.csv"].countries).toEqual(["US"]);
    const us = buildCatalogueSite({ locale: "en-US", currency: "USD" });
    expect(catalogueFeedWarnings("google-vehicle-listings.csv", us)).toEqual([]);
    expect(catalogueFeedWarnings("google-vehicle-listings.csv", buildCatalogueSite())).toEqual([
      "google-vehicle-listings.csv is for a Google service that runs in US only; this site sells in AU, where Google shows none of it.",
    ]);
  });

  it("warns of nothing for the feeds not limited to a country", () => {
    for (const feed of CATALOGUE_FEEDS.filter((name) => name !== "google-vehicle-listings.csv")) {
      expect(catalogueFeedWarnings(feed, buildCatalogueSite())).toEqual([]);
    }
  });
});
