import { z } from "zod";
import type { FieldType } from "../forms/field-types.ts";
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
  type Parsed,
} from "./typed-fields.ts";

export const POSTCODE_MAX_LENGTH = 4;
/** RFC 5321 limit; also keeps the pattern's work bounded on pasted junk. */
export const EMAIL_MAX_LENGTH = 254;
/** Lead keys (§3) whose values must be letters and spaces (§5). */
export const NAME_FIELD_NAMES = ["first_name", "middle_name", "last_name"] as const;
export const STAR_RATING_MAX = 5;
/** Field types whose answer is a number written out (a quantity, money, an odometer, a year). */
export const NUMBER_FIELD_TYPES: readonly FieldType[] = ["number", "currency", "kilometre", "year"];

// Letters of any script plus combining marks, so "Zoë" and "Māui" pass on AU and NZ sites.
const NAME_PATTERN = /^[\p{L}\p{M}\s]+$/u;

/** How a country writes its postal code: Australia and New Zealand 4 digits, the US a ZIP code. */
export const POSTCODE_FORMATS = ["four-digit", "us-zip"] as const;
export type PostcodeFormat = (typeof POSTCODE_FORMATS)[number];

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
export type FieldRule = (value: string) => string | null;

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

/**
 * Parses to the normalised number ("0299999999"), which is what leads should carry; with
 * `e164`, a number for a text-message channel, to the mobile in E.164 ("+61411222333").
 */
