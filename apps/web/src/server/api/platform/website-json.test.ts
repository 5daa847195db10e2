import { describe, expect, it } from "vitest";
import { stockSummaryJson } from "./website-json.ts";

describe("stockSummaryJson", () => {
  it("shows makes by their display names, adding up the feed's spellings of one make", () => {
    const json = stockSummaryJson({
      count: 9,
      makes: [
        { name: "Skoda", count: 3 },
        { name: "GWM Haval", count: 2 },
        { name: "GWM", count: 2 },
        { name: "Toyota", count: 2 },
      ],
      models: [
        { make: "GWM Haval", name: "H6", count: 2 },
        { make: "GWM", name: "H6", count: 1 },
        { make: "Skoda", name: "Octavia", count: 3 },
      ],
      carTypes: [{ carType: "new", count: 9 }],
    });
    expect(json.makes).toEqual([
      { name: "GWM", count: 4 },
      { name: "Škoda", count: 3 },
      { name: "Toyota", count: 2 },
    ]);
    expect(json.models).toEqual([
      { make: "GWM", name: "H6", count: 3 },
      { make: "Škoda", name: "Octavia", count: 3 },
    ]);
    expect(json.car_types).toEqual([{ car_type: "new", count: 9 }]);
  });
});
