import { defineForm, type FormDefinition } from "../form-definition.ts";
import { formEventId } from "../lead.ts";
import { contactFields, messageField, optInField, type LeadFormOptions } from "./contact-fields.ts";

export type ServiceBookingFormOptions = LeadFormOptions & {
  /** The dealership's available service slots (value sent with the lead, label shown). */
  slots: readonly { value: string; label: string }[];
};

/** Service booking: the vehicle, a service slot, and the owner's details. */
export function serviceBookingForm(options: ServiceBookingFormOptions): FormDefinition {
  return defineForm({
    id: "service-booking",
    name: "Book a Service",
    category: "Service",
    eventId: formEventId("general"),
    submitLabel: "Book service",
    steps: [
      {
        title: "Service",
        fields: [
          { name: "rego", type: "rego", label: "Registration", isRequired: false, maxLength: 10 },
          { name: "make", type: "make", label: "Vehicle make", maxLength: 100 },
          { name: "model", type: "model", label: "Vehicle model", maxLength: 100 },
          { name: "year", type: "year", label: "Year", isRequired: false, maxLength: 4 },
          {
            name: "dateTime",
            type: "select",
            label: "Preferred time",
            options: options.slots.map((s) => ({ value: s.value, label: s.label })),
          },
          ...contactFields(options),
          messageField(options, { label: "Work required", isRequired: false }),
          optInField,
        ],
      },
    ],
  });
}
