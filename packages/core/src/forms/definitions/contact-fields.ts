import { dictionary } from "../../locale/dictionary.ts";
import { DEFAULT_LOCALE, type LocaleCode } from "../../locale/locale.ts";
import type { FormDefinitionInput } from "../form-definition.ts";
import type { PageFormId } from "../page-form-ids.ts";

type FieldInput = FormDefinitionInput["steps"][number]["fields"][number];

/** A choice a form offers from the site's data: a location, a dealership. */
export type FormChoice = { value: string; label: string };

/** What a site decides about the contact part of its forms (settings `leads`, and its data). */
export type LeadFormOptions = {
  /** §5: the enquiry message is required by default, not on some sites. */
  isMessageRequired: boolean;
  /** §3: some sites ask for a postcode. */
  isPostcodeRequired: boolean;
  /** The site's locale: labels and region lists come from its dictionary (en-AU if unset). */
  locale?: LocaleCode;
  /**
   * §5: the location select, required when shown, on every form (value = location id).
   * Empty when the site does not show it (one dealership, or settings say never).
   */
  locations: readonly FormChoice[];
  /** §5: "where did you hear about us", one of {@link WHERE_HEARD_SOURCES}. */
  askWhereHeard: boolean;
  /** Where the site's terms and conditions are; consent to them is asked when set. */
  termsHref: string | null;
  /** §3: an optional middle name. */
  askMiddleName: boolean;
  /** §5: whether the opt-in box starts ticked (settings `leads.isOptInTickedByDefault`). */
  isOptInTicked: boolean;
  /** §3: the finance form asks the birth date (day, month and year), of at least this age. */
  birthDate: { minimumAge: number } | null;
  /** §3: the finance form asks 'Best Finance' and 'Best Deal' (Yes/No). */
  askBestFinanceQuestions: boolean;
  /** The forms the site shows on pages of their own (settings `leads.pageForms`). */
  pageForms: readonly PageFormId[];
  /**
   * What 'Text us' asks beyond a message, a name and a mobile (settings `chat`): where the
   * shopper heard of the dealer, and consent to the terms at this page. None when unset.
   */
  textUs?: { askWhereHeard: boolean; termsHref: string | null };
};

export const DEFAULT_LEAD_FORM_OPTIONS: LeadFormOptions = {
  isMessageRequired: true,
  isPostcodeRequired: false,
  locations: [],
  askWhereHeard: false,
  termsHref: null,
  askMiddleName: false,
  isOptInTicked: true,
  birthDate: null,
  askBestFinanceQuestions: false,
  pageForms: [],
};

/** The settings `leads` keys the options read (extra keys ignored). */
export type LeadFormSettings = Partial<{
  isMessageRequired: boolean;
  isPostcodeRequired: boolean;
  askWhereHeard: boolean;
  askMiddleName: boolean;
  isOptInTickedByDefault: boolean;
  askBirthDate: boolean;
  minimumApplicantAge: number;
  askBestFinanceQuestions: boolean;
  pageForms: readonly PageFormId[];
}>;

/**
 * Reads the options from a site's `settings.leads`, with what comes from the site's data:
 * the locations to choose from and the terms page (consent is asked when it is given).
 */
export function leadFormOptions(
  leads: LeadFormSettings = {},
  data: { locations?: readonly FormChoice[]; termsHref?: string | null } = {},
): LeadFormOptions {
  const d = DEFAULT_LEAD_FORM_OPTIONS;
  return {
    isMessageRequired: leads.isMessageRequired ?? d.isMessageRequired,
    isPostcodeRequired: leads.isPostcodeRequired ?? d.isPostcodeRequired,
    locations: data.locations ?? d.locations,
    askWhereHeard: leads.askWhereHeard ?? d.askWhereHeard,
    termsHref: data.termsHref ?? d.termsHref,
    askMiddleName: leads.askMiddleName ?? d.askMiddleName,
    isOptInTicked: leads.isOptInTickedByDefault ?? d.isOptInTicked,
    birthDate: leads.askBirthDate ? { minimumAge: leads.minimumApplicantAge ?? 18 } : null,
    askBestFinanceQuestions: leads.askBestFinanceQuestions ?? d.askBestFinanceQuestions,
    pageForms: leads.pageForms ?? d.pageForms,
  };
}

