import { z } from "zod";
import type { FieldType } from "../domain/field-types.ts";
import type { PostcodeFormat } from "../domain/locale-code.ts";
import {
  CHOICE_MESSAGE,
  EMAIL_MESSAGE,
  NAME_MESSAGE,
  NOT_CHOICES_MESSAGE,
  NOT_TEXT_MESSAGE,
  NOT_YES_NO_MESSAGE,
  POSTCODE_MESSAGE,
  REQUIRED_MESSAGE,
  TOO_MANY_CHARACTERS_MESSAGE,
  TOO_MANY_DIGITS_MESSAGE,
  ZIP_CODE_MESSAGE,
} from "./messages.ts";
import {
  NZ_PHONE_MAX_LENGTH,
  toE164Mobile,
  toE164Phone,
  validatePhone,
  type E164Country,
  type PhoneVariant,
} from "./phone.ts";
import {
  ADDRESS_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  EXPIRY_MAX_LENGTH,
  LICENCE_MAX_LENGTH,
  REGO_MAX_LENGTH,
  serviceIntervals,
  TYRE_OPTIONS,
  calendarDay,
  parseAddress,
  parseCardExpiry,
  parseCardNumber,
  parseChoice,
  parseCurrency,
  parseDateOfBirth,
  parseExpiry,
  parseLicence,
  parseNumber,
  parseRego,
  parseWholeDistance,
  parseYear,
  type CalendarDay,
  type Parsed,
} from "./typed-fields.ts";

const POSTCODE_MAX_LENGTH = 4;
/** RFC 5321 limit; also keeps the pattern's work bounded on pasted junk. */
export const EMAIL_MAX_LENGTH = 254;
/** Lead keys (§3) whose values must be names as people write them (§5, decision 0035). */
const NAME_FIELD_NAMES = ["first_name", "middle_name", "last_name"] as const;
export const STAR_RATING_MAX = 5;

