import { describe, expect, it } from "vitest";
import { isRangeModelCar, rangeModelName } from "./range-model-stock.ts";

describe("rangeModelName", () => {
  it("drops the maker from the range item's name", () => {
    expect(rangeModelName({ name: "Jayco Journey", manufacturerName: "Jayco" })).toBe("Journey");
    expect(rangeModelName({ name: "Journey", manufacturerName: "Jayco" })).toBe("Journey");
  });
});

describe("isRangeModelCar", () => {
  it("matches make and model in any case", () => {
    const model = { name: "Jayco Journey", manufacturerName: "Jayco" };
    expect(isRangeModelCar(model, { make: "JAYCO", model: "journey" })).toBe(true);
    expect(isRangeModelCar(model, { make: "Jayco", model: "Swan" })).toBe(false);
  });
});
