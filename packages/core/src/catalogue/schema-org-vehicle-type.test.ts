import { describe, expect, it } from "vitest";
import { schemaOrgVehicleType } from "./schema-org-vehicle-type.ts";

describe("schemaOrgVehicleType", () => {
  it("is a Car for cars, SUVs, vans, utes and pickups", () => {
    for (const body of ["Hatch", "SUV", "Dual Cab Pick-up", "Van", null]) {
      expect(schemaOrgVehicleType(body, "cars"), String(body)).toBe("Car");
    }
  });
  it("is a Motorcycle for a motorcycle, by its words or on a motorcycle dealer's site", () => {
    expect(schemaOrgVehicleType("Motorcycle", "cars")).toBe("Motorcycle");
    expect(schemaOrgVehicleType("Touring", "motorcycles")).toBe("Motorcycle");
    expect(schemaOrgVehicleType(null, "motorcycles")).toBe("Motorcycle");
  });
  it("is a Vehicle for caravans, motorhomes, campers and the rest schema.org has no type for", () => {
    expect(schemaOrgVehicleType("Caravans", "rv")).toBe("Vehicle");
    expect(schemaOrgVehicleType("Motorhome", "rv")).toBe("Vehicle");
    expect(schemaOrgVehicleType(null, "rv")).toBe("Vehicle");
    expect(schemaOrgVehicleType("Boat", "cars")).toBe("Vehicle");
  });
});