/**
 * §5 source-of-lead: a fixed list of eight. The spec names five (social media, search, word
 * of mouth, repeat customer, other); the other three are the channels dealers most often
 * report (decision 0012).
 */
export const WHERE_HEARD_SOURCES = [
  "Social media",
  "Search engine",
  "Word of mouth",
  "Repeat customer",
  "Online car marketplace",
  "Television or radio",
  "Drove past",
  "Other",
] as const;

/** Field names of the settings-driven questions, as leads carry them. */
export const LOCATION_FIELD = "location_id";
export const WHERE_HEARD_FIELD = "where_did_you_hear_about_us";
export const TERMS_FIELD = "terms_conditions";
export const BIRTH_DATE_FIELD = "birth_date";

/** §3 name (first, optional middle, last), email, phone and, where the site asks, postcode. */
export function contactFields(options: LeadFormOptions): FieldInput[] {
  return [
    { name: "first_name", type: "string", label: "First name", maxLength: 100 },
    ...(options.askMiddleName
      ? [
          {
            name: "middle_name",
            type: "string",
            label: "Middle name",
            isRequired: false,
            maxLength: 100,
          } satisfies FieldInput,
        ]
      : []),
    { name: "last_name", type: "string", label: "Last name", maxLength: 100 },
    { name: "email", type: "email", label: "Email" },
    { name: "phone", type: "phone", label: "Phone" },
    ...(options.isPostcodeRequired
      ? [
          {
            name: "postcode",
            type: "postcode",
            label: dictionary(options.locale ?? DEFAULT_LOCALE).postcodeLabel,
          } satisfies FieldInput,
        ]
      : []),
    ...locationFields(options),
  ];
}

/** §5 the location select (required when shown) on a site with more than one to choose. */
export function locationFields(options: LeadFormOptions): FieldInput[] {
  return options.locations.length > 1
    ? [
        {
          name: LOCATION_FIELD,
          type: "locationSelect",
          label: "Location",
          options: options.locations.map((l) => ({ value: l.value, label: l.label })),
        },
      ]
    : [];
}

/** What closes every form: where the visitor heard of the dealer, opt-in, terms consent. */
export function closingFields(options: LeadFormOptions, withOptIn = true): FieldInput[] {
  return [
    ...(options.askWhereHeard
      ? [
          {
            name: WHERE_HEARD_FIELD,
            type: "select",
            label: "Where did you hear about us?",
            options: [...WHERE_HEARD_SOURCES],
          } satisfies FieldInput,
        ]
      : []),
    ...(withOptIn ? [optInField(options)] : []),
    ...(options.termsHref
      ? [
          {
            name: TERMS_FIELD,
            type: "check",
            label: "I agree to the terms and conditions",
            href: options.termsHref,
          } satisfies FieldInput,
        ]
      : []),
  ];
}

export function messageField(
  options: LeadFormOptions,
  overrides: Partial<FieldInput> = {},
): FieldInput {
  return {
    name: "message",
    type: "textarea",
    label: "Message",
    isRequired: options.isMessageRequired,
    maxLength: 5_000,
    ...overrides,
  };
}

/** §5: opt-in is optional; the site decides whether it starts ticked (§5 says on). */
export function optInField(options: Pick<LeadFormOptions, "isOptInTicked">): FieldInput {
  return {
    name: "opt_in",
    type: "optIn",
    label: "Keep me informed about offers and news",
    isRequired: false,
    defaultValue: options.isOptInTicked,
  };
}