// §5's "letters and spaces" read as names are written (decision 0035): letters of any script
// with their combining marks ("Zoë", "Nguyễn"), spaces, apostrophes (' and ’) and hyphens
// ("O'Brien", "Smith-Jones"), with at least one letter; digits and other symbols are refused.
const NAME_PATTERN = /^(?=[\s\S]*\p{L})[\p{L}\p{M}\s'’-]+$/u;

const POSTCODE_RULES = {
  "four-digit": { pattern: /^\d{4}$/, message: POSTCODE_MESSAGE, maxLength: POSTCODE_MAX_LENGTH },
  // ZIP or ZIP+4.
  "us-zip": { pattern: /^\d{5}(?:-\d{4})?$/, message: ZIP_CODE_MESSAGE, maxLength: 10 },
} satisfies Record<PostcodeFormat, { pattern: RegExp; message: string; maxLength: number }>;

/** What the site decides about validation; rules take it instead of reading settings. */
export type FieldContext = {
  phoneVariant: PhoneVariant;
  /** See ALWAYS_ACCEPTED_TEST_PHONE; `null` disables, undefined keeps the default. */
  alwaysAcceptedPhone?: string | null;
  /** Unit of odometer answers: km, or miles on US sites. */
  distanceUnit?: "km" | "mi";
  /** How postal codes are written; 4 digits when absent. */
  postcodeFormat?: PostcodeFormat;
  /** The site's country, for numbers kept in E.164; Australia when absent. */
  country?: E164Country;
  /** Today, for expiry, year and age rules; the clock when absent. */
  today?: Date;
};

/** A rule returns the message for a bad value, or null. */
type FieldRule = (value: string) => string | null;

export const emailRule: FieldRule = (value) =>
  value.length <= EMAIL_MAX_LENGTH && z.regexes.email.test(value) ? null : EMAIL_MESSAGE;

export const nameRule: FieldRule = (value) => (NAME_PATTERN.test(value) ? null : NAME_MESSAGE);

/** The postal code rule of a country's format (the spec's 4 digits by default). */
export const postcodeRuleFor =
  (format: PostcodeFormat = "four-digit"): FieldRule =>
  (value) => {
    const rule = POSTCODE_RULES[format];
    return rule.pattern.test(value) ? null : rule.message;
  };

export const postcodeRule: FieldRule = postcodeRuleFor("four-digit");

/** Form values arrive as strings from inputs, or as numbers from parsed JSON. */
function toText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** Nothing was answered: no value, or an empty one. Anything else is an answer, right or wrong. */
const isUnanswered = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A text answer is a string or a number; a list, an object or a boolean is another kind. */
const isTextLike = (value: unknown) =>
  isUnanswered(value) || typeof value === "string" || typeof value === "number";

/** A value counts as filled when there is something in it; booleans are answers, so filled. */
export function isFilled(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === "string") return value.trim() !== "";
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

type Outcome = { ok: true; value: string } | { ok: false; message: string };
type RequiredOption = { isRequired?: boolean };

// Every text field goes through here: trimmed, so whitespace-only is empty; empty is either
// the required message or an accepted "" for optional fields; otherwise the rule decides.
function textFieldSchema(isRequired: boolean, check: (text: string) => Outcome) {
  return z.unknown().transform((input, ctx) => {
    if (!isTextLike(input)) {
      ctx.addIssue(NOT_TEXT_MESSAGE);
      return z.NEVER;
    }
    const text = toText(input);
    if (text === "") {
      if (isRequired) {
        ctx.addIssue(REQUIRED_MESSAGE);
        return z.NEVER;
      }
      return "";
    }
    const outcome = check(text);
    if (!outcome.ok) {
      ctx.addIssue(outcome.message);
      return z.NEVER;
    }
    return outcome.value;
  });
}

const fromRule =
  (rule: FieldRule | undefined, maxLength: number | undefined, tooLongMessage: string) =>
  (text: string): Outcome => {
    if (maxLength !== undefined && text.length > maxLength) {
      return { ok: false, message: tooLongMessage };
    }
    const message = rule?.(text) ?? null;
    return message === null ? { ok: true, value: text } : { ok: false, message };
  };

/**
 * The required-by-default helper: trimmed text, optionally with a rule and a length cap
 * (`tooLongMessage` says what is over it: characters by default).
 */
export function textSchema(
  options: RequiredOption & { rule?: FieldRule; maxLength?: number; tooLongMessage?: string } = {},
) {
  const tooLong = options.tooLongMessage ?? TOO_MANY_CHARACTERS_MESSAGE;
  return textFieldSchema(
    options.isRequired ?? true,
    fromRule(options.rule, options.maxLength, tooLong),
  );
}

export const emailSchema = (options: RequiredOption = {}) =>
  textSchema({ ...options, rule: emailRule });

export const nameSchema = (options: RequiredOption = {}) =>
  textSchema({ ...options, rule: nameRule });

export const postcodeSchema = (options: RequiredOption & { format?: PostcodeFormat } = {}) =>
  textSchema({ isRequired: options.isRequired, rule: postcodeRuleFor(options.format) });

/** Longer than any number written with separators and a prefix; the rule refuses it anyway. */
const PHONE_TEXT_MAX_LENGTH = 40;

type PhoneParseOptions = { alwaysAccepted?: string | null; e164?: E164Country };

/**
 * A phone answer as every lead keeps it: E.164 ("0299999999" -> "+61299999999", see
 * toE164Phone); with `e164`, a number for a text-message channel, the mobile in E.164.
 */
function parsePhone(text: string, variant: PhoneVariant, options: PhoneParseOptions): Outcome {
  const result = validatePhone(text, variant, { alwaysAccepted: options.alwaysAccepted });
  if (!result.ok) return { ok: false, message: result.message };
  if (options.e164 === undefined) {
    const e164 = toE164Phone(text, variant, { alwaysAccepted: options.alwaysAccepted });
    return { ok: true, value: e164 ?? result.normalised };
  }
  const e164 = toE164Mobile(result.normalised, options.e164, {
    alwaysAccepted: options.alwaysAccepted,
  });
  return e164.ok ? { ok: true, value: e164.e164 } : { ok: false, message: e164.message };
}

/** A phone field's schema: parses to the number in E.164 (see parsePhone). */
export function phoneSchema(
  variant: PhoneVariant,
  options: RequiredOption & PhoneParseOptions = {},
) {
  return textFieldSchema(options.isRequired ?? true, (text) => parsePhone(text, variant, options));
}

const TRUE_WORDS = new Set(["true", "on", "yes", "1"]);
const FALSE_WORDS = new Set(["false", "off", "no", "0"]);

/** Checkbox and yes/no answers as they come from JSON or form posts; null means unanswered. */
export function toBooleanAnswer(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === "string") {
    const word = value.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
  }
  return null;
}

/** A checkbox; when required (e.g. terms and conditions) it must be ticked. */
export function checkSchema(options: RequiredOption = {}) {
  const isRequired = options.isRequired ?? true;
  return z.unknown().transform((input, ctx) => {
    if (!isUnanswered(input) && toBooleanAnswer(input) === null) {
      ctx.addIssue(NOT_YES_NO_MESSAGE);
      return z.NEVER;
    }
    const answer = toBooleanAnswer(input) ?? false;
    if (isRequired && !answer) {
      ctx.addIssue(REQUIRED_MESSAGE);
      return z.NEVER;
    }
    return answer;
  });
}

