import {
  PRIMARY_LOCATION_TOKEN,
  type FormDefinition,
  type FormDefinitionInput,
} from "../form-definition.ts";
import { submitEventId } from "../../analytics/event-catalogue.ts";
import { defineSiteForm } from "../localize-form.ts";
import type { PageFormId } from "../page-form-ids.ts";
import { closingFields, contactFields, type LeadFormOptions } from "./contact-fields.ts";

type FieldInput = FormDefinitionInput["steps"][number]["fields"][number];

const NAME_PARTS = new Set(["first_name", "middle_name", "last_name"]);

/** The site's contact fields with the name asked whole (fullName, sent as the lead's `name`). */
function wholeNameContactFields(options: LeadFormOptions): FieldInput[] {
  return [
    { name: "name", type: "fullName", label: "Full name", maxLength: 200 },
    ...contactFields(options).filter((field) => !NAME_PARTS.has(field.name)),
  ];
}

export const SERVICE_VISIT_TYPES = ["Scheduled service", "Repair", "Warranty work"] as const;
export const SERVICE_HIGHLIGHTS = [
  "Booking",
  "Communication",
  "Quality of work",
  "Price",
  "Timeliness",
] as const;

/** After a service visit: stars, what the visit was, what went well, when to call back. */
export function serviceFeedbackForm(options: LeadFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "service-feedback",
    name: "Service Feedback",
    category: "Service",
    subcategory: "Feedback",
    eventId: submitEventId("service"),
    submitLabel: "Send feedback",
    steps: [
      {
        title: "Feedback",
        fields: [
          { name: "rating", type: "starRating", label: "How would you rate your visit?" },
          {
            name: "visit_type",
            type: "radioGroup",
            label: "What was your visit for?",
            options: [...SERVICE_VISIT_TYPES],
          },
          {
            name: "went_well",
            type: "checkGroup",
            label: "What went well?",
            options: [...SERVICE_HIGHLIGHTS],
          },
          ...wholeNameContactFields(options),
          { name: "call_back_at", type: "dateTime", label: "Preferred call-back time" },
          {
            name: "message",
            type: "textarea",
            label: "Anything else?",
            isRequired: false,
            maxLength: 5_000,
          },
          ...closingFields(options),
          // The service department the feedback is about: the site's primary location.
          {
            name: "serviced_at_location_id",
            type: "hidden",
            label: "Serviced at",
            value: PRIMARY_LOCATION_TOKEN,
          },
        ],
      },
    ],
  });
}

export const ACCESSORY_CHOICES = [
  "Solar panels",
  "Awning",
  "Bike rack",
  "Water tank",
  "Annexe",
  "Reversing camera",
] as const;

/** Accessories for the visitor's vehicle, picked from cards. */
export function accessoriesEnquiryForm(options: LeadFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "accessories-enquiry",
    name: "Accessories Enquiry",
    category: "Parts",
    subcategory: "Accessories",
    eventId: submitEventId("accessories"),
    submitLabel: "Send enquiry",
    steps: [
      {
        title: "Accessories",
        fields: [
          {
            name: "accessories",
            type: "checkCard",
            label: "Which accessories interest you?",
            options: [...ACCESSORY_CHOICES],
          },
          ...wholeNameContactFields(options),
          {
            name: "message",
            type: "textarea",
            label: "Message",
            isRequired: false,
            maxLength: 5_000,
          },
          ...closingFields(options),
        ],
      },
    ],
  });
}

/**
 * A part ordered in and held for the visitor: the card secures the order. Only the card's
 * last four digits are kept with the lead; the expiry is checked, never kept (decision 0018).
 */
export function partsOrderForm(options: LeadFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "parts-order",
    name: "Parts Order",
    category: "Parts",
    subcategory: "Order",
    eventId: submitEventId("parts"),
    submitLabel: "Place order",
    steps: [
      {
        title: "Order",
        fields: [
          { name: "part_description", type: "string", label: "Part needed", maxLength: 200 },
          ...wholeNameContactFields(options),
          { name: "card_number", type: "cardNumber", label: "Card number" },
          { name: "card_expiry", type: "CCExpiration", label: "Card expiry" },
          ...closingFields(options),
        ],
      },
    ],
  });
}

/** The builder of each page form. */
export const PAGE_FORMS: Record<PageFormId, (options: LeadFormOptions) => FormDefinition> = {
  "service-feedback": serviceFeedbackForm,
  "accessories-enquiry": accessoriesEnquiryForm,
  "parts-order": partsOrderForm,
};
