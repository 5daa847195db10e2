import { defineForm, type FormDefinition } from "../forms/form-definition.ts";
import {
  contactFields,
  optInField,
  TERMS_FIELD,
  type LeadFormOptions,
} from "../forms/definitions/contact-fields.ts";

const RESERVATION_FORM_ID = "reservation";

/**
 * Reserve a car (`{vehicleBase}/{slug}/checkout`): the shopper's details, as every lead form
 * asks them on this site, and acceptance of the reservation terms, then the deposit is paid.
 * Not a /api/leads form: its answers travel with the reservation and reach the dealer once paid.
 */
export function reservationForm(options: LeadFormOptions): FormDefinition {
  return defineForm({
    id: RESERVATION_FORM_ID,
    name: "Reserve this vehicle",
    category: "Reservation",
    submitLabel: "Continue to payment",
    steps: [
      {
        title: "Your details",
        fields: [
          ...contactFields(options),
          {
            name: TERMS_FIELD,
            type: "check",
            label: "I accept the reservation terms above",
          },
          optInField(options),
        ],
      },
    ],
  });
}