/** A Yes/No question; when required, either answer will do but one must be given. */
export function yesNoSchema(options: RequiredOption = {}) {
  const isRequired = options.isRequired ?? true;
  return z.unknown().transform((input, ctx): "Yes" | "No" | undefined => {
    const answer = toBooleanAnswer(input);
    if (answer === null && !isUnanswered(input)) {
      ctx.addIssue(NOT_YES_NO_MESSAGE);
      return z.NEVER;
    }
    if (answer === null) {
      if (isRequired) {
        ctx.addIssue(REQUIRED_MESSAGE);
        return z.NEVER;
      }
      return undefined;
    }
    return answer ? "Yes" : "No";
  });
}

/**
 * Several choices; a lone string is one choice. When required, at least one. With `choices`,
 * each must be one of them.
 */
export function choiceListSchema(options: RequiredOption & { choices?: readonly string[] } = {}) {
  const isRequired = options.isRequired ?? true;
  return z.unknown().transform((input, ctx) => {
    const items = Array.isArray(input) ? input : [input];
    if (!items.every(isTextLike)) {
      ctx.addIssue(NOT_CHOICES_MESSAGE);
      return z.NEVER;
    }
    const list = items.map(toText).filter((choice) => choice !== "");
    if (isRequired && list.length === 0) {
      ctx.addIssue(REQUIRED_MESSAGE);
      return z.NEVER;
    }
    const { choices } = options;
    if (choices && choices.length > 0 && !list.every((choice) => choices.includes(choice))) {
      ctx.addIssue(CHOICE_MESSAGE);
      return z.NEVER;
    }
    return list;
  });
}

/** Whole stars from 1 to STAR_RATING_MAX; anything else counts as not rated. */
export function starRatingSchema(options: RequiredOption = {}) {
  const isRequired = options.isRequired ?? true;
  return z.unknown().transform((input, ctx): number | undefined => {
    const text = toText(input);
    const stars = text === "" ? Number.NaN : Number(text);
    if (Number.isInteger(stars) && stars >= 1 && stars <= STAR_RATING_MAX) return stars;
    if (isRequired) {
      ctx.addIssue(REQUIRED_MESSAGE);
      return z.NEVER;
    }
    return undefined;
  });
}

/** Uploads are checked for presence only; what a file is, the upload endpoint decides. */
export function fileSchema(options: RequiredOption = {}) {
  const isRequired = options.isRequired ?? true;
  return z.unknown().superRefine((input, ctx) => {
    const present = Array.isArray(input)
      ? input.some((file) => file !== null && file !== undefined)
      : input !== null && input !== undefined && input !== "";
    if (isRequired && !present) ctx.addIssue(REQUIRED_MESSAGE);
  });
}

/** The parts of a form field that decide its validation. */
type FieldRules = {
  name: string;
  type: FieldType;
  isRequired?: boolean;
  maxLength?: number;
  /** dob: the youngest age the form accepts. */
  minimumAge?: number;
  /** A choice field's options: the answer must be one of them when there are any. */
  options?: readonly { value: string }[];
  /** phone: kept in E.164 for a text-message channel. */
  phoneFormat?: "e164";
};

/** A typed answer's parser, and how long its text may be before it is refused. */
type TypedParser = { parse: (text: string) => Parsed; maxLength: number };

/**
 * How a lead carries a field's answer (see form-definition's serialiser); a "date" is sent whole
 * and also as its _day, _month and _year parts (§3).
 */
export type AnswerKind = "text" | "none" | "yes-no" | "opt-in" | "check" | "date";

/** How a kept lead holds a card answer (decision 0018): its last four digits, or not at all. */
export type KeptCardAnswer = "lastFour" | "dropped";

/**
 * What one §3 field type is, in one row: how its answer is checked and normalised, the maxlength
 * its input carries, how a lead carries the answer and how a kept lead holds it. Adding a field
 * type is a row here and an input in the storefront's FIELD_INPUTS
 * (components/forms/form-field.tsx); the compiler asks for both.
 */
