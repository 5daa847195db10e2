import { z } from "zod";
import type { FieldErrors } from "../validation/field-errors.ts";
import {
  FIELD_TYPE_RULES,
  fieldError,
  fieldTypeRule,
  isFilled,
  normaliseAnswer,
  toBooleanAnswer,
  type AnswerKind,
  type FieldContext,
} from "../validation/fields.ts";
import { joinDateParts, splitDateParts } from "../validation/typed-fields.ts";
import { E164_COUNTRY_OF, type PhoneVariant } from "../validation/phone.ts";
import { FIELD_TYPES, type FieldType } from "../domain/field-types.ts";
import type { SkipRecord } from "../domain/skip-record.ts";
import { FORM_EVENT_IDS } from "./lead.ts";

/** §4/§9: the conversion event a final submit fires unless the form names another. */
export const DEFAULT_CONVERSION_EVENT_ID = FORM_EVENT_IDS.general;
/** §5: replaced in hidden field values by the site's primary location id. */
export const PRIMARY_LOCATION_TOKEN = "{primary_location_id}";

/** A field of a type that may carry a fixed value of the form's (a hidden field's `value`). */
function carriesFixedValue(field: { type: FieldType }): boolean {
  return fieldTypeRule(field.type).carriesFixedValue === true;
}

/** A field whose answer is a file uploaded with the lead (multipart form data). */
export function isUploadField(field: { type: FieldType }): boolean {
  return fieldTypeRule(field.type).isUpload === true;
}

const fieldValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

// Options may be written as plain strings when label and value are the same.
const optionSchema = z.union([
  z.string().transform((value) => ({ label: value, value })),
  z.object({ label: z.string(), value: z.string() }),
]);

/**
 * The field is shown only when `field` is filled without error (§5), and, with `equals`,
 * holds that value. `isFilled: true` spells out the default condition.
 */
const showIfSchema = z.object({
  field: z.string().min(1),
  equals: z.union([z.string(), z.number(), z.boolean()]).optional(),
  isFilled: z.literal(true).optional(),
});

const formFieldSchema = z.object({
  name: z.string().min(1),
  type: z.enum(FIELD_TYPES),
  label: z.string(),
  isRequired: z.boolean().default(true),
  options: z.array(optionSchema).optional(),
  showIf: showIfSchema.optional(),
  /** Fixed value of a hidden field; may contain {@link PRIMARY_LOCATION_TOKEN}. */
  value: z.string().optional(),
  placeholder: z.string().optional(),
  maxLength: z.number().int().positive().optional(),
  /** A page the label links to (the terms a consent box agrees to). */
  href: z.string().optional(),
  /** dob: the youngest age accepted (e.g. 18 on a finance application). */
  minimumAge: z.number().int().positive().optional(),
  /**
   * phone: the number leaves the site for a text-message channel, so it must be a mobile and
   * is kept and sent in E.164 ("+61411222333", spec §5).
   */
  phoneFormat: z.literal("e164").optional(),
  /** file: the types the input offers (an `accept` list); the upload endpoint checks its own. */
  accept: z.string().optional(),
  defaultValue: fieldValueSchema.optional(),
});

const formStepSchema = z.object({
  title: z.string(),
  fields: z.array(formFieldSchema),
  /** Offers a jump to a later step (e.g. "No trade-in"); the skip is recorded (§4). */
  skipTo: z.object({ step: z.number().int().nonnegative(), label: z.string() }).optional(),
});

