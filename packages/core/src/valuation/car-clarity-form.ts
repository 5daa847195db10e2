import { defineForm, type FormDefinition } from "../forms/form-definition.ts";
import { contactFields, type LeadFormOptions } from "../forms/definitions/contact-fields.ts";

/** The shopper a car-clarity finance target records: contact details and, optionally, the car. */
export function carClarityForm(options: LeadFormOptions): FormDefinition {
  return defineForm({
    id: "car-clarity",
    name: "Finance pre-approval",
    category: "Finance",
    subcategory: "Car Clarity",
    steps: [
      {
        title: "Your details",
        fields: [
          ...contactFields(options),
          { name: "car_id", type: "hidden", label: "Vehicle", isRequired: false },
        ],
      },
    ],
  });
}
