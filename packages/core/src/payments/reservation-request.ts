import { z } from "zod";
import { RESERVATION_KINDS } from "../domain/reservation.ts";
import { leadVisitFields } from "../forms/lead.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { UUID_PATTERN } from "../domain/uuid.ts";

const MAX_RESERVATION_ANSWERS = 60;

/**
 * `POST /api/reservations`: the car (its slug), reserve or purchase, and the shopper's answers
 * to the form of that kind, which the server checks with the same form engine as the browser.
 */
export const reservationRequestSchema = z.object({
  car_id: z
    .string({ error: "Give the vehicle's slug as text." })
    .min(1, "*This is a required field.")
    .max(200, "Too long.")
    .regex(SLUG_PATTERN, "Letters, digits, hyphens and underscores only."),
  kind: z.enum(RESERVATION_KINDS, { error: "Use reserve or purchase." }).default("reserve"),
  answers: z
    .record(z.string().max(100), z.unknown(), { error: "Give the answers as an object." })
    .refine(
      (answers) => Object.keys(answers).length <= MAX_RESERVATION_ANSWERS,
      "Too many answers.",
    ),
  /** The purchase journey's partially saved lead: the paid deposit completes it. */
  lead_id: z
    .string({ error: "Give the lead id as text." })
    .regex(UUID_PATTERN, "This is not a lead id.")
    .optional(),
  /** Where the shopper reserved from, which the dealer's lead carries as any lead does. */
  ...leadVisitFields,
});

/** `POST /api/payments/test/{id}`: the card number typed on the test provider's page. */
export const testCardRequestSchema = z.object({
  card_number: z
    .string({ error: "Give the card number as text." })
    .trim()
    .min(1, "*This is a required field.")
    .max(30, "Too many digits."),
});

/** `POST /api/payments/st-george/{reference}`: the token PayWay's card frame gave for the card. */
export const stGeorgePaymentRequestSchema = z.object({
  single_use_token_id: z
    .string({ error: "The card details were not received. Please enter them again." })
    .trim()
    .min(1, "The card details were not received. Please enter them again.")
    .max(100, "The card details were not received. Please enter them again."),
});
