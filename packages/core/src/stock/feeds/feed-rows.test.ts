import { describe, expect, it } from "vitest";
import { feedRowsOf } from "./feed-rows.ts";

const NOW = new Date("2026-11-26T00:00:00Z");
const car = { stocknum: "A1", make: "Toyota", model: "Hilux", year: 2021, car_type: "used" };

describe("feedRowsOf", () => {
  it("reads a whole car, keyed by stock number and VIN", () => {
    const { rows, rejections } = feedRowsOf(
      [{ row: 2, body: { ...car, vin: "mr0fz22g401234567", price: 45_990 } }],
      NOW,
    );
    expect(rejections).toEqual([]);
    expect(rows).toEqual([
      {
        row: 2,
        stockNumber: "A1",
        vin: "MR0FZ22G401234567",
        input: { ...car, vin: "MR0FZ22G401234567", price: 45_990 },
      },
    ]);
  });

  it("rejects a row with every reason the car API gives, and keeps the others", () => {
    const { rows, rejections } = feedRowsOf(
      [
        { row: 2, body: { stocknum: "A1", make: "Toyota", year: "twenty", car_type: "Salvage" } },
        { row: 3, body: car },
      ],
      NOW,
    );
    expect(rows.map((row) => row.row)).toEqual([3]);
    expect(rejections).toHaveLength(1);
    expect(rejections[0]!.row).toBe(2);
    expect(rejections[0]!.reason).toContain("model is required.");
    expect(rejections[0]!.reason).toContain("year must be a whole number");
    expect(rejections[0]!.reason).toContain("car_type must be one of");
  });

  it("rejects a row with a formula cell, naming the field", () => {
    const { rows, rejections } = feedRowsOf(
      [{ row: 7, body: { ...car, description: '=HYPERLINK("http://evil","Click")' } }],
      NOW,
    );
    expect(rows).toEqual([]);
    expect(rejections).toEqual([
      {
        row: 7,
        stockNumber: "A1",
        reason:
          'description starts with "=", which a spreadsheet would run as a formula; the row was not imported',
      },
    ]);
  });
});