export const formDefinitionSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    category: z.string().min(1),
    subcategory: z.string().optional(),
    eventId: z.number().int().positive().default(DEFAULT_CONVERSION_EVENT_ID),
    steps: z.array(formStepSchema).min(1),
    submitLabel: z.string().optional(),
  })
  .superRefine((form, ctx) => {
    const byName = new Map<string, (typeof form.steps)[number]["fields"][number]>();
    form.steps.forEach((step, stepIndex) => {
      step.fields.forEach((field, fieldIndex) => {
        const path = ["steps", stepIndex, "fields", fieldIndex];
        if (byName.has(field.name)) {
          ctx.addIssue({
            code: "custom",
            path: [...path, "name"],
            message: `Duplicate field name "${field.name}"`,
          });
        }
        byName.set(field.name, field);
        if (field.value !== undefined && !carriesFixedValue(field)) {
          ctx.addIssue({
            code: "custom",
            path: [...path, "value"],
            message: "Only hidden fields carry a fixed value",
          });
        }
      });
      if (step.skipTo && (step.skipTo.step <= stepIndex || step.skipTo.step >= form.steps.length)) {
        ctx.addIssue({
          code: "custom",
          path: ["steps", stepIndex, "skipTo", "step"],
          message: "A skip must go to a later step of this form",
        });
      }
    });
    form.steps.forEach((step, stepIndex) => {
      step.fields.forEach((field, fieldIndex) => {
        if (!field.showIf) return;
        const path = ["steps", stepIndex, "fields", fieldIndex, "showIf", "field"];
        if (!byName.has(field.showIf.field)) {
          ctx.addIssue({
            code: "custom",
            path,
            message: `showIf names unknown field "${field.showIf.field}"`,
          });
          return;
        }
        // A cycle would hide every field in it for good.
        const seen = new Set<string>([field.name]);
        for (
          let at = byName.get(field.showIf.field);
          at;
          at = at.showIf && byName.get(at.showIf.field)
        ) {
          if (seen.has(at.name)) {
            ctx.addIssue({ code: "custom", path, message: "showIf conditions form a cycle" });
            return;
          }
          seen.add(at.name);
        }
      });
    });
  });

export type FormDefinitionInput = z.input<typeof formDefinitionSchema>;
export type FormDefinition = z.output<typeof formDefinitionSchema>;
export type FormStep = FormDefinition["steps"][number];
export type FormField = FormStep["fields"][number];
export type FormValues = Readonly<Record<string, unknown>>;
export type SerialisedValue = z.infer<typeof fieldValueSchema>;

/** Parses a form written as data, filling in defaults; throws on a broken definition. */
export function defineForm(input: FormDefinitionInput): FormDefinition {
  return formDefinitionSchema.parse(input);
}

/**
 * The file extensions a file field takes, from its `accept` list (".pdf,.docx,image/png" ->
 * ["pdf", "docx"]); null when the field does not say, so the upload's own list applies.
 */
export function acceptedExtensions(field: Pick<FormField, "accept">): string[] | null {
  const extensions = (field.accept ?? "")
    .split(",")
    .map((token) => token.trim().toLowerCase())
    .filter((token) => /^\.[a-z0-9]+$/.test(token))
    .map((token) => token.slice(1));
  return extensions.length > 0 ? extensions : null;
}

export function formFields(form: FormDefinition): FormField[] {
  return form.steps.flatMap((step) => step.fields);
}

/** What the visitor entered, or the field's default when nothing was. */
export function fieldValue(field: FormField, values: FormValues): unknown {
  const value = values[field.name];
  return value === undefined ? field.defaultValue : value;
}

function matchesEquals(value: unknown, expected: string | number | boolean): boolean {
  if (typeof expected === "boolean") return toBooleanAnswer(value) === expected;
  if (typeof value === "string") return value.trim() === String(expected);
  return value === expected;
}

// The controlling field may itself be conditional: it only counts while it is shown.
function isShown(
  field: FormField,
  values: FormValues,
  errors: Readonly<FieldErrors>,
  byName: ReadonlyMap<string, FormField>,
  depth: number,
): boolean {
  if (!field.showIf) return true;
  if (depth > byName.size) return false;
  const { field: controlName, equals } = field.showIf;
  const control = byName.get(controlName);
  const value = control ? fieldValue(control, values) : values[controlName];
  if (!isFilled(value) || errors[controlName] !== undefined) return false;
  if (equals !== undefined && !matchesEquals(value, equals)) return false;
  return control ? isShown(control, values, errors, byName, depth + 1) : true;
}

/**
 * The fields of a step that are shown now. `lookup` holds the fields that may control them;
 * pass the whole form's fields when a condition refers to another step.
 */
export function visibleFields(
  step: FormStep,
  values: FormValues,
  errors: Readonly<FieldErrors>,
  lookup: readonly FormField[] = step.fields,
): FormField[] {
  const byName = new Map(lookup.map((field) => [field.name, field]));
  for (const field of step.fields) if (!byName.has(field.name)) byName.set(field.name, field);
  return step.fields.filter((field) => isShown(field, values, errors, byName, 0));
}

