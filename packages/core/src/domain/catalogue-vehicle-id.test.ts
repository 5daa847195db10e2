import { describe, expect, it } from "vitest";
import { catalogueVehicleId } from "./catalogue-vehicle-id.ts";

describe("catalogueVehicleId", () => {
  it("is the stock number", () => {
    expect(catalogueVehicleId({ id: 42, stockNumber: "U1234" })).toBe("U1234");
  });

  it("is the car's id when the stock number is empty or blank", () => {
    expect(catalogueVehicleId({ id: 42, stockNumber: "" })).toBe("42");
    expect(catalogueVehicleId({ id: 7, stockNumber: "   " })).toBe("7");
  });

  it("drops spaces around the stock number", () => {
    expect(catalogueVehicleId({ id: 42, stockNumber: " U1234 " })).toBe("U1234");
  });
});
