import { dictionary } from "../../locale/dictionary.ts";
import { DEFAULT_LOCALE } from "../../locale/locale.ts";
import type { FormDefinition } from "../form-definition.ts";
import { submitEventId } from "../../analytics/event-catalogue.ts";
import { USER_DETAILS_STEP_TITLE } from "../multi-step.ts";
import {
  contactFields,
  messageField,
  closingFields,
  type LeadFormOptions,
} from "./contact-fields.ts";
import { defineSiteForm } from "../localize-form.ts";
import { TRADE_IN_SUBCATEGORY } from "../../leads/lead-form-kind.ts";

type VehicleOptions = LeadFormOptions;

/** Sell my car takes photos of the car (multipart, like every file field). */
export const PHOTOS_FIELD = "photos";
export const PHOTO_ACCEPT =
  "image/jpeg,image/png,image/webp,image/heic,.jpg,.jpeg,.png,.webp,.heic";

/** The visitor's vehicle, with the registration, regions and odometer unit of the site's country. */
function vehicleFields(options: VehicleOptions) {
  const words = dictionary(options.locale ?? DEFAULT_LOCALE);
  return [
    { name: "rego", type: "rego" as const, label: words.registration, maxLength: 10 },
    {
      name: "regoState",
      type: "select" as const,
      label: words.regionLabel,
      options: words.regions.map((region) => ({ value: region.code, label: region.name })),
    },
    { name: "make", type: "make" as const, label: "Make", maxLength: 100 },
    { name: "model", type: "model" as const, label: "Model", maxLength: 100 },
    { name: "year", type: "year" as const, label: "Year", maxLength: 4 },
    { name: "kilometres", type: "kilometre" as const, label: words.odometerLabel, maxLength: 7 },
  ];
}

/**
 * Trade-in valuation (`{vehicleBase}/trade-in?car_id=`): the visitor's car, looked up by rego
 * and state, its condition (skippable), then the visitor's details. Yes/No answers are sent
 * as 'Yes'/'No' (§3).
 */
export function tradeInForm(options: VehicleOptions & { carId?: string | null }): FormDefinition {
  return defineSiteForm(options, {
    id: "trade-in",
    name: "Trade-in Valuation",
    category: "Used Vehicle",
    subcategory: TRADE_IN_SUBCATEGORY,
    eventId: submitEventId("trade-in"),
    submitLabel: "Get my valuation",
    steps: [
      {
        title: "Your Vehicle",
        fields: [
          ...vehicleFields(options),
          ...(options.carId
            ? [{ name: "car_id", type: "hidden" as const, label: "car_id", value: options.carId }]
            : []),
        ],
        skipTo: { step: 2, label: "Skip condition questions" },
      },
      {
        title: "Condition",
        fields: [
          { name: "ready_to_sell", type: "yesNo", label: "Ready to sell?" },
          { name: "valuation_guide", type: "yesNo", label: "Would you like a valuation guide?" },
          {
            name: "has_finance_owing",
            type: "yesNo",
            label: "Is there finance owing?",
            isRequired: false,
          },
          messageField(options, { label: "Condition notes", isRequired: false }),
        ],
      },
      {
        title: USER_DETAILS_STEP_TITLE,
        fields: [...contactFields(options), ...closingFields(options)],
      },
    ],
  });
}

/** Sell my car: one step with the car and the seller. */
export function sellMyCarForm(options: VehicleOptions): FormDefinition {
  return defineSiteForm(options, {
    id: "sell-my-car",
    name: "Sell My Car",
    category: "Sell My Car",
    eventId: submitEventId("sell-my-car"),
    submitLabel: "Send",
    steps: [
      {
        title: "Sell My Car",
        fields: [
          ...vehicleFields(options),
          { name: "ready_to_sell", type: "yesNo", label: "Ready to sell?" },
          {
            name: PHOTOS_FIELD,
            type: "file",
            label: "Photos of your car",
            isRequired: false,
            accept: PHOTO_ACCEPT,
          },
          ...contactFields(options),
          messageField(options, { isRequired: false }),
          ...closingFields(options),
        ],
      },
    ],
  });
}
