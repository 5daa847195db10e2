import { describe, expect, it } from "vitest";
import { buildCar } from "../testing/car-detail.ts";
import { buildCatalogueSite } from "../testing/catalogue-site.ts";
import { metaCatalogueId, metaCatalogueIds } from "./meta-catalogue-id.ts";

describe("metaCatalogueId", () => {
  const site = buildCatalogueSite();

  it("is the feed's vehicle_id of a car the Meta catalogue carries", () => {
    expect(metaCatalogueId(buildCar(), site)).toBe("U1001");
    expect(metaCatalogueId(buildCar({ stockNumber: "" }), site)).toBe(String(buildCar().id));
  });

  it("is null for a car the Meta feed leaves out (no price, no VIN, a bad VIN, no photo)", () => {
    for (const car of [
      { price: null, dapPrice: null },
      { vin: null },
      { vin: "NOT-A-VIN" },
      { images: [], primaryImageUrl: null },
    ]) {
      expect(metaCatalogueId(buildCar(car), site), JSON.stringify(car)).toBeNull();
    }
  });

  it("names, in order, only the cars of a page the catalogue carries", () => {
    const cars = [
      buildCar({ id: 1, stockNumber: "A1" }),
      buildCar({ id: 2, stockNumber: "A2", vin: null }),
      buildCar({ id: 3, stockNumber: "A3" }),
    ];
    expect(metaCatalogueIds(cars, site)).toEqual(["A1", "A3"]);
    expect(metaCatalogueIds([], site)).toEqual([]);
  });
});