export type FieldTypeRule = {
  /**
   * A typed answer: parsed to what a lead carries ("$32,500" -> "32500"), the same in the browser
   * and on the server. Null when this field has nothing to type-check (a select with no options).
   */
  typed?: (field: FieldRules, ctx: FieldContext) => TypedParser | null;
  /** An answer that is not text checked by a rule; absent, the plain text answer. */
  schema?: (field: FieldRules, ctx: FieldContext, isRequired: boolean) => z.ZodType;
  /** The maxlength its input carries in place of the field's own. */
  inputMaxLength?: (ctx: FieldContext) => number | undefined;
  /** Its answer is a number written out (a quantity, money, an odometer, a year). */
  isNumber?: boolean;
  answer: AnswerKind;
  /** A card answer, kept as this says once the lead passes; absent, the answer is kept as given. */
  kept?: KeptCardAnswer;
  /** It may carry a fixed value of the form's (the field's `value`), sent in place of any answer. */
  carriesFixedValue?: boolean;
  /**
   * Its answer is a file the browser keeps and uploads with the lead (multipart form data), not
   * a value of the form's answers.
   */
  isUpload?: boolean;
};

const today = (ctx: FieldContext) => calendarDay(ctx.today ?? new Date());
const longText = (field: FieldRules) => field.maxLength ?? 64;
/** A fixed list of answers: the server takes only the field's own options, as the browser does. */
const choiceOf = (field: FieldRules): TypedParser | null => {
  const values = (field.options ?? []).map((option) => option.value);
  return values.length > 0 ? { parse: (text) => parseChoice(text, values), maxLength: 100 } : null;
};
const choiceField: FieldTypeRule = { typed: choiceOf, answer: "text" };
const textField: FieldTypeRule = { answer: "text" };
/** Ticks or cards of which any number may be chosen, each one of the field's own options. */
const choiceListField: FieldTypeRule = {
  schema: (field, _, isRequired) =>
    choiceListSchema({ isRequired, choices: field.options?.map((option) => option.value) }),
  answer: "text",
};
/** MM/YY, judged against today by `parse`; its text may carry spaces around the slash. */
const expiryField = (parse: (text: string, today: CalendarDay) => Parsed): FieldTypeRule => ({
  typed: (_, ctx) => ({
    parse: (text) => parse(text, today(ctx)),
    maxLength: EXPIRY_MAX_LENGTH + 2,
  }),
  inputMaxLength: () => EXPIRY_MAX_LENGTH,
  answer: "text",
});

export const FIELD_TYPE_RULES = {
  address: {
    typed: (field) => ({ parse: parseAddress, maxLength: field.maxLength ?? ADDRESS_MAX_LENGTH }),
    answer: "text",
  },
  // Carries no answer of the visitor's: a button acts.
  button: { schema: () => z.unknown(), answer: "none" },
  cardNumber: {
    typed: () => ({ parse: parseCardNumber, maxLength: CARD_NUMBER_MAX_LENGTH }),
    inputMaxLength: () => CARD_NUMBER_MAX_LENGTH,
    answer: "text",
    kept: "lastFour",
  },
  CCExpiration: { ...expiryField(parseCardExpiry), kept: "dropped" },
  check: { schema: (_, __, isRequired) => checkSchema({ isRequired }), answer: "check" },
  checkGroup: choiceListField,
  checkCard: choiceListField,
  currency: {
    typed: (field) => ({ parse: parseCurrency, maxLength: longText(field) }),
    isNumber: true,
    answer: "text",
  },
  dateTime: textField,
  dob: {
    typed: (field, ctx) => ({
      parse: (text) => parseDateOfBirth(text, today(ctx), field.minimumAge),
      maxLength: 12,
    }),
    answer: "date",
  },
  email: {
    schema: (field, _, isRequired) =>
      textSchema({ isRequired, rule: emailRule, maxLength: field.maxLength }),
    answer: "text",
  },
  expiryDate: expiryField(parseExpiry),
  // Uploads are checked for presence only; they travel as multipart data, never in the JSON body.
  file: {
    schema: (_, __, isRequired) => fileSchema({ isRequired }),
    answer: "none",
    isUpload: true,
  },
  fullName: {
    schema: (field, _, isRequired) =>
      textSchema({ isRequired, rule: nameRule, maxLength: field.maxLength }),
    answer: "text",
  },
  // Holds a fixed value of the form's, never the visitor's.
  hidden: { schema: () => z.unknown(), answer: "text", carriesFixedValue: true },
  kilometre: {
    typed: (field, ctx) => ({
      parse: (text) => parseWholeDistance(text, ctx.distanceUnit ?? "km"),
      maxLength: longText(field),
    }),
    isNumber: true,
    answer: "text",
  },
  licenseNumber: {
    typed: () => ({ parse: parseLicence, maxLength: LICENCE_MAX_LENGTH + 4 }),
    inputMaxLength: () => LICENCE_MAX_LENGTH,
    answer: "text",
  },
  locationSelect: choiceField,
  make: textField,
  model: textField,
  number: {
    typed: (field) => ({ parse: parseNumber, maxLength: longText(field) }),
    isNumber: true,
    answer: "text",
  },
  // §5: opt-in is optional; consent that cannot be withheld is not consent.
  optIn: { schema: () => checkSchema({ isRequired: false }), answer: "opt-in" },
  // Typed, so a lead carries the number in E.164 whichever way it was written (one rule).
  phone: {
    typed: (field, ctx) => ({
      parse: (text) =>
        parsePhone(text, ctx.phoneVariant, {
          alwaysAccepted: ctx.alwaysAcceptedPhone,
          e164: field.phoneFormat === "e164" ? (ctx.country ?? "AU") : undefined,
        }),
      maxLength: PHONE_TEXT_MAX_LENGTH,
    }),
    inputMaxLength: (ctx) => (ctx.phoneVariant === "nz" ? NZ_PHONE_MAX_LENGTH : undefined),
    answer: "text",
  },
  // The spec fixes the postcode's length (4; a ZIP+4 is 10).
  postcode: {
    schema: (_, ctx, isRequired) => postcodeSchema({ isRequired, format: ctx.postcodeFormat }),
    inputMaxLength: (ctx) => POSTCODE_RULES[ctx.postcodeFormat ?? "four-digit"].maxLength,
    answer: "text",
  },
  radio: choiceField,
  radioGroup: choiceField,
  rego: {
    typed: () => ({ parse: parseRego, maxLength: REGO_MAX_LENGTH + 4 }),
    inputMaxLength: () => REGO_MAX_LENGTH,
    answer: "text",
  },
  select: choiceField,
  serviceInterval: {
    typed: (_, ctx) => ({
      parse: (text) => parseChoice(text, serviceIntervals(ctx.distanceUnit)),
      maxLength: 100,
    }),
    answer: "text",
  },
  starRating: { schema: (_, __, isRequired) => starRatingSchema({ isRequired }), answer: "text" },
  string: textField,
  textarea: textField,
  tyres: {
    typed: () => ({ parse: (text) => parseChoice(text, TYRE_OPTIONS), maxLength: 100 }),
    answer: "text",
  },
  year: {
    typed: (_, ctx) => ({ parse: (text) => parseYear(text, today(ctx)), maxLength: 4 }),
    isNumber: true,
    answer: "text",
  },
  yesNo: { schema: (_, __, isRequired) => yesNoSchema({ isRequired }), answer: "yes-no" },
} satisfies Record<FieldType, FieldTypeRule>;

