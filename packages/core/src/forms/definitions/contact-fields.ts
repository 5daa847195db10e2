import type { FormDefinitionInput } from "../form-definition.ts";

type FieldInput = FormDefinitionInput["steps"][number]["fields"][number];

/** What a site decides about the contact part of its forms (settings `leads`). */
export type LeadFormOptions = {
  /** §5: the enquiry message is required by default, not on some sites. */
  isMessageRequired: boolean;
  /** §3: some sites ask for a postcode. */
  isPostcodeRequired: boolean;
};

export const DEFAULT_LEAD_FORM_OPTIONS: LeadFormOptions = {
  isMessageRequired: true,
  isPostcodeRequired: false,
};

/** Reads the options from a site's `settings.leads` (extra keys ignored). */
export function leadFormOptions(leads: Partial<LeadFormOptions> = {}): LeadFormOptions {
  return {
    isMessageRequired: leads.isMessageRequired ?? DEFAULT_LEAD_FORM_OPTIONS.isMessageRequired,
    isPostcodeRequired: leads.isPostcodeRequired ?? DEFAULT_LEAD_FORM_OPTIONS.isPostcodeRequired,
  };
}

/** §3 name, email, phone and, where the site asks, postcode. */
export function contactFields(options: LeadFormOptions): FieldInput[] {
  return [
    { name: "first_name", type: "string", label: "First name", maxLength: 100 },
    { name: "last_name", type: "string", label: "Last name", maxLength: 100 },
    { name: "email", type: "email", label: "Email" },
    { name: "phone", type: "phone", label: "Phone" },
    ...(options.isPostcodeRequired
      ? [{ name: "postcode", type: "postcode", label: "Postcode" } satisfies FieldInput]
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

/** §5: opt-in is optional and on by default. */
export const optInField: FieldInput = {
  name: "opt_in",
  type: "optIn",
  label: "Keep me informed about offers and news",
  isRequired: false,
  defaultValue: true,
};

/** States a registration is issued in, for rego lookups (AU by default). */
export const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;
