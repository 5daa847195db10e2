import { z } from "zod";
import {
  MAX_RESERVATION_HOLD_MINUTES,
  MIN_RESERVATION_HOLD_MINUTES,
  RESERVATION_HOLD_MINUTES,
} from "../domain/reservation.ts";

/** Reserve, buy and finance online (settings `commerce`). */
export const commerceSettingsSchema = z
  .object({
    offersSubscription: z.boolean().default(false),
    /** Car types kept out of reserve and online purchase (spec §9 "excluded by a site check"). */
    checkoutExcludedCarTypes: z.array(z.enum(["new", "used", "demo"])).default([]),
    financeProvider: z.string().optional(),
    /**
     * Where the site subscribes to both AutoGrab and Redbook (`features`), the one that values
     * its trade-in forms; AutoGrab when unset.
     */
    valuationService: z.enum(["autograb", "redbook"]).optional(),
    financeCalculatorInterest: z.number().min(0).max(50).default(10),
    /**
     * How long a car is held for a shopper on the payment page; the provider's payment session
     * expires with it, so an abandoned payment lets the car go.
     */
    reservationHoldMinutes: z
      .number()
      .int("Enter a whole number of minutes.")
      .min(MIN_RESERVATION_HOLD_MINUTES, `Enter at least ${MIN_RESERVATION_HOLD_MINUTES} minutes.`)
      .max(MAX_RESERVATION_HOLD_MINUTES, `Enter at most ${MAX_RESERVATION_HOLD_MINUTES} minutes.`)
      .default(RESERVATION_HOLD_MINUTES),
  })
  .prefault({});
export type CommerceSettings = z.output<typeof commerceSettingsSchema>;
