import { describe, expect, it } from "vitest";
import { buildCar } from "@forecourt/core/testing/car-detail";
import { vehicleJsonLd } from "./vehicle-json-ld.tsx";

const jsonLd = (car: ReturnType<typeof buildCar>, template: string | null = "cars") =>
  vehicleJsonLd({
    car,
    url: "https://harbour.example/cars/x",
    images: [],
    currency: "AUD",
    distanceUnit: "km",
    seller: { name: "Harbour Motors", url: "https://harbour.example" },
    template,
  });

describe("vehicleJsonLd", () => {
  it("offers the car at its one advertised price, drive-away where given", () => {
    expect(
      jsonLd(buildCar({ price: null, dapPrice: 134_620, isPreorder: true })).offers,
    ).toMatchObject({ price: 134_620, availability: "https://schema.org/PreOrder" });
  });

  it("has no Offer for a car on application, rather than an Offer without a price", () => {
    const data = jsonLd(buildCar({ price: 5, dapPrice: null }));
    expect(data).not.toHaveProperty("offers");
    expect(JSON.stringify(data)).not.toContain("Offer");
  });

  it("says Reserved for a car another shopper paid a deposit on", () => {
    expect(jsonLd(buildCar({ isReserved: true })).offers?.availability).toBe(
      "https://schema.org/Reserved",
    );
  });

  it("is a Motorcycle, a Vehicle or a Car by what the body names", () => {
    expect(jsonLd(buildCar({ body: "Naked" }), "motorcycles")["@type"]).toBe("Motorcycle");
    expect(jsonLd(buildCar({ body: "Caravans" }), "rv")["@type"]).toBe("Vehicle");
    expect(jsonLd(buildCar({ body: "Motorhome" }), "cars")["@type"]).toBe("Vehicle");
    expect(jsonLd(buildCar({ body: "Sedan" }))["@type"]).toBe("Car");
  });
});
