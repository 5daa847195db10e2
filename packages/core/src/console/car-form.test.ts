import { describe, expect, it } from "vitest";
import { defaultSiteSettings, parseSiteSettings } from "../site/site-settings.ts";
import { buildCar } from "../testing/car-detail.ts";
import { parseCarInput } from "../stock/car-input.ts";
import { carFormInput, carFormMessages, carFormValues, carFormWordsOf } from "./car-form.ts";
import { decideCarPublishing, decideStockEntry } from "./stock-entry-access.ts";

describe("carFormInput", () => {
  it("reads typed prices, the odometer in the site's unit, flags and choices", () => {
    const values = {
      make: "Honda",
      year: "2003",
      price: "$12,990",
      before_price: "",
      odometer: "1,000",
      certified: "on",
      simple_fuel: "",
      location: "7",
      car_type: "used",
    };
    expect(carFormInput(values, "en-AU")).toMatchObject({
      make: "Honda",
      year: 2003,
      price: 12_990,
      before_price: null,
      km: 1000,
      certified: true,
      preorder: false,
      simple_fuel: null,
      location_id: 7,
      car_type: "used",
    });
    expect(carFormInput(values, "en-US").km).toBe(1609);
  });

  it("leaves text that is no number for the write path to refuse", () => {
    expect(carFormInput({ price: "lots", odometer: "-5", year: "03x" }, "en-AU")).toMatchObject({
      price: "lots",
      km: "-5",
      year: "03x",
    });
  });

  it("reads the features one a line, berths and length as typed, and leaves them out when not asked", () => {
    const input = carFormInput(
      {
        drivetrain: "4WD",
        engine: "2.8L 4cyl turbo diesel",
        features: "Reversing camera\r\n\nTow bar",
        berths: "4",
        length_m: "6,4",
      },
      "en-AU",
    );
    expect(input).toMatchObject({
      drivetrain: "4WD",
      engine: "2.8L 4cyl turbo diesel",
      features: ["Reversing camera", "", "Tow bar"],
      berths: 4,
      length_m: 6.4,
    });
    expect(carFormInput({ berths: "", length_m: "long" }, "en-AU")).toMatchObject({
      berths: null,
      length_m: "long",
    });
    expect(carFormInput({ length_m: "" }, "en-AU").length_m).toBeNull();
    const car = carFormInput({ make: "Honda" }, "en-AU");
    expect(car).not.toHaveProperty("berths");
    expect(car).not.toHaveProperty("length_m");
    expect(car).not.toHaveProperty("features");
  });
});

describe("the length on a site that counts miles", () => {
  it("takes feet and inches and sends metres, as the API stores it", () => {
    expect(carFormInput({ length_m: "21 ft 4 in" }, "en-US").length_m).toBe(6.5);
    expect(carFormInput({ length_m: "21.5" }, "en-US").length_m).toBe(6.55);
    expect(carFormInput({ length_m: "21.5" }, "en-AU").length_m).toBe(21.5);
    expect(carFormInput({ length_m: "very" }, "en-US").length_m).toBe("very");
  });

  it("shows a stored length in feet and inches there, and asks for it in feet", () => {
    const car = buildCar({ lengthM: 6.5 });
    expect(carFormValues(car, "en-US").length_m).toBe("21 ft 4 in");
    expect(carFormValues(car, "en-AU").length_m).toBe("6.5");
    const us = parseSiteSettings({ locale: "en-US", template: "rv" });
    if (!us.ok) throw new Error("settings");
    expect(carFormWordsOf(us.settings)).toMatchObject({
      lengthUnit: "ft",
      lengthLabel: "Length (feet)",
    });
    expect(carFormWordsOf(defaultSiteSettings()).lengthLabel).toBe("Length (metres)");
  });
});

describe("carFormWordsOf", () => {
  it("speaks the site's words: miles, color and the plate on a US site", () => {
    const us = parseSiteSettings({ locale: "en-US", commerce: { offersSubscription: true } });
    if (!us.ok) throw new Error("settings");
    expect(carFormWordsOf(us.settings)).toMatchObject({
      colour: "Color",
      offersSubscription: true,
    });
    expect(carFormWordsOf(us.settings).odometerLabel).toMatch(/mi/i);
    expect(carFormWordsOf(defaultSiteSettings())).toMatchObject({
      noun: "Car",
      odometerLabel: "Odometer (km)",
      colour: "Colour",
      offersSubscription: false,
      asksCaravanFields: false,
    });
  });

  it("asks for berths and length on a caravan or RV site, by its template", () => {
    for (const template of ["rv", "campers"] as const) {
      const site = parseSiteSettings({ template });
      if (!site.ok) throw new Error("settings");
      expect(carFormWordsOf(site.settings).asksCaravanFields, template).toBe(true);
    }
    const trucks = parseSiteSettings({ template: "trucks", labels: { vehicleNoun: "Caravan" } });
    if (!trucks.ok) throw new Error("settings");
    expect(carFormWordsOf(trucks.settings).asksCaravanFields).toBe(false);
  });
});

