import { z } from "zod";

/** The longest stock number the sale form takes (the stock list's own are far shorter). */
export const MAX_SALE_STOCK_NUMBER = 40;

/**
 * The console's "mark sold" form: the lead, and the stock number of the car it bought (blank:
 * the car the lead was about, or none).
 */
export const leadSaleFormSchema = z.strictObject({
  leadId: z.uuid({ error: "That lead does not exist." }),
  stockNumber: z
    .string()
    .trim()
    .max(
      MAX_SALE_STOCK_NUMBER,
      `Enter a stock number of at most ${MAX_SALE_STOCK_NUMBER} characters.`,
    ),
});
export type LeadSaleInput = z.infer<typeof leadSaleFormSchema>;

/** Why a sale was not recorded, beyond the lead's access and status rule. */
export type LeadSaleRefusal = "unknown-car" | "car-sold-to-another-lead";

export const LEAD_SALE_MESSAGES = {
  "unknown-car": "No car on this site has that stock number.",
  "car-sold-to-another-lead": "That car is already recorded as sold to another lead.",
} as const satisfies Record<LeadSaleRefusal, string>;
