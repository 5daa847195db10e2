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

  // NHTSA vPIC's body class names (vpic.nhtsa.dot.gov/api, GetVehicleVariableValuesList/Body Class).
  it.each([
    ["Sport Utility Vehicle (SUV)/Multi-Purpose Vehicle (MPV)", "suv"],
    ["Crossover Utility Vehicle (CUV)", "crossover"],
    ["Sport Utility Truck (SUT)", "pickup"],
    ["Pickup", "pickup"],
    ["Truck", "pickup"],
    ["Sedan/Saloon", "sedan"],
    ["Hatchback/Liftback/Notchback", "hatchback"],
    ["Wagon", "wagon"],
    ["Coupe", "coupe"],
    ["Convertible/Cabriolet", "convertible"],
    ["Roadster", "convertible"],
    ["Minivan", "minivan"],
    ["Van", "van"],
    ["Cargo Van", "van"],
    ["Limousine", "limousine"],
    ["Motorcycle - Sport", "motorcycle"],
    ["Motorcycle - Touring / Sport Touring", "motorcycle"],
    ["Motorcycle - Scooter", "motorcycle"],
    ["Off-Road Vehicle - All Terrain Vehicle (ATV) (Motorcycle-based)", "powersport"],
    ["Off-Road Vehicle - Side-by-Side / UTV", "powersport"],
    ["Off-Road Vehicle - Dirt Bike / Off-Road", "motorcycle"],
    ["Trailer", "trailer"],
    ["Travel Trailer", "caravan"],
    ["Fifth-Wheel Trailer", "caravan"],
    ["Motorhome", "motorhome"],
    ["Bus", "commercial"],
    ["Bus - School Bus", "commercial"],
    ["Truck-Tractor", "commercial"],
    ["Step Van / Walk-in Van", "commercial"],
    ["Incomplete - Cutaway", "commercial"],
  ])("reads NHTSA's %s as a %s", (body, kind) => {
    expect(bodyStyle(body, "cars").kind).toBe(kind);
  });

  // The bodies of CSN-DTO stock feeds (Specification.Attributes BodyStyle, decision 0028).
  it.each([
    ["Sedan", "sedan"],
    ["Hatch", "hatchback"],
    ["Wagon", "wagon"],
    ["Utility", "ute"],
    ["Cab Chassis", "ute"],
    ["Dual Cab Utility", "ute"],
    ["Sport Utility", "suv"],
    ["Sports Utility", "suv"],
    ["SUV", "suv"],
    ["Utility Van", "van"],
    ["Van", "van"],
    ["People Mover", "minivan"],
    ["Coupe", "coupe"],
    ["Convertible", "convertible"],
    ["Fastback", "hatchback"],
    ["Limousine", "limousine"],
    ["Light Truck", "commercial"],
    ["Bus", "commercial"],
    ["Quad Bike", "powersport"],
    ["ATV", "powersport"],
  ])("reads a CSN-DTO body %s as a %s", (body, kind) => {
    expect(bodyStyle(body, "cars").kind).toBe(kind);
  });

  it("sends an SUV, a utility van, a limousine and a quad bike out as what they are", () => {
    expect(bodyStyle("Sport Utility", "cars")).toMatchObject({
      meta: { bodyStyle: "SUV", vehicleType: "CAR_TRUCK" },
      google: { bodyStyle: "suv" },
    });
    expect(bodyStyle("Utility Van", "cars")).toMatchObject({
      meta: { bodyStyle: "VAN" },
      google: { bodyStyle: "full_size_van" },
    });
    expect(bodyStyle("Limousine", "cars")).toMatchObject({
      meta: { bodyStyle: "OTHER", vehicleType: "CAR_TRUCK" },
      google: { bodyStyle: "limousine" },
    });
    expect(bodyStyle("Quad Bike", "cars")).toMatchObject({
      meta: { vehicleType: "POWERSPORT" },
      google: null,
      isGoogleListing: true,
    });
    expect(bodyStyle("Sport ATV", "motorcycles").kind).toBe("powersport");
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
