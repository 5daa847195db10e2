import { dictionary } from "../../locale/dictionary.ts";
import { DEFAULT_LOCALE } from "../../locale/locale.ts";
import { TYRE_OPTIONS } from "../../validation/typed-fields.ts";
import type { FormDefinition } from "../form-definition.ts";
import { submitEventId } from "../../analytics/event-catalogue.ts";
import {
  closingFields,
  contactFields,
  messageField,
  type LeadFormOptions,
} from "./contact-fields.ts";
import { defineSiteForm } from "../localize-form.ts";

export type ServiceBookingFormOptions = LeadFormOptions & {
  /** The dealership's available service slots (value sent with the lead, label shown). */
  slots: readonly { value: string; label: string }[];
};

/** Service booking: the vehicle, a service slot, and the owner's details. */
export function serviceBookingForm(options: ServiceBookingFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "service-booking",
    name: "Book a Service",
    category: "Service",
    eventId: submitEventId("service"),
    submitLabel: "Book service",
    steps: [
      {
        title: "Service",
        fields: [
          { name: "rego", type: "rego", label: "Registration", isRequired: false },
          {
            name: "regoState",
            type: "select",
            // "Registration state", "Registration region" in New Zealand.
            label: `Registration ${dictionary(options.locale ?? DEFAULT_LOCALE).regionLabel.toLowerCase()}`,
            isRequired: false,
            options: dictionary(options.locale ?? DEFAULT_LOCALE).regions.map((region) => ({
              value: region.code,
              label: region.name,
            })),
          },
          { name: "make", type: "make", label: "Vehicle make", maxLength: 100 },
          { name: "model", type: "model", label: "Vehicle model", maxLength: 100 },
          { name: "year", type: "year", label: "Year", isRequired: false },
          {
            name: "kilometres",
            type: "kilometre",
            label: "Odometer",
            isRequired: false,
            maxLength: 9,
          },
          { name: "service_interval", type: "serviceInterval", label: "Service required" },
          // Listed here so the site's locale words them ("One tire" in the US); the values stay.
          {
            name: "tyres",
            type: "tyres",
            label: "Tyres",
            isRequired: false,
            options: [...TYRE_OPTIONS],
          },
          {
            name: "dateTime",
            type: "select",
            label: "Preferred time",
            options: options.slots.map((s) => ({ value: s.value, label: s.label })),
          },
          ...contactFields(options),
          messageField(options, { label: "Work required", isRequired: false }),
          ...closingFields(options),
        ],
      },
    ],
  });
}