export function phoneSchema(
  variant: PhoneVariant,
  options: RequiredOption & { alwaysAccepted?: string | null; e164?: E164Country } = {},
) {
  return textFieldSchema(options.isRequired ?? true, (text) => {
    const result = validatePhone(text, variant, { alwaysAccepted: options.alwaysAccepted });
    if (!result.ok) return { ok: false, message: result.message };
    if (options.e164 === undefined) return { ok: true, value: result.normalised };
    const e164 = toE164Mobile(result.normalised, options.e164, {
      alwaysAccepted: options.alwaysAccepted,
    });
    return e164.ok ? { ok: true, value: e164.e164 } : { ok: false, message: e164.message };
  });
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
export type FieldRules = {
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

/** The typed field types and their parsers; null for a type parsed otherwise. */
function typedParser(
  field: FieldRules,
  ctx: FieldContext,
): { parse: (text: string) => Parsed; maxLength: number } | null {
  const today = () => calendarDay(ctx.today ?? new Date());
  const long = field.maxLength ?? 64;
  switch (field.type) {
    case "cardNumber":
      return { parse: parseCardNumber, maxLength: CARD_NUMBER_MAX_LENGTH };
    case "CCExpiration":
      return { parse: (text) => parseCardExpiry(text, today()), maxLength: EXPIRY_MAX_LENGTH + 2 };
    case "expiryDate":
      return { parse: (text) => parseExpiry(text, today()), maxLength: EXPIRY_MAX_LENGTH + 2 };
    case "currency":
      return { parse: parseCurrency, maxLength: long };
    case "kilometre":
      return {
        parse: (text) => parseWholeDistance(text, ctx.distanceUnit ?? "km"),
        maxLength: long,
      };
    case "number":
      return { parse: parseNumber, maxLength: long };
    case "year":
      return { parse: (text) => parseYear(text, today()), maxLength: 4 };
    case "rego":
      return { parse: parseRego, maxLength: REGO_MAX_LENGTH + 4 };
    case "licenseNumber":
      return { parse: parseLicence, maxLength: LICENCE_MAX_LENGTH + 4 };
    case "address":
      return { parse: parseAddress, maxLength: field.maxLength ?? ADDRESS_MAX_LENGTH };
    case "dob":
      return {
        parse: (text) => parseDateOfBirth(text, today(), field.minimumAge),
        maxLength: 12,
      };
    case "serviceInterval":
      return {
        parse: (text) => parseChoice(text, serviceIntervals(ctx.distanceUnit)),
        maxLength: 100,
      };
    case "tyres":
      return { parse: (text) => parseChoice(text, TYRE_OPTIONS), maxLength: 100 };
    // A fixed list of answers: the server takes only the field's own options (a select, radio
    // buttons, the site's locations from its data), the same in the browser and on the server.
    case "select":
    case "radio":
    case "radioGroup":
    case "locationSelect": {
      const values = (field.options ?? []).map((option) => option.value);
      return values.length > 0
        ? { parse: (text) => parseChoice(text, values), maxLength: 100 }
        : null;
    }
    default:
      return null;
  }
}

/** Builds the schema for one field definition, so a form's schema follows from its data. */
export function fieldSchema(field: FieldRules, ctx: FieldContext): z.ZodType {
  const isRequired = field.isRequired ?? true;
  const typed = typedParser(field, ctx);
  if (typed) {
    const tooLong = NUMBER_FIELD_TYPES.includes(field.type) ? TOO_MANY_DIGITS_MESSAGE : null;
    return textFieldSchema(isRequired, (text) =>
      text.length > typed.maxLength
        ? { ok: false, message: tooLong ?? TOO_MANY_CHARACTERS_MESSAGE }
        : typed.parse(text),
    );
  }
  switch (field.type) {
    // Carry no answer of the visitor's: hidden fields hold fixed values, buttons act.
    case "hidden":
    case "button":
      return z.unknown();
    case "email":
      return textSchema({ isRequired, rule: emailRule, maxLength: field.maxLength });
    case "phone":
      return phoneSchema(ctx.phoneVariant, {
        isRequired,
        alwaysAccepted: ctx.alwaysAcceptedPhone,
        e164: field.phoneFormat === "e164" ? (ctx.country ?? "AU") : undefined,
      });
    case "postcode":
      return postcodeSchema({ isRequired, format: ctx.postcodeFormat });
    case "fullName":
      return textSchema({ isRequired, rule: nameRule, maxLength: field.maxLength });
    case "check":
      return checkSchema({ isRequired });
    // §5: opt-in is optional; consent that cannot be withheld is not consent.
    case "optIn":
      return checkSchema({ isRequired: false });
    case "yesNo":
      return yesNoSchema({ isRequired });
    case "checkGroup":
    case "checkCard":
      return choiceListSchema({
        isRequired,
        choices: field.options?.map((option) => option.value),
      });
    case "starRating":
      return starRatingSchema({ isRequired });
    case "file":
      return fileSchema({ isRequired });
    default: {
      const isName = (NAME_FIELD_NAMES as readonly string[]).includes(field.name);
      return textSchema({
        isRequired,
        rule: isName ? nameRule : undefined,
        maxLength: field.maxLength,
        tooLongMessage: NUMBER_FIELD_TYPES.includes(field.type)
          ? TOO_MANY_DIGITS_MESSAGE
          : TOO_MANY_CHARACTERS_MESSAGE,
      });
    }
  }
}

/**
 * The answer of a typed field as a lead carries it ("$32,500" -> "32500", "abc 123" ->
 * "ABC123"); any other answer, or one that does not parse, is left as it is.
 */
export function normaliseAnswer(field: FieldRules, text: string, ctx: FieldContext): string {
  const parsed = typedParser(field, ctx)?.parse(text);
  return parsed?.ok ? parsed.value : text;
}

/** The maxlength an input should carry: the spec fixes postcode (4; a ZIP+4 is 10) and NZ phone (15). */
export function inputMaxLength(
  field: Pick<FieldRules, "type" | "maxLength">,
  ctx: FieldContext,
): number | undefined {
  if (field.type === "postcode")
    return POSTCODE_RULES[ctx.postcodeFormat ?? "four-digit"].maxLength;
  if (field.type === "phone" && ctx.phoneVariant === "nz") return NZ_PHONE_MAX_LENGTH;
  if (field.type === "cardNumber") return CARD_NUMBER_MAX_LENGTH;
  if (field.type === "CCExpiration" || field.type === "expiryDate") return EXPIRY_MAX_LENGTH;
  if (field.type === "rego") return REGO_MAX_LENGTH;
  if (field.type === "licenseNumber") return LICENCE_MAX_LENGTH;
  return field.maxLength;
}

/** The first message for a value, or null when the field accepts it. Never throws. */
export function fieldError(field: FieldRules, value: unknown, ctx: FieldContext): string | null {
  const result = fieldSchema(field, ctx).safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? REQUIRED_MESSAGE);
}