/** Fixed values of hidden fields. One whose token cannot be filled is left out, not sent raw. */
export function resolveHiddenValues(
  form: FormDefinition,
  site: { primaryLocationId?: string | number | null },
): Record<string, string> {
  const id = site.primaryLocationId;
  const resolved: Record<string, string> = {};
  for (const field of formFields(form)) {
    if (!carriesFixedValue(field) || field.value === undefined) continue;
    if (field.value.includes(PRIMARY_LOCATION_TOKEN)) {
      if (id === null || id === undefined || String(id) === "") continue;
      resolved[field.name] = field.value.replaceAll(PRIMARY_LOCATION_TOKEN, String(id));
    } else {
      resolved[field.name] = field.value;
    }
  }
  return resolved;
}

// Normalising needs no site rule but the phone's (a lead keeps it in E.164, from the site's
// variant): a unit or a date only changes which answers are refused.
const serialiseContext = (phoneVariant: PhoneVariant = "au"): FieldContext => ({
  phoneVariant,
  country: E164_COUNTRY_OF[phoneVariant],
});

/** How a lead carries each kind of answer (FIELD_TYPE_RULES gives each field type its kind). */
const ANSWERS = {
  text: (field, value, ctx) => {
    if (typeof value === "string") {
      const text = value.trim();
      return text === "" ? undefined : normaliseAnswer(field, text, ctx);
    }
    if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
    if (typeof value === "boolean") return value;
    if (Array.isArray(value)) {
      const strings = value.filter((item): item is string => typeof item === "string");
      return strings.length > 0 ? strings : undefined;
    }
    return undefined;
  },
  // Files travel as multipart data (§7 /api/leads/with-files), never in the JSON body.
  none: () => undefined,
  "yes-no": (_, value) => {
    const answer = toBooleanAnswer(value);
    return answer === null ? undefined : answer ? "Yes" : "No";
  },
  // §5: opt-in is on unless the visitor turned it off.
  "opt-in": (_, value) => ((toBooleanAnswer(value) ?? true) ? "Yes" : "No"),
  check: (_, value) => toBooleanAnswer(value) ?? false,
  date: (_, value) => {
    // Sent whole and padded ("1990-07-04"); the parts follow as their own keys.
    const parts = typeof value === "string" ? splitDateParts(value.trim()) : null;
    if (!parts || !parts.year || !parts.month || !parts.day) return undefined;
    return joinDateParts({
      year: parts.year,
      month: parts.month.padStart(2, "0"),
      day: parts.day.padStart(2, "0"),
    });
  },
} satisfies Record<
  AnswerKind,
  (field: FormField, value: unknown, ctx: FieldContext) => SerialisedValue | undefined
>;

const serialiseAnswer = (
  field: FormField,
  value: unknown,
  ctx: FieldContext,
): SerialisedValue | undefined => ANSWERS[FIELD_TYPE_RULES[field.type].answer](field, value, ctx);

/** The lead key recording whether the shopper changed an opt-in box from how it started. */
export const optInChangedKey = (name: string) => `${name}_changed`;

/**
 * §5 consent: 'Yes' when the shopper's answer differs from how the box started (the site's
 * default), so the dealer can tell a ticked box the shopper chose from one left as it was.
 */
export function optInChanged(field: FormField, answer: SerialisedValue): "Yes" | "No" {
  const startedTicked = toBooleanAnswer(field.defaultValue) ?? true;
  return (answer === "Yes") === startedTicked ? "No" : "Yes";
}

/**
 * The values a lead carries for this form: Yes/No and opt-in answers as 'Yes'/'No', hidden
 * fields with their fixed values, empty answers and answers to fields now hidden by a showIf
 * left out (a changed mind must not send stale data). Meant for values that passed
 * validation, so conditions are judged on values alone.
 */
