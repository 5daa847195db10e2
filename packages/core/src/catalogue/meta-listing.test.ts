import { describe, expect, it } from "vitest";
import type { Car } from "../domain/car.ts";
import { buildCarDetail } from "../testing/car-detail.ts";
import { buildCatalogueSite } from "../testing/catalogue-site.ts";
import { metaListing } from "./meta-listing.ts";

const listing = (car: Partial<Car>) => metaListing(buildCarDetail({ car }), buildCatalogueSite());

describe("metaListing", () => {
  it("says whether the car can be bought", () => {
    expect(listing({}).availability).toBe("AVAILABLE");
    expect(listing({ isReserved: true }).availability).toBe("PENDING");
    expect(listing({ status: "coming_soon" }).availability).toBe("PENDING");
    expect(listing({ isSold: true }).availability).toBe("NOT_AVAILABLE");
    expect(listing({ status: "sold" }).availability).toBe("NOT_AVAILABLE");
  });

  it("says a pre-order is pending, as its page says pre-order", () => {
    expect(listing({ isPreorder: true }).availability).toBe("PENDING");
  });

  it("calls certified used cars CPO under a maker's program only", () => {
    const maker = buildCatalogueSite({ isManufacturerCertified: true });
    const certified = buildCarDetail({ car: { carType: "used", isCertified: true } });
    expect(metaListing(certified, maker).state_of_vehicle).toBe("CPO");
    expect(listing({ carType: "used", isCertified: true }).state_of_vehicle).toBe("USED");
  });

  it("calls demonstrators used and new cars new", () => {
    expect(listing({ carType: "used" }).state_of_vehicle).toBe("USED");
    expect(listing({ carType: "demo", isCertified: true }).state_of_vehicle).toBe("USED");
    expect(listing({ carType: "new", isCertified: true }).state_of_vehicle).toBe("NEW");
  });

  it.each([
    ["Automatic", "AUTOMATIC"],
    ["8 Speed Sports Automatic", "AUTOMATIC"],
    ["CVT", "AUTOMATIC"],
    ["7 Speed DSG", "AUTOMATIC"],
    ["Reduction Gear", "AUTOMATIC"],
    ["6 Speed Manual", "MANUAL"],
    [null, ""],
    ["Unknown", ""],
  ])("writes the transmission %j as %j", (transmission, expected) => {
    expect(listing({ transmission }).transmission).toBe(expected);
  });

  it.each([
    [{ badge: "SR5 4x4" }, "FOUR_WD"],
    [{ name: "2022 Isuzu D-Max 4WD" }, "FOUR_WD"],
    [{ badge: "Sport AWD" }, "AWD"],
    [{ series: "4x2" }, "TWO_WD"],
    [{ badge: "GT RWD" }, "RWD"],
    [{}, ""],
  ] as const)("reads the drivetrain from %j", (car, expected) => {
    expect(listing({ badge: null, series: null, ...car }).drivetrain).toBe(expected);
  });

  it.each([
    [{ drivetrain: "4WD", badge: "2WD" }, "FOUR_WD"],
    [{ drivetrain: "4X4 Dual Range" }, "FOUR_WD"],
    [{ drivetrain: "AWD" }, "AWD"],
    [{ drivetrain: "FWD" }, "FWD"],
    [{ drivetrain: "RWD", badge: "AWD" }, "RWD"],
    [{ drivetrain: "6X4" }, "OTHER"],
  ] as const)("gives Meta the car's own drivetrain first: %j", (car, expected) => {
    expect(listing({ badge: null, series: null, ...car }).drivetrain).toBe(expected);
  });

  it("maps every fuel and leaves an unknown one out", () => {
    expect(listing({ simpleFuel: "LPG" }).fuel_type).toBe("OTHER");
    expect(listing({ simpleFuel: "PHEV" }).fuel_type).toBe("PLUGIN_HYBRID");
    expect(listing({ simpleFuel: null }).fuel_type).toBe("");
  });

  it("clips a long description to Meta's limit and falls back to the name", () => {
    expect(listing({ description: "x".repeat(6000) }).description).toHaveLength(5000);
    expect(listing({ description: "   " }).description).toBe("2021 Toyota Corolla Ascent Sport");
  });

  it("gives Meta body styles, OTHER for a body it does not know", () => {
    expect(listing({ body: "Cab Chassis" }).body_style).toBe("TRUCK");
    expect(listing({ body: "Truck" }).body_style).toBe("TRUCK");
    expect(listing({ body: null }).body_style).toBe("OTHER");
  });

  it("gives every vehicle a Meta vehicle type, by its body and the site's template", () => {
    const on = (body: string, template: string) =>
      metaListing(buildCarDetail({ car: { body } }), buildCatalogueSite({ template })).vehicle_type;
    expect(on("Sedan", "cars")).toBe("CAR_TRUCK");
    expect(on("Truck", "cars")).toBe("CAR_TRUCK");
    expect(on("Touring", "motorcycles")).toBe("MOTORCYCLE");
    expect(on("Caravans", "rv")).toBe("RV_CAMPER");
    expect(on("Motorised", "rv")).toBe("RV_CAMPER");
    expect(on("Box Trailer", "rv")).toBe("TRAILER");
    expect(on("Boat", "cars")).toBe("BOAT");
  });

  it("lists at the car's one advertised price: drive-away where given", () => {
    expect(listing({ price: 34_170, dapPrice: 37_080 })).toMatchObject({
      price: "37080 AUD",
      sale_price: "",
    });
  });
});