/** The row of a field type, read as a FieldTypeRule so its optional parts can be asked for. */
export const fieldTypeRule = (type: FieldType): FieldTypeRule => FIELD_TYPE_RULES[type];

/** Builds the schema for one field definition, so a form's schema follows from its data. */
export function fieldSchema(field: FieldRules, ctx: FieldContext): z.ZodType {
  const isRequired = field.isRequired ?? true;
  const rule = fieldTypeRule(field.type);
  const tooLong = rule.isNumber ? TOO_MANY_DIGITS_MESSAGE : TOO_MANY_CHARACTERS_MESSAGE;
  const typed = rule.typed?.(field, ctx);
  if (typed) {
    return textFieldSchema(isRequired, (text) =>
      text.length > typed.maxLength ? { ok: false, message: tooLong } : typed.parse(text),
    );
  }
  if (rule.schema) return rule.schema(field, ctx, isRequired);
  const isName = (NAME_FIELD_NAMES as readonly string[]).includes(field.name);
  return textSchema({
    isRequired,
    rule: isName ? nameRule : undefined,
    maxLength: field.maxLength,
    tooLongMessage: tooLong,
  });
}

/**
 * The answer of a typed field as a lead carries it ("$32,500" -> "32500", "abc 123" ->
 * "ABC123"); any other answer, or one that does not parse, is left as it is.
 */
export function normaliseAnswer(field: FieldRules, text: string, ctx: FieldContext): string {
  const parsed = fieldTypeRule(field.type).typed?.(field, ctx)?.parse(text);
  return parsed?.ok ? parsed.value : text;
}

/** The maxlength an input should carry: its type's where it has one, else the field's own. */
export function inputMaxLength(
  field: Pick<FieldRules, "type" | "maxLength">,
  ctx: FieldContext,
): number | undefined {
  const rule = fieldTypeRule(field.type);
  return rule.inputMaxLength?.(ctx) ?? field.maxLength;
}

/** The first message for a value, or null when the field accepts it. Never throws. */
export function fieldError(field: FieldRules, value: unknown, ctx: FieldContext): string | null {
  const result = fieldSchema(field, ctx).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? REQUIRED_MESSAGE);
}