describe("decideStockEntry", () => {
  const sales = {
    isPlatformOperator: false,
    grants: [{ websiteId: 1, role: "sales" as const, dealershipId: 10, locationId: null }],
  };
  const admin = {
    isPlatformOperator: false,
    grants: [{ websiteId: 1, role: "dealer-admin" as const, dealershipId: null, locationId: null }],
  };
  it("lets stock managers in and sales only where the site says so, on their dealership", () => {
    const target = { websiteId: 1, dealershipId: 10 };
    expect(decideStockEntry(admin, target, { salesMayListCars: false }).allowed).toBe(true);
    expect(decideStockEntry(sales, target, { salesMayListCars: false })).toEqual({
      allowed: false,
      reason: "not-permitted",
    });
    expect(decideStockEntry(sales, target, { salesMayListCars: true }).allowed).toBe(true);
    expect(
      decideStockEntry(sales, { websiteId: 1, dealershipId: 11 }, { salesMayListCars: true }),
    ).toEqual({ allowed: false, reason: "other-dealership" });
    expect(
      decideStockEntry(sales, { websiteId: 2, dealershipId: 10 }, { salesMayListCars: true }),
    ).toEqual({ allowed: false, reason: "other-dealer" });
  });
});

describe("decideCarPublishing", () => {
  const grant = (role: "sales" | "dealer-admin") => ({
    isPlatformOperator: false,
    grants: [{ websiteId: 1, role, dealershipId: 10, locationId: null }],
  });
  const target = { websiteId: 1, dealershipId: 10 };
  const rule = (salesMayListCars: boolean, salesMayPublishCars: boolean) => ({
    salesMayListCars,
    salesMayPublishCars,
  });

  it("lets a dealer admin publish whatever the site's rule for sales", () => {
    expect(decideCarPublishing(grant("dealer-admin"), target, rule(false, false))).toEqual({
      allowed: true,
    });
  });

  it("keeps sales who may list cars to drafts unless the site lets them publish", () => {
    expect(decideCarPublishing(grant("sales"), target, rule(true, false))).toEqual({
      allowed: false,
      reason: "drafts-only",
    });
    expect(decideCarPublishing(grant("sales"), target, rule(true, true))).toEqual({
      allowed: true,
    });
  });

  it("refuses sales who may not list cars, or another dealership's car, by the listing rule", () => {
    expect(decideCarPublishing(grant("sales"), target, rule(false, true))).toEqual({
      allowed: false,
      reason: "not-permitted",
    });
    expect(
      decideCarPublishing(grant("sales"), { websiteId: 1, dealershipId: 11 }, rule(true, true)),
    ).toEqual({ allowed: false, reason: "other-dealership" });
  });
});

describe("carFormMessages", () => {
  const refusals = (locale: "en-AU" | "en-US") => {
    const parsed = parseCarInput(
      carFormInput(
        {
          make: "",
          year: "2020",
          price: "lots",
          odometer: "-5",
          vin: "SHORT",
          stocknum: "CF2",
          rego: "!!",
          length_m: "90",
          features: "Awning\n" + "x".repeat(200),
        },
        locale,
      ),
      { partial: false },
    );
    if (parsed.ok) throw new Error("expected refusals");
    const settings = parseSiteSettings({ locale, template: "rv" });
    if (!settings.ok) throw new Error("settings");
    return carFormMessages(parsed.errors, settings.settings);
  };

  it("names each field as the form labels it and asks in the site's units", () => {
    expect(refusals("en-AU")).toMatchObject({
      make: "Make must be text of 1 to 100 characters.",
      price: "Price must be a whole number from 0 to 100,000,000, or leave it blank.",
      km: "Enter the odometer in kilometres: a whole number from 0 to 10,000,000.",
      vin: "VIN must be 17 letters and digits without I, O or Q, or leave it blank.",
      length_m: "Enter the length in metres (e.g. 6.4), from 1 to 20, or leave it blank.",
    });
  });

  it("asks a US site for miles and feet, never the API's km, metres or field names", () => {
    const us = refusals("en-US");
    expect(us.km).toBe("Enter the odometer in miles: a whole number from 0 to 6,213,712.");
    expect(us.length_m).toBe(
      "Enter the length in feet and inches (e.g. 21 ft 4 in), from 3 ft 3 in to 65 ft 7 in, or leave it blank.",
    );
    for (const message of Object.values(us)) {
      expect(message).not.toMatch(/^[a-z_]+(\.\d+)? |\bor null\b|\bkm\b|\bmetres\b|length_m/);
    }
  });
});
