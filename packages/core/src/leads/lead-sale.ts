import { z } from "zod";
import { MAX_CAR_PRICE } from "../stock/car-input.ts";

/** The longest stock number the sale form takes (the stock list's own are far shorter). */
const MAX_SALE_STOCK_NUMBER = 40;

/** The sale form's car picker: "a car not listed" (sold, but not one of the site's cars). */
export const CAR_NOT_LISTED = "not-listed";
/** The sale form's car picker: a car of the stock, by its stock number (`stock:ME10007`). */
export const saleCarChoice = (stockNumber: string) => `stock:${stockNumber}`;

export const SALE_CAR_MESSAGE = "Choose the car sold, or a car not listed.";
export const SALE_PRICE_MESSAGE = `Enter the sale price in whole dollars (up to ${MAX_CAR_PRICE.toLocaleString("en-US")}), or leave it blank.`;

/** "$45,990", "45 990" or "45990" is 45990; blank is no price given; anything else is refused. */
const salePrice = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === "") return null;
    const plain = text.replace(/^\$/, "").replace(/[,\s]/g, "");
    const value = /^\d{1,15}$/.test(plain) ? Number(plain) : Number.NaN;
    if (!(value >= 0 && value <= MAX_CAR_PRICE)) {
      context.addIssue({ code: "custom", message: SALE_PRICE_MESSAGE });
      return z.NEVER;
    }
    return value;
  });

/**
 * The console's "mark sold" form: the lead, the car it bought (`car`: a stock number as
 * {@link saleCarChoice} gives it, {@link CAR_NOT_LISTED}, or blank for the car the lead was
 * about), and what it sold for. `stockNumber` is what `markLeadSold` takes: a stock number, ""
 * for the lead's car, null for none.
 */
export const leadSaleFormSchema = z
  .strictObject({
    leadId: z.uuid({ error: "That lead does not exist." }),
    car: z
      .string()
      .trim()
      .max(MAX_SALE_STOCK_NUMBER + "stock:".length, { error: SALE_CAR_MESSAGE })
      .refine((value) => value === "" || value === CAR_NOT_LISTED || /^stock:.+/.test(value), {
        error: SALE_CAR_MESSAGE,
      }),
    salePrice: salePrice.optional().transform((value) => value ?? null),
  })
  .transform(({ leadId, car, salePrice }) => ({
    leadId,
    stockNumber: car === CAR_NOT_LISTED ? null : car.replace(/^stock:/, ""),
    salePrice,
  }));

/** Why a sale was not recorded, beyond the lead's access and status rule. */
export type LeadSaleRefusal = "unknown-car" | "car-sold-to-another-lead";

export const LEAD_SALE_MESSAGES = {
  "unknown-car": "No car on this site has that stock number.",
  "car-sold-to-another-lead": "That car is already recorded as sold to another lead.",
} as const satisfies Record<LeadSaleRefusal, string>;
