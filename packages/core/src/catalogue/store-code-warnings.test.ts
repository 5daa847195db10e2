import { describe, expect, it } from "vitest";
import { buildCarDetail } from "../testing/car-detail.ts";
import { slugStoreCode, storeCodeWarnings } from "./store-code-warnings.ts";

describe("slugStoreCode", () => {
  it("names the location whose slug goes out for want of a Google store code", () => {
    const detail = buildCarDetail({ location: { name: "Parramatta", slug: "parra" } });
    expect(slugStoreCode(detail)).toEqual({ name: "Parramatta", slug: "parra" });
  });

  it("is null where the location has a store code", () => {
    const detail = buildCarDetail({
      location: { slug: "parra", googleStoreCode: "PARRA-01" },
    });
    expect(slugStoreCode(detail)).toBeNull();
  });
});

describe("storeCodeWarnings", () => {
  const sellers = [
    { name: "Parramatta", slug: "parra" },
    { name: "Parramatta", slug: "parra" },
  ];

  it("warns once a location in both Google feeds", () => {
    for (const feed of ["google-vehicle-ads.csv", "google-vehicle-listings.csv"] as const) {
      const warnings = storeCodeWarnings(feed, sellers);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(`${feed} sends "parra", the slug of Parramatta`);
      expect(warnings[0]).toContain("Google store code");
    }
  });

  it("says nothing of Meta's and the export's feeds, or where every location has a code", () => {
    expect(storeCodeWarnings("meta.csv", sellers)).toEqual([]);
    expect(storeCodeWarnings("stock.csv", sellers)).toEqual([]);
    expect(storeCodeWarnings("google-vehicle-ads.csv", [])).toEqual([]);
  });
});
