import type { FormDefinition, FormDefinitionInput } from "../form-definition.ts";
import { CAR_TYPES } from "../../domain/car.ts";
import { submitEventId } from "../../analytics/event-catalogue.ts";
import { USER_DETAILS_STEP_TITLE } from "../multi-step.ts";
import {
  BIRTH_DATE_FIELD,
  contactFields,
  messageField,
  closingFields,
  type LeadFormOptions,
} from "./contact-fields.ts";
import { defineSiteForm } from "../localize-form.ts";

/** §2 query parameters a finance page is opened with. Everything is optional. */
export type FinanceInitial = {
  preferredDealership?: string | null;
  vehiclePriceBudget?: string | null;
  /** Not a §2 query parameter: a page's calculator may pass its deposit figure. */
  deposit?: string | null;
  car_id?: string | null;
  car_type?: string | null;
  vin?: string | null;
};

const MAX_PARAM_LENGTH = 64;
const clean = (value: unknown): string | undefined => {
  if (typeof value !== "string") return undefined;
  const text = value.trim();
  return text === "" ? undefined : text.slice(0, MAX_PARAM_LENGTH);
};

/** Reads the §2 finance query parameters (first value of each), keeping only sane values. */
export function financeInitialFromQuery(
  query: Readonly<Record<string, string | string[] | undefined>>,
): FinanceInitial {
  const first = (key: string) => {
    const value = query[key];
    return clean(Array.isArray(value) ? value[0] : value);
  };
  const budget = first("vehiclePriceBudget")?.replace(/[$,\s]/g, "");
  const carType = first("car_type")?.toLowerCase();
  const carId = first("car_id");
  return {
    preferredDealership: first("preferredDealership"),
    vehiclePriceBudget: budget && /^\d+(\.\d+)?$/.test(budget) ? budget : undefined,
    car_id: carId && /^[A-Za-z0-9_-]+$/.test(carId) ? carId : undefined,
    car_type: (CAR_TYPES as readonly string[]).includes(carType ?? "") ? carType : undefined,
    vin: first("vin")?.replace(/[^A-Za-z0-9]/g, "") || undefined,
  };
}

export const EMPLOYMENT_STATUSES = [
  "Full time",
  "Part time",
  "Casual",
  "Self employed",
  "Retired",
  "Other",
] as const;
export const LOAN_TERMS = ["1 year", "2 years", "3 years", "4 years", "5 years", "7 years"];

type StepInput = FormDefinitionInput["steps"][number];
type FieldInput = StepInput["fields"][number];
type Choice = { value: string; label: string };
type FinanceFormOptions = LeadFormOptions & {
  initial?: FinanceInitial;
  /** Dealerships the visitor may choose (value = dealership slug); hidden with fewer than 2. */
  dealerships?: readonly Choice[];
};

/** `{ defaultValue }` when a pre-filled value is known, nothing otherwise. */
const prefilled = (value: string | null | undefined) => (value ? { defaultValue: value } : {});

/** The visitor first, so a lead exists even when the rest is left. */
function detailsStep(options: LeadFormOptions): StepInput {
  return {
    title: USER_DETAILS_STEP_TITLE,
    fields: [
      ...contactFields(options),
      ...(options.birthDate
        ? [
            {
              name: BIRTH_DATE_FIELD,
              type: "dob" as const,
              label: "Date of birth",
              minimumAge: options.birthDate.minimumAge,
            },
          ]
        : []),
      ...closingFields(options),
    ],
  };
}

/** The dealership choice, shown with two or more; the query's choice kept when it is one of them. */
function dealershipFields(dealerships: readonly Choice[], initial: FinanceInitial): FieldInput[] {
  if (dealerships.length <= 1) return [];
  const preferred = dealerships.some((d) => d.value === initial.preferredDealership)
    ? initial.preferredDealership
    : undefined;
  return [
    {
      name: "preferredDealership",
      type: "locationSelect",
      label: "Preferred dealership",
      options: dealerships.map((d) => ({ value: d.value, label: d.label })),
      ...prefilled(preferred),
    },
  ];
}

/** The car, when known, as fixed hidden fields. */
function carFields(initial: FinanceInitial): FieldInput[] {
  return (["car_id", "car_type", "vin"] as const).flatMap((name) => {
    const value = initial[name];
    return value ? [{ name, type: "hidden" as const, label: name, value }] : [];
  });
}

function budgetStep(initial: FinanceInitial, dealerships: readonly Choice[]): StepInput {
  return {
    title: "Your Budget",
    fields: [
      {
        name: "vehiclePriceBudget",
        type: "currency",
        label: "Vehicle price budget ($)",
        maxLength: 12,
        ...prefilled(initial.vehiclePriceBudget),
      },
      {
        name: "deposit",
        type: "currency",
        label: "Deposit ($)",
        isRequired: false,
        maxLength: 12,
        ...prefilled(initial.deposit),
      },
      { name: "loan_term", type: "select", label: "Loan term", options: LOAN_TERMS },
      ...dealershipFields(dealerships, initial),
      ...carFields(initial),
    ],
  };
}

function employmentStep(options: LeadFormOptions): StepInput {
  return {
    title: "Employment",
    fields: [
      {
        name: "employment_status",
        type: "select",
        label: "Employment status",
        options: [...EMPLOYMENT_STATUSES],
      },
      { name: "annual_income", type: "currency", label: "Annual income ($)", maxLength: 12 },
      {
        name: "licence_number",
        type: "licenseNumber",
        label: "Driver licence number",
        isRequired: false,
      },
      {
        name: "licence_expiry",
        type: "expiryDate",
        label: "Licence expiry (MM/YY)",
        isRequired: false,
      },
      { name: "address", type: "address", label: "Residential address", isRequired: false },
      ...(options.askBestFinanceQuestions
        ? [
            { name: "best_finance", type: "yesNo" as const, label: "Best Finance" },
            { name: "best_deal", type: "yesNo" as const, label: "Best Deal" },
          ]
        : []),
      messageField(options, { label: "Anything else we should know?", isRequired: false }),
    ],
  };
}

/**
 * Finance enquiry (spec §2), three steps with a partial save after each: the visitor's details
 * first, so a lead exists even when the rest is left, then the budget, then employment.
 * Pre-filled from the page's query; the car, when known, travels as fixed hidden fields.
 */
export function financeEnquiryForm(options: FinanceFormOptions): FormDefinition {
  const initial = options.initial ?? {};
  return defineSiteForm(options, {
    id: "finance-enquiry",
    name: "Finance Enquiry",
    category: "Finance",
    eventId: submitEventId("finance"),
    submitLabel: "Submit",
    steps: [
      detailsStep(options),
      budgetStep(initial, options.dealerships ?? []),
      employmentStep(options),
    ],
  });
}
