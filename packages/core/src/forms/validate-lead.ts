import { withoutCardDetails } from "./card-answers.ts";
import { CAR_TYPES } from "../domain/car.ts";
import { LEAD_STATUS } from "../domain/lead-status.ts";
import type { FieldErrors } from "../validation/field-errors.ts";
import {
  emailRule,
  fieldSchema,
  isFilled,
  nameRule,
  postcodeRuleFor,
} from "../validation/fields.ts";
import { REQUIRED_MESSAGE } from "../validation/messages.ts";
import {
  formFields,
  optInChanged,
  optInChangedKey,
  validateForm,
  type FormDefinition,
  type FormValues,
} from "./form-definition.ts";
import { fieldContextFor, type FormSite } from "./form-site.ts";
import type { Lead } from "./lead.ts";
import { parseLeadFormId, siteForm, siteFormForCategory } from "./site-forms.ts";

export const FORM_OF_ANOTHER_SITE_MESSAGE =
  "This form belongs to another site. Please reload the page and send it again.";
export const UNKNOWN_FORM_MESSAGE =
  "This site has no such form. Please reload the page and send it again.";
export const UNKNOWN_CATEGORY_MESSAGE =
  "This site takes no enquiry of that category. Please choose one of its enquiry types.";
/** The column is a 32-bit integer; no form has anywhere near this many steps. */
const MAX_STEP_NUMBER = 1_000;
export const STEP_NUMBER_MESSAGE = `The step number must be a whole number from 0 to ${MAX_STEP_NUMBER}.`;

type LeadValidation =
  | { ok: true; lead: Lead; isComplete: boolean; form: FormDefinition | null }
  | { ok: false; errors: FieldErrors };

type ValidateLeadOptions = {
  /** Names of the file fields the request carried (multipart leads); they count as answered. */
  fileFields?: readonly string[];
};

/** Lead keys whose values a form field would hold, with the §5 rule for each when filled. */
const keyRules = (site: FormSite) =>
  ({
    email: emailRule,
    postcode: postcodeRuleFor(fieldContextFor(site).postcodeFormat),
    first_name: nameRule,
    middle_name: nameRule,
    last_name: nameRule,
  }) as const;

/** The answers of a lead as its form named them: the other answers, then the §3 keys. */
function formValuesOf(lead: Lead, fileFields: readonly string[]): Record<string, unknown> {
  const { fields, ...keys } = lead;
  const values: Record<string, unknown> = { ...fields, ...keys };
  for (const name of fileFields) values[name] = true;
  return values;
}

/** Spec §3: a lead may give the name whole, in `name`, instead of first and last name. */
const givesWholeName = (lead: Lead) =>
  !isFilled(lead.first_name) &&
  !isFilled(lead.last_name) &&
  isFilled(lead.name) &&
  lead.name?.trim() !== "undefined undefined";

function formOf(lead: Lead, site: FormSite): { form: FormDefinition | null } | { error: string } {
  if (lead.form_id === undefined) return { form: siteFormForCategory(site, lead) };
  const named = parseLeadFormId(lead.form_id.trim());
  if (named && named.websiteSlug !== site.websiteSlug) {
    return { error: FORM_OF_ANOTHER_SITE_MESSAGE };
  }
  const carType = CAR_TYPES.find((type) => type === lead.car_type);
  const form = named ? siteForm(site, named.formId, { carType }) : null;
  return form ? { form } : { error: UNKNOWN_FORM_MESSAGE };
}

/** Every §3 key that is filled must pass its §5 rule; it is kept trimmed. */
function checkKeys(lead: Lead, site: FormSite, checked: Lead, errors: FieldErrors): void {
  const rules = keyRules(site);
  for (const key of Object.keys(rules) as (keyof typeof rules)[]) {
    const value = lead[key]?.trim();
    if (!value) continue;
    const message = rules[key](value);
    if (message) errors[key] = message;
    else checked[key] = value;
  }
}

