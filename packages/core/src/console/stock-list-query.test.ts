import { describe, expect, it } from "vitest";
import { CAR_STATUS_LABELS } from "./stock-edit.ts";
import { parseStockListQuery, saleStateLabel, STOCK_STATE_LABELS } from "./stock-list-query.ts";

describe("the stock list's sale state", () => {
  it("says sold and reserved in the list filter's words, and any other state by the status's label", () => {
    const car = { status: "in_stock", isSold: false, isReserved: false };
    expect(saleStateLabel({ ...car, isSold: true })).toBe(STOCK_STATE_LABELS.sold);
    expect(saleStateLabel({ ...car, status: "sold" })).toBe(CAR_STATUS_LABELS.sold);
    expect(saleStateLabel({ ...car, isReserved: true })).toBe("Reserved");
    expect(saleStateLabel({ ...car, status: "coming_soon" })).toBe("Coming soon");
    expect(saleStateLabel({ ...car, isDraft: true })).toBe("Draft · In stock");
    // The filter and the quick edit name a sold car the same.
    expect(STOCK_STATE_LABELS.sold).toBe(CAR_STATUS_LABELS.sold);
  });
});

describe("the stock list's query", () => {
  it("reads a site id up to the largest row id and leaves out anything past it", () => {
    expect(parseStockListQuery({ site: "2147483647" }).site).toBe(2_147_483_647);
    for (const site of ["2147483648", "0", "-3", "1.5", "x", undefined]) {
      expect(parseStockListQuery({ site }).site, String(site)).toBeUndefined();
    }
  });
});
