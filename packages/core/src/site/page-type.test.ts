import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "./site-settings.ts";
import { pageTypeForPath } from "./page-type.ts";

const settings = defaultSiteSettings();
const rv = {
  ...settings,
  paths: { ...settings.paths, vehicleBase: "/campers", finance: "/rv-finance" as "/finance" },
  analytics: { ...settings.analytics, pageTypes: { "caravan-hire": "Service" as const } },
};

describe("pageTypeForPath", () => {
  it.each([
    ["/", "Home"],
    ["/search", "Vehicle Inventory Listing"],
    ["/search/used-cars", "Vehicle Inventory Listing"],
    ["/cars/2024-toyota-corolla", "vehicle"],
    ["/special-offers", "Special Offers"],
    ["/fleet", "Fleet"],
    ["/service", "Service"],
    ["/parts", "Parts and Accessories"],
    ["/finance", "Finance"],
    ["/insuring-your-investment", "Insurance"],
    ["/warranty", "Ownership Information"],
    ["/contact", "Contact"],
    ["/our-locations/sydney", "Contact"],
    ["/about-us", "About"],
    ["/pages/about-us", "About"],
    ["/blog/some-post", null],
    ["/success", null],
    ["/terms-and-conditions", null],
  ])("%s -> %s", (path, type) => {
    expect(pageTypeForPath(settings, path)).toBe(type);
  });

  it("follows the site's paths and its page types by slug", () => {
    expect(pageTypeForPath(rv, "/campers/jayco-swift")).toBe("vehicle");
    expect(pageTypeForPath(rv, "/cars/jayco-swift")).toBe(null);
    expect(pageTypeForPath(rv, "/caravan-hire")).toBe("Service");
  });
});
