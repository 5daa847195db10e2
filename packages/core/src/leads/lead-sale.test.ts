import { describe, expect, it } from "vitest";
import {
  CAR_NOT_LISTED,
  leadSaleFormSchema,
  SALE_CAR_MESSAGE,
  SALE_PRICE_MESSAGE,
  saleCarChoice,
} from "./lead-sale.ts";

const leadId = "7b0a0f1e-3c1d-4f3e-9a55-2f6f0b1c9d10";
const refusal = (input: Record<string, string>) =>
  leadSaleFormSchema.safeParse({ leadId, ...input }).error?.issues[0]?.message;

describe("the lead's sale form", () => {
  it("names a car of the stock, the lead's own car, or a car not listed, with its price", () => {
    expect(
      leadSaleFormSchema.parse({ leadId, car: saleCarChoice("ME10007"), salePrice: "$45,990" }),
    ).toEqual({ leadId, stockNumber: "ME10007", salePrice: 45_990 });
    expect(leadSaleFormSchema.parse({ leadId, car: "", salePrice: "45 990" })).toEqual({
      leadId,
      stockNumber: "",
      salePrice: 45_990,
    });
    expect(leadSaleFormSchema.parse({ leadId, car: CAR_NOT_LISTED, salePrice: " " })).toEqual({
      leadId,
      stockNumber: null,
      salePrice: null,
    });
    expect(leadSaleFormSchema.parse({ leadId, car: CAR_NOT_LISTED })).toMatchObject({
      salePrice: null,
    });
  });

  it("refuses a price that is no whole number of dollars, or a car that is no choice", () => {
    expect(refusal({ car: CAR_NOT_LISTED, salePrice: "about 40k" })).toBe(SALE_PRICE_MESSAGE);
    expect(refusal({ car: CAR_NOT_LISTED, salePrice: "-5" })).toBe(SALE_PRICE_MESSAGE);
    expect(refusal({ car: CAR_NOT_LISTED, salePrice: "100000001" })).toBe(SALE_PRICE_MESSAGE);
    expect(refusal({ car: "ME10007" })).toBe(SALE_CAR_MESSAGE);
    expect(refusal({ car: saleCarChoice("X".repeat(41)) })).toBe(SALE_CAR_MESSAGE);
  });
});
