import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "../site/site-settings.ts";
import { defaultSortFor, resolveSort, sortLabel, sortOptionsFor } from "./sort-options.ts";

const settings = (input: Parameters<typeof siteSettingsSchema.parse>[0]) =>
  siteSettingsSchema.parse(input);

describe("sortOptionsFor", () => {
  it("offers the four standard sorts by default, Most Relevant first and default", () => {
    expect(sortOptionsFor(settings({}))).toEqual([
      { value: "relevance", label: "Most Relevant", isDefault: true },
      { value: "latest", label: "Latest", isDefault: false },
      { value: "price-desc", label: "Highest Price", isDefault: false },
      { value: "price-asc", label: "Lowest Price", isDefault: false },
    ]);
  });

  it("adds subscription price and kms where the site sets them", () => {
    const all = settings({
      commerce: { offersSubscription: true },
      search: {
        sortOptions: ["relevance", "subscription-price-asc", "km-desc", "km-asc"],
        defaultSort: "latest",
      },
    });
    expect(sortOptionsFor(all).map((o) => o.label)).toEqual([
      "Latest",
      "Most Relevant",
      "Lowest Subscription Price",
      "Highest Kms",
      "Lowest Kms",
    ]);
  });

  it("drops subscription price on a site without subscriptions", () => {
    const site = settings({ search: { sortOptions: ["relevance", "subscription-price-asc"] } });
    expect(sortOptionsFor(site).map((o) => o.value)).toEqual(["relevance"]);
  });
});

describe("defaultSortFor / resolveSort", () => {
  it.each(["relevance", "latest", "price-asc"] as const)("uses the site's default %s", (sort) => {
    expect(defaultSortFor(settings({ search: { defaultSort: sort } }))).toBe(sort);
    expect(resolveSort(null, settings({ search: { defaultSort: sort } }))).toBe(sort);
  });

  it("applies a requested sort the site offers", () => {
    expect(resolveSort("price-desc", settings({}))).toBe("price-desc");
  });

  it("falls back to the default for a sort the site does not offer", () => {
    expect(resolveSort("km-asc", settings({ search: { defaultSort: "latest" } }))).toBe("latest");
  });

  it("never defaults to subscription price on a site without subscriptions", () => {
    expect(defaultSortFor(settings({ search: { defaultSort: "subscription-price-asc" } }))).toBe(
      "relevance",
    );
  });
});

describe("sortLabel", () => {
  it("names the odometer in the site's unit", () => {
    expect(sortLabel("km-desc", "en-AU")).toBe("Highest Kms");
    expect(sortLabel("km-asc", "en-NZ")).toBe("Lowest Kms");
    expect(sortLabel("km-desc", "en-US")).toBe("Highest Miles");
    expect(sortLabel("price-desc", "en-US")).toBe("Highest Price");
  });
});
