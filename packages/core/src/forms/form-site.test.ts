import { describe, expect, it } from "vitest";
import type { Location } from "../domain/location.ts";
import type { Site } from "../site/site.ts";
import { siteSettingsSchema } from "../site/site-settings.ts";
import { formSiteFor, formSiteForCar } from "./form-site.ts";

const site = (leads: Record<string, unknown> = {}): Site => ({
  id: 1,
  slug: "demo",
  name: "Demo",
  primaryDealershipId: 1,
  domains: [],
  settings: siteSettingsSchema.parse({ leads }),
});
const location = (id: number, dealershipSlug: string, isPrimary = false) =>
  ({ id, dealershipSlug, name: `Loc ${id}`, isPrimary }) as Location;

describe("formSiteFor", () => {
  it("takes the manufacturer_slug of a single-make site's manufacturer, none elsewhere", () => {
    const jayco: Site = {
      ...site(),
      settings: siteSettingsSchema.parse({ manufacturer: { name: "Jayco" } }),
    };
    expect(formSiteFor(jayco, []).manufacturerSlug).toBe("jayco");
    expect(formSiteFor(site(), []).manufacturerSlug).toBeNull();
  });

  it("routes to the primary location and lists each dealership once", () => {
    const form = formSiteFor(site(), [location(1, "a"), location(2, "b", true), location(3, "a")]);
    expect(form).toMatchObject({
      websiteSlug: "demo",
      phoneVariant: "au",
      primaryLocationId: 2,
      dealershipSlug: "b",
      locationId: 2,
      isDestinationFixed: false,
      conversionEventId: 22,
      options: { isMessageRequired: true, isPostcodeRequired: false },
    });
    expect(form.dealerships).toEqual([
      { value: "a", label: "Loc 1" },
      { value: "b", label: "Loc 2" },
    ]);
  });

  it("applies the §7 overrides from settings", () => {
    expect(
      formSiteFor(site({ fixedDealershipSlug: "fixed" }), [location(1, "a", true)]),
    ).toMatchObject({
      dealershipSlug: "fixed",
      isDestinationFixed: true,
    });
    expect(formSiteFor(site({ usePrimaryLocation: true }), []).isDestinationFixed).toBe(true);
    expect(formSiteFor(site(), [])).toMatchObject({ dealershipSlug: null, locationId: null });
  });
});

describe("formSiteForCar: a car's forms ask no location the car decides", () => {
  const twoDealerships = formSiteFor(site(), [location(1, "a", true), location(2, "b")]);

  it("drops the location select for a car whose dealership and location are known", () => {
    expect(twoDealerships.options.locations).toHaveLength(2);
    const forCar = formSiteForCar(twoDealerships, { dealership_slug: "b", location_id: 2 });
    expect(forCar.options.locations).toEqual([]);
    expect(forCar.dealershipSlug).toBe(twoDealerships.dealershipSlug);
  });

  it("keeps it for a car without a location: the shopper's pick is where the lead goes", () => {
    expect(formSiteForCar(twoDealerships, { dealership_slug: "b" })).toBe(twoDealerships);
    expect(formSiteForCar(twoDealerships, {})).toBe(twoDealerships);
  });

  it("changes nothing on a site that fixes where every lead goes", () => {
    const fixed = { ...twoDealerships, isDestinationFixed: true };
    expect(formSiteForCar(fixed, { dealership_slug: "b", location_id: 2 })).toBe(fixed);
  });
});
