import { describe, expect, it } from "vitest";
import { BODY_KINDS, BODY_STYLES, bodyStyle, GOOGLE_BODY_STYLES } from "./body-style.ts";

const demo = (body: string, template: string) => {
  const style = bodyStyle(body, template);
  return [
    style.kind,
    style.meta.bodyStyle,
    style.meta.vehicleType,
    style.google?.bodyStyle ?? null,
  ];
};

describe("bodyStyle", () => {
  // Every body the demo sites and the spec (§2 range bodies) use, with each platform's value.
  it.each([
    ["Sedan", "cars", "sedan", "SEDAN", "CAR_TRUCK", "sedan"],
    ["Hatch", "cars", "hatchback", "HATCHBACK", "CAR_TRUCK", "hatchback"],
    ["SUV", "cars", "suv", "SUV", "CAR_TRUCK", "suv"],
    ["Wagon", "cars", "wagon", "WAGON", "CAR_TRUCK", "station_wagon"],
    ["Utility", "cars", "ute", "TRUCK", "CAR_TRUCK", "ute"],
    ["Truck", "cars", "pickup", "TRUCK", "CAR_TRUCK", "truck"],
    ["Van", "cars", "van", "VAN", "CAR_TRUCK", "full_size_van"],
    ["Touring", "motorcycles", "motorcycle", "OTHER", "MOTORCYCLE", null],
    ["Naked", "motorcycles", "motorcycle", "OTHER", "MOTORCYCLE", null],
    ["Adventure", "motorcycles", "motorcycle", "OTHER", "MOTORCYCLE", null],
    ["Sport", "motorcycles", "motorcycle", "OTHER", "MOTORCYCLE", null],
    ["Scrambler", "motorcycles", "motorcycle", "OTHER", "MOTORCYCLE", null],
    ["Caravans", "rv", "caravan", "OTHER", "RV_CAMPER", null],
    ["Off-Grid", "rv", "caravan", "OTHER", "RV_CAMPER", null],
    ["Toy Haulers", "rv", "caravan", "OTHER", "RV_CAMPER", null],
    ["Camper Trailer", "rv", "camper-trailer", "OTHER", "RV_CAMPER", null],
    ["Pop Tops", "rv", "camper-trailer", "OTHER", "RV_CAMPER", null],
    ["J-Pod", "rv", "camper-trailer", "OTHER", "RV_CAMPER", null],
    ["Motorised", "rv", "motorhome", "OTHER", "RV_CAMPER", null],
  ])("%s on a %s site is %s: Meta %s / %s, Google %s", (body, template, ...expected) => {
    expect(demo(body, template)).toEqual(expected);
  });

  it("reads a wagon's Touring as a wagon on a car site, and a Truck as commercial on a truck site", () => {
    expect(bodyStyle("Touring", "cars").kind).toBe("wagon");
    expect(bodyStyle("Truck", "trucks").kind).toBe("commercial");
    expect(bodyStyle("Truck", "trucks").google).toBeNull();
  });

  it.each([
    ["Coupe", "coupe"],
    ["Cabriolet", "convertible"],
    ["People Mover", "minivan"],
    ["Crossover", "crossover"],
    ["Dual Cab Pick-up", "pickup"],
    ["Cab Chassis", "ute"],
    ["Campervan", "motorhome"],
    ["Caravan", "caravan"],
    ["Box Trailer", "trailer"],
    ["Motorcycle", "motorcycle"],
    ["Scooter", "motorcycle"],
    ["Bus", "commercial"],
    ["Light Truck", "commercial"],
    ["Prime Mover", "commercial"],
    ["Boat", "boat"],
  ])("%s is a %s wherever it is sold", (body, kind) => {
    expect(bodyStyle(body, "cars").kind).toBe(kind);
    expect(bodyStyle(body, "rv").kind).toBe(kind);
  });

  it("takes the site's usual kind for an empty or unfamiliar body", () => {
    expect(bodyStyle(null, "cars").kind).toBe("car");
    expect(bodyStyle("Other", "cars").google).toEqual({ bodyStyle: "" });
    expect(bodyStyle(null, "rv").kind).toBe("caravan");
    expect(bodyStyle("  ", "motorcycles").kind).toBe("motorcycle");
  });

  it("gives Google only its published passenger body styles, and Meta a type for every kind", () => {
    for (const kind of BODY_KINDS) {
      const google = BODY_STYLES[kind].google;
      if (google && google.bodyStyle) expect(GOOGLE_BODY_STYLES).toContain(google.bodyStyle);
      expect(BODY_STYLES[kind].meta.vehicleType).toBeTruthy();
    }
  });
});
