import type { FormDefinition } from "../form-definition.ts";
import { submitEventId } from "../../analytics/event-catalogue.ts";
import { isUsed } from "../../analytics/load-events.ts";
import { ENQUIRY_TYPES } from "../lead.ts";
import { TEST_DRIVE_SUBCATEGORY } from "../../leads/lead-form-kind.ts";
import {
  closingFields,
  contactFields,
  messageField,
  type LeadFormOptions,
} from "./contact-fields.ts";
import { defineSiteForm } from "../localize-form.ts";
import { formatBookingDate } from "../availability.ts";
import { DEFAULT_LOCALE } from "../../locale/locale.ts";

/** §2 test-drive dialog title; also the form's name. */
export const TEST_DRIVE_TITLE = "Book a Test Drive";
/** §5 request photos: the message is optional and starts with this text. */
export const REQUEST_PHOTOS_MESSAGE = "Please send photos for this car";

export type VehicleFormOptions = LeadFormOptions & {
  /** new, used or demo (§3); demo is enquired about as new (§9). */
  carType?: string | null;
  /** The car's tag; a test-drive-only car always takes the new test-drive event id. */
  tag?: string | null;
  /**
   * The car is sold: the dealer still wants the lead, so the form stays, worded as an enquiry
   * about similar vehicles. Only words change; the answers asked are the same.
   */
  isSold?: boolean;
};

/** The vehicle enquiry's words on a sold car's page. */
export const SIMILAR_VEHICLES_SUBMIT_LABEL = "Find me a similar vehicle";
export const SIMILAR_VEHICLES_MESSAGE_LABEL = "What would you like in a similar vehicle?";

const vehicleCategory = (carType?: string | null) =>
  isUsed(carType) ? "Used Vehicle" : "New Vehicle";

/** §3/§5 general enquiry: the visitor picks one of the §9 enquiry types; category required. */
export function generalEnquiryForm(options: LeadFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "general-enquiry",
    name: "General Enquiry",
    category: "General",
    eventId: submitEventId("general"),
    submitLabel: "Send enquiry",
    steps: [
      {
        title: "Enquiry",
        fields: [
          {
            name: "category",
            type: "select",
            label: "Enquiry type",
            options: [...ENQUIRY_TYPES],
          },
          ...contactFields(options),
          messageField(options),
          ...closingFields(options),
        ],
      },
    ],
  });
}

/** §3 vehicle enquiry on a car page; new/used decides category and event id (14/15). */
export function vehicleEnquiryForm(options: VehicleFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "vehicle-enquiry",
    name: "Vehicle Enquiry",
    category: vehicleCategory(options.carType),
    subcategory: "Enquiry",
    eventId: submitEventId("enquiry", options.carType, options.tag),
    submitLabel: options.isSold ? SIMILAR_VEHICLES_SUBMIT_LABEL : "Send enquiry",
    steps: [
      {
        title: "Enquiry",
        fields: [
          ...contactFields(options),
          messageField(options, options.isSold ? { label: SIMILAR_VEHICLES_MESSAGE_LABEL } : {}),
          ...closingFields(options),
        ],
      },
    ],
  });
}

export type TestDriveFormOptions = VehicleFormOptions & {
  /**
   * The dealership's available appointment dates, "YYYY-MM-DD"; each is labelled here in the
   * site's locale ("Monday 23 November"), so a page sends the dates alone.
   */
  dates: readonly string[];
};

/**
 * §2 'Book a Test Drive' (event 17 new, 48 used). The date is optional (§5) and offered from
 * the dealership's available appointments; the message is optional here.
 */
export function testDriveForm(options: TestDriveFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "test-drive",
    name: TEST_DRIVE_TITLE,
    category: vehicleCategory(options.carType),
    subcategory: TEST_DRIVE_SUBCATEGORY,
    eventId: submitEventId("test-drive", options.carType, options.tag),
    submitLabel: "Book test drive",
    steps: [
      {
        title: TEST_DRIVE_TITLE,
        fields: [
          ...contactFields(options),
          {
            name: "dateTime",
            type: "select",
            label: "Preferred date",
            isRequired: false,
            options: options.dates.map((date) => ({
              value: date,
              label: formatBookingDate(date, options.locale ?? DEFAULT_LOCALE),
            })),
          },
          messageField(options, { isRequired: false }),
          ...closingFields(options),
        ],
      },
    ],
  });
}

/** §5 request photos: message optional, pre-filled. */
export function requestPhotosForm(options: VehicleFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "request-photos",
    name: "Request Photos",
    category: vehicleCategory(options.carType),
    subcategory: "Request Photos",
    eventId: submitEventId("enquiry", options.carType, options.tag),
    submitLabel: "Send request",
    steps: [
      {
        title: "Request Photos",
        fields: [
          ...contactFields(options),
          messageField(options, { isRequired: false, defaultValue: REQUEST_PHOTOS_MESSAGE }),
          ...closingFields(options, false),
        ],
      },
    ],
  });
}

/** Parts enquiry: which vehicle and which part. */
export function partsEnquiryForm(options: LeadFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "parts-enquiry",
    name: "Parts Enquiry",
    category: "Parts",
    eventId: submitEventId("parts"),
    submitLabel: "Send enquiry",
    steps: [
      {
        title: "Parts",
        fields: [
          { name: "make", type: "make", label: "Vehicle make", maxLength: 100 },
          { name: "model", type: "model", label: "Vehicle model", maxLength: 100 },
          { name: "year", type: "year", label: "Year", isRequired: false, maxLength: 4 },
          { name: "vin", type: "string", label: "VIN", isRequired: false, maxLength: 17 },
          { name: "part_description", type: "string", label: "Part needed", maxLength: 200 },
          ...contactFields(options),
          messageField(options, { isRequired: false }),
          ...closingFields(options),
        ],
      },
    ],
  });
}

/** Fleet enquiry: the business and how many vehicles. */
export function fleetEnquiryForm(options: LeadFormOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "fleet-enquiry",
    name: "Fleet Enquiry",
    category: "Fleet",
    eventId: submitEventId("fleet"),
    submitLabel: "Send enquiry",
    steps: [
      {
        title: "Fleet",
        fields: [
          { name: "business_name", type: "string", label: "Business name", maxLength: 200 },
          { name: "fleet_size", type: "number", label: "Number of vehicles", maxLength: 6 },
          ...contactFields(options),
          messageField(options),
          ...closingFields(options),
        ],
      },
    ],
  });
}
