import { z } from "zod";
import { STAFF_HOLD_DEFAULT_HOURS, STAFF_HOLD_MAX_HOURS } from "../domain/reservation.ts";
import { emailSchema } from "../validation/fields.ts";

const STAFF_HOLD_LIMITS = { name: 120, phone: 40 } as const;
export const STAFF_HOLD_MESSAGES = {
  car: "Choose a car.",
  name: "Enter the buyer's name.",
  nameTooLong: `Keep the name under ${STAFF_HOLD_LIMITS.name} characters.`,
  phone: "Enter a phone number of digits, spaces and + ( ) - only.",
  contact: "Enter the buyer's phone or email.",
  hours: `Hold for a whole number of hours from 1 to ${STAFF_HOLD_MAX_HOURS} (14 days).`,
} as const;

const PHONE = /^\+?[0-9 ()-]{6,40}$/;

/**
 * A salesperson's hold on a car for a phone or walk-in buyer: who (name, and a phone or an
 * email to reach them) and for how long (48 hours unless said, at most 14 days). Empty optional
 * fields arrive as "" from the form and are kept as none.
 */
export const staffHoldSchema = z
  .object({
    carId: z.coerce
      .number({ error: STAFF_HOLD_MESSAGES.car })
      .int()
      .positive(STAFF_HOLD_MESSAGES.car),
    name: z
      .string({ error: STAFF_HOLD_MESSAGES.name })
      .trim()
      .min(1, STAFF_HOLD_MESSAGES.name)
      .max(STAFF_HOLD_LIMITS.name, STAFF_HOLD_MESSAGES.nameTooLong),
    phone: z
      .string()
      .trim()
      .refine((text) => text === "" || PHONE.test(text), STAFF_HOLD_MESSAGES.phone)
      .default(""),
    email: emailSchema({ isRequired: false }).default(""),
    hours: z
      .union([z.string().trim(), z.number()], { error: STAFF_HOLD_MESSAGES.hours })
      .optional()
      .transform((hours) =>
        hours === undefined || hours === "" ? STAFF_HOLD_DEFAULT_HOURS : Number(hours),
      )
      .pipe(
        z
          .number({ error: STAFF_HOLD_MESSAGES.hours })
          .int(STAFF_HOLD_MESSAGES.hours)
          .min(1, STAFF_HOLD_MESSAGES.hours)
          .max(STAFF_HOLD_MAX_HOURS, STAFF_HOLD_MESSAGES.hours),
      ),
  })
  .refine((hold) => hold.phone !== "" || (hold.email ?? "") !== "", {
    path: ["phone"],
    message: STAFF_HOLD_MESSAGES.contact,
  });