/** The phone, checked and normalised as the form's own phone field keeps it. */
function checkPhone(
  lead: Lead,
  site: FormSite,
  form: FormDefinition | null,
  checked: Lead,
  errors: FieldErrors,
): void {
  const phone = lead.phone?.trim();
  if (!phone) return;
  // The form's own phone field says how the number is kept (E.164 for a text channel).
  const phoneField = form ? formFields(form).find((f) => f.name === "phone") : undefined;
  const result = fieldSchema(
    { name: "phone", type: "phone", phoneFormat: phoneField?.phoneFormat },
    fieldContextFor(site),
  ).safeParse(phone);
  if (result.success) checked.phone = String(result.data);
  else errors.phone = result.error.issues[0]?.message ?? REQUIRED_MESSAGE;
}

/** The form's fields on the steps the lead has passed; a lead with no form has no category. */
function checkFormFields(
  lead: Lead,
  site: FormSite,
  form: FormDefinition | null,
  { isComplete, fileFields }: { isComplete: boolean; fileFields: readonly string[] },
  errors: FieldErrors,
): void {
  if (!form) {
    // No form of the site has this category: every §9 enquiry type has one, so it is none.
    errors.category ??= UNKNOWN_CATEGORY_MESSAGE;
    return;
  }
  const values: FormValues = formValuesOf(lead, fileFields);
  const result = validateForm(form, values, fieldContextFor(site), {
    skippedSteps: lead.skipped_steps,
    beforeStep: isComplete ? undefined : (lead.step_number ?? 0),
  });
  const isNameGiven = givesWholeName(lead);
  for (const [field, message] of Object.entries(result.errors)) {
    if (isNameGiven && (field === "first_name" || field === "last_name")) continue;
    errors[field] ??= message;
  }
}

/**
 * §5 consent: whether the shopper changed the box is the server's reading of the form the
 * site shows, never the browser's word.
 */
function withOptInChange(checked: Lead, form: FormDefinition | null): void {
  const optIn = form ? formFields(form).find((f) => f.type === "optIn") : undefined;
  const optInAnswer = optIn ? checked.opt_in : undefined;
  if (optIn && optInAnswer !== undefined) {
    checked.fields = {
      ...checked.fields,
      [optInChangedKey(optIn.name)]: optInChanged(optIn, optInAnswer),
    };
  }
}

/**
 * The server's check of a lead, with the rules the browser ran on the same form (one schema
 * on both sides). The form is the one the lead names in `form_id` (refused when it is another
 * site's or unknown), else the site's form for the lead's category; its fields are checked
 * with the core `validateForm`, the site's phone variant, postcode and message settings and
 * the showIf conditions. A complete lead is checked on every step it did not skip; a partial
 * one (spec §4) on the steps before `step_number`, the steps it has passed (all of them when
 * the number is past the last step). A lead of a category no form has must give a name and an
 * email or a phone.
 *
 * Whatever form, every §3 key that is filled must pass its §5 rule; the lead comes back with
 * them trimmed and the phone normalised.
 */
export function validateLead(
  lead: Lead,
  site: FormSite,
  options: ValidateLeadOptions = {},
): LeadValidation {
  // §3 website_slug names the site the lead was made on: another site's is refused, as its
  // form is (a lead is never stored for a site it does not name).
  const websiteSlug = lead.website_slug?.trim();
  if (websiteSlug && websiteSlug !== site.websiteSlug) {
    return { ok: false, errors: { website_slug: FORM_OF_ANOTHER_SITE_MESSAGE } };
  }
  const found = formOf(lead, site);
  if ("error" in found) return { ok: false, errors: { form_id: found.error } };
  const { form } = found;
  const isComplete = lead.form_completed !== false && lead.lead_status !== LEAD_STATUS.incomplete;
  const errors: FieldErrors = {};
  const checked: Lead = { ...lead };

  checkKeys(lead, site, checked, errors);
  checkPhone(lead, site, form, checked, errors);
  if (lead.step_number !== undefined && lead.step_number > MAX_STEP_NUMBER) {
    errors.step_number = STEP_NUMBER_MESSAGE;
  }
  checkFormFields(lead, site, form, { isComplete, fileFields: options.fileFields ?? [] }, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  withOptInChange(checked, form);
  return { ok: true, lead: withoutCardDetails(checked, form), isComplete, form };
}