export function serialiseValues(
  form: FormDefinition,
  values: FormValues,
  site: { primaryLocationId?: string | number | null; phoneVariant?: PhoneVariant } = {},
): Record<string, SerialisedValue> {
  const hidden = resolveHiddenValues(form, site);
  const ctx = serialiseContext(site.phoneVariant);
  const all = formFields(form);
  const out: Record<string, SerialisedValue> = {};
  for (const step of form.steps) {
    for (const field of visibleFields(step, values, {}, all)) {
      // A fixed value is never replaced by what the browser posted, even when it cannot be
      // resolved: the definition, not the visitor, decides it.
      const serialised =
        carriesFixedValue(field) && field.value !== undefined
          ? hidden[field.name]
          : serialiseAnswer(field, fieldValue(field, values), ctx);
      if (serialised === undefined) continue;
      out[field.name] = serialised;
      if (field.type === "optIn")
        out[optInChangedKey(field.name)] = optInChanged(field, serialised);
      // §3: a date answer (a birth date) also travels as its day, month and year parts.
      if (FIELD_TYPE_RULES[field.type].answer === "date" && typeof serialised === "string") {
        const { day, month, year } = splitDateParts(serialised);
        Object.assign(out, {
          [`${field.name}_day`]: day,
          [`${field.name}_month`]: month,
          [`${field.name}_year`]: year,
        });
      }
    }
  }
  return out;
}

type ValidationResult = { ok: boolean; errors: FieldErrors };

function validateSteps(
  form: FormDefinition,
  stepIndexes: readonly number[],
  values: FormValues,
  ctx: FieldContext,
): ValidationResult {
  const all = formFields(form);
  // Every field's own verdict first: a condition may depend on a field of another step.
  const verdicts: FieldErrors = {};
  for (const field of all) {
    const error = fieldError(field, fieldValue(field, values), ctx);
    if (error !== null) verdicts[field.name] = error;
  }
  const errors: FieldErrors = {};
  for (const index of stepIndexes) {
    const step = form.steps[index];
    if (!step) continue;
    for (const field of visibleFields(step, values, verdicts, all)) {
      const error = verdicts[field.name];
      if (error !== undefined) errors[field.name] = error;
    }
  }
  return { ok: Object.keys(errors).length === 0, errors };
}

/**
 * The messages left after a field's answer changed to `value`: the field's own goes once the
 * new answer passes its rules, so a fixed answer loses its message at once. Nothing is added:
 * a field is still first checked on Continue/Submit (§5), and an answer that still fails keeps
 * the message it had.
 */
export function errorsAfterAnswer(
  errors: Readonly<FieldErrors>,
  field: FormField | undefined,
  value: unknown,
  ctx: FieldContext,
): Readonly<FieldErrors> {
  if (!field || errors[field.name] === undefined) return errors;
  if (fieldError(field, value === undefined ? field.defaultValue : value, ctx) !== null) {
    return errors;
  }
  const { [field.name]: _fixed, ...rest } = errors;
  return rest;
}

/** Validates the shown fields of one step (run on Continue/Submit only, §5). */
export function validateStep(
  form: FormDefinition,
  stepIndex: number,
  values: FormValues,
  ctx: FieldContext,
): ValidationResult {
  if (!Number.isInteger(stepIndex) || stepIndex < 0 || stepIndex >= form.steps.length) {
    throw new RangeError(`Form "${form.id}" has no step ${stepIndex}`);
  }
  return validateSteps(form, [stepIndex], values, ctx);
}

type ValidateFormOptions = {
  /** Skip records of the visitor (§4); the steps they jumped over are not asked. */
  skippedSteps?: readonly SkipRecord[];
  /**
   * Only the steps before this index: the steps a partial save has passed (spec §4, the
   * lead's `step_number`). All steps when absent.
   */
  beforeStep?: number;
};

/**
 * Validates the shown fields of every step, except steps the visitor skipped over
 * (from < step < to of a skip record), whose fields were never asked.
 */
export function validateForm(
  form: FormDefinition,
  values: FormValues,
  ctx: FieldContext,
  options: ValidateFormOptions = {},
): ValidationResult {
  const skipped = options.skippedSteps ?? [];
  const end = options.beforeStep ?? form.steps.length;
  const indexes = form.steps
    .map((_, index) => index)
    .filter((index) => index < end)
    .filter((index) => !skipped.some(({ from, to }) => from < index && index < to));
  return validateSteps(form, indexes, values, ctx);
}
