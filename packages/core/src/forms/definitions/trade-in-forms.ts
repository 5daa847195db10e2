import { defineForm, type FormDefinition } from "../form-definition.ts";
import { formEventId } from "../lead.ts";
import { USER_DETAILS_STEP_TITLE } from "../multi-step.ts";
import {
  AU_STATES,
  contactFields,
  messageField,
  optInField,
  type LeadFormOptions,
} from "./contact-fields.ts";

type VehicleOptions = LeadFormOptions & {
  /** States a rego can be looked up in; AU by default. */
  states?: readonly string[];
};

/** The trade-in form's subcategory: ADF deliveries mark the visitor's car `interest="trade-in"`. */
export const TRADE_IN_SUBCATEGORY = "Trade-in";

function vehicleFields(options: VehicleOptions) {
  return [
    { name: "rego", type: "rego" as const, label: "Registration", maxLength: 10 },
    {
      name: "regoState",
      type: "select" as const,
      label: "State",
      options: [...(options.states ?? AU_STATES)],
    },
    { name: "make", type: "make" as const, label: "Make", maxLength: 100 },
    { name: "model", type: "model" as const, label: "Model", maxLength: 100 },
    { name: "year", type: "year" as const, label: "Year", maxLength: 4 },
    { name: "kilometres", type: "kilometre" as const, label: "Odometer (km)", maxLength: 7 },
  ];
}

/**
 * Trade-in valuation (`{vehicleBase}/trade-in?car_id=`): the visitor's car, looked up by rego
 * and state, its condition (skippable), then the visitor's details. Yes/No answers are sent
 * as 'Yes'/'No' (§3).
 */
export function tradeInForm(options: VehicleOptions & { carId?: string | null }): FormDefinition {
  return defineForm({
    id: "trade-in",
    name: "Trade-in Valuation",
    category: "Used Vehicle",
    subcategory: TRADE_IN_SUBCATEGORY,
    eventId: formEventId("general"),
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
        fields: [...contactFields(options), optInField],
      },
    ],
  });
}

/** Sell my car: one step with the car and the seller. */
export function sellMyCarForm(options: VehicleOptions): FormDefinition {
  return defineForm({
    id: "sell-my-car",
    name: "Sell My Car",
    category: "Sell My Car",
    eventId: formEventId("general"),
    submitLabel: "Send",
    steps: [
      {
        title: "Sell My Car",
        fields: [
          ...vehicleFields(options),
          { name: "ready_to_sell", type: "yesNo", label: "Ready to sell?" },
          ...contactFields(options),
          messageField(options, { isRequired: false }),
          optInField,
        ],
      },
    ],
  });
}
