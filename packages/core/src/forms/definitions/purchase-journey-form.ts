import {
  DEFAULT_TERM_YEARS,
  REPAYMENT_FREQUENCIES,
  TERM_YEARS,
  termText,
} from "../../finance/repayments.ts";
import { dictionary } from "../../locale/dictionary.ts";
import { DEFAULT_LOCALE } from "../../locale/locale.ts";
import type { FormDefinition, FormDefinitionInput } from "../form-definition.ts";
import { defineSiteForm } from "../localize-form.ts";
import { closingFields, contactFields, type LeadFormOptions } from "./contact-fields.ts";

export const PURCHASE_JOURNEY_FORM_ID = "purchase-journey";
export const PURCHASE_JOURNEY_SUBCATEGORY = "Online purchase";

/** Field names of the journey's answers, as the dealer's lead carries them. */
export const JOURNEY_FIELDS = {
  vehicleConfirmed: "vehicle_confirmed",
  hasTradeIn: "has_trade_in",
  paymentMethod: "payment_method",
  financeDeposit: "finance_deposit",
  financeTermYears: "finance_term_years",
  repaymentFrequency: "repayment_frequency",
  handover: "handover",
  pickupLocation: "pickup_location_id",
  deliveryAddress: "delivery_address",
  deliveryPostcode: "delivery_postcode",
  reservationTerms: "reservation_terms",
} as const;

export const PAYMENT_METHODS = ["Finance", "Cash"] as const;
export const HANDOVER_METHODS = ["Pickup", "Delivery"] as const;
const F = JOURNEY_FIELDS;

type StepInput = FormDefinitionInput["steps"][number];
type Words = ReturnType<typeof dictionary>;
type Condition = { field: string; equals: string };

const isTradeIn: Condition = { field: F.hasTradeIn, equals: "Yes" };
const isFinance: Condition = { field: F.paymentMethod, equals: "Finance" };
const isDelivery: Condition = { field: F.handover, equals: "Delivery" };

const vehicleStep: StepInput = {
  title: "Your vehicle",
  fields: [{ name: F.vehicleConfirmed, type: "check", label: "This is the vehicle I want to buy" }],
};

/** The shopper's own car, asked for only when they have one to trade in. */
function tradeInStep(words: Words): StepInput {
  return {
    title: "Trade-in",
    fields: [
      {
        name: F.hasTradeIn,
        type: "radio",
        label: "Do you have a vehicle to trade in?",
        options: ["Yes", "No"],
      },
      { name: "rego", type: "rego", label: words.registration, maxLength: 10, showIf: isTradeIn },
      {
        name: "regoState",
        type: "select",
        label: words.regionLabel,
        options: words.regions.map((region) => ({ value: region.code, label: region.name })),
        showIf: isTradeIn,
      },
      {
        name: "kilometres",
        type: "kilometre",
        label: words.odometerLabel,
        maxLength: 7,
        showIf: isTradeIn,
      },
    ],
  };
}

/** "Monthly" for "monthly": a repayment frequency as a choice reads. */
const frequencyLabel = (frequency: string) => frequency[0]!.toUpperCase() + frequency.slice(1);

/** Finance or cash; the deposit, term and repayments only with finance. */
function paymentStep(): StepInput {
  return {
    title: "Finance or cash",
    fields: [
      {
        name: F.paymentMethod,
        type: "radio",
        label: "How would you like to pay?",
        options: [...PAYMENT_METHODS],
      },
      {
        name: F.financeDeposit,
        type: "currency",
        label: "Deposit towards finance",
        isRequired: false,
        maxLength: 9,
        showIf: isFinance,
      },
      {
        name: F.financeTermYears,
        type: "select",
        label: "Loan term",
        options: TERM_YEARS.map((years) => ({ value: String(years), label: termText(years) })),
        defaultValue: String(DEFAULT_TERM_YEARS),
        showIf: isFinance,
      },
      {
        name: F.repaymentFrequency,
        type: "select",
        label: "Repayments",
        options: REPAYMENT_FREQUENCIES.map((f) => ({ value: f, label: frequencyLabel(f) })),
        defaultValue: "monthly",
        showIf: isFinance,
      },
    ],
  };
}

/** Pickup (at a chosen location when the site has more than one) or delivery to an address. */
function handoverStep(options: LeadFormOptions, words: Words): StepInput {
  return {
    title: "Delivery or pickup",
    fields: [
      {
        name: F.handover,
        type: "radio",
        label: "Pick up or delivery?",
        options: [...HANDOVER_METHODS],
      },
      ...(options.locations.length > 1
        ? [
            {
              name: F.pickupLocation,
              type: "locationSelect" as const,
              label: "Pickup location",
              options: options.locations.map((l) => ({ value: l.value, label: l.label })),
              showIf: { field: F.handover, equals: "Pickup" },
            },
          ]
        : []),
      {
        name: F.deliveryAddress,
        type: "string",
        label: "Delivery address",
        maxLength: 200,
        showIf: isDelivery,
      },
      {
        name: F.deliveryPostcode,
        type: "postcode",
        label: words.postcodeLabel,
        showIf: isDelivery,
      },
    ],
  };
}

function detailsStep(options: LeadFormOptions): StepInput {
  return {
    title: "Your details",
    fields: [
      ...contactFields(options),
      { name: F.reservationTerms, type: "check", label: "I accept the reservation terms above" },
      ...closingFields(options),
    ],
  };
}

/**
 * The online purchase journey (`/checkout-journey?car_id=` and `{vehicleBase}/{slug}/buy-online`):
 * the car and its price, a trade-in, finance or cash, pickup or delivery, then the shopper's
 * details and the reservation terms; the deposit is paid after the last step. One multi-step
 * form of the form engine: each Continue saves the lead partially (spec §4), the last step
 * holds the car through the reservation flow and the paid deposit completes that same lead.
 */
export function purchaseJourneyForm(options: LeadFormOptions): FormDefinition {
  const words = dictionary(options.locale ?? DEFAULT_LOCALE);
  return defineSiteForm(options, {
    id: PURCHASE_JOURNEY_FORM_ID,
    name: "Buy online",
    category: "Reservation",
    subcategory: PURCHASE_JOURNEY_SUBCATEGORY,
    submitLabel: "Continue to payment",
    steps: [
      vehicleStep,
      tradeInStep(words),
      paymentStep(),
      handoverStep(options, words),
      detailsStep(options),
    ],
  });
}
