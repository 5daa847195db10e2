import { describe, expect, it } from "vitest";
import { buildCarDetail } from "../testing/car-detail.ts";
import { buildCatalogueSite } from "../testing/catalogue-site.ts";
import { metaVehicleEvent } from "./meta-vehicle-event.ts";

describe("metaVehicleEvent", () => {
  const site = buildCatalogueSite();

  it("names a car the Meta catalogue carries, with Meta's automotive parameters", () => {
    const detail = buildCarDetail();
    expect(metaVehicleEvent(detail, site)).toEqual({
      content_ids: ["U1001"],
      content_type: "vehicle",
      make: detail.car.make,
      model: detail.car.model,
      year: detail.car.year,
      state_of_vehicle: "USED",
      postal_code: "2150",
      country: "AU",
    });
  });

  it("names no content id for a car the Meta feed leaves out (no price, no VIN, no photo)", () => {
    for (const car of [
      { price: null, dapPrice: null },
      { vin: null },
      { images: [], primaryImageUrl: null },
    ]) {
      const event = metaVehicleEvent(buildCarDetail({ car }), site);
      expect(event, JSON.stringify(car)).not.toHaveProperty("content_ids");
      expect(event).toMatchObject({ state_of_vehicle: "USED", country: "AU" });
    }
  });
});
