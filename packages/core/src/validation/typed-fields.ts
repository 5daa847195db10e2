// Parsing and messages of the §3 field types that carry a shape of their own (a card number,
// an expiry, money, an odometer, a year, a rego, a date of birth, a licence number, a choice
// from data). Each parser takes the trimmed text and returns the value a lead carries, or the
// message the visitor sees; browser and server call the same parser through `fieldSchema`.
import {
  ADDRESS_MESSAGE,
  AGE_MESSAGE,
  CARD_EXPIRED_MESSAGE,
  CARD_NUMBER_MESSAGE,
  CHOICE_MESSAGE,
  CURRENCY_MESSAGE,
  DATE_MESSAGE,
  DATE_PARTS_MESSAGE,
  EXPIRY_FORMAT_MESSAGE,
  EXPIRY_PAST_MESSAGE,
  LICENCE_MESSAGE,
  NUMBER_MESSAGE,
  REGO_MESSAGE,
  WHOLE_DISTANCE_MESSAGE,
  yearRangeMessage,
} from "./messages.ts";

export type Parsed = { ok: true; value: string } | { ok: false; message: string };

const ok = (value: string): Parsed => ({ ok: true, value });
const bad = (message: string): Parsed => ({ ok: false, message });

/** A calendar date without a time: what "today" is for expiry and age rules. */
export type CalendarDay = { year: number; month: number; day: number };

export function calendarDay(date: Date): CalendarDay {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

// ---------------------------------------------------------------------------------------------
// Card number: 12 to 19 digits in groups, passing the Luhn check (ISO/IEC 7812).

const CARD_NUMBER_MIN_DIGITS = 12;
const CARD_NUMBER_MAX_DIGITS = 19;
/** Digits plus a separator after every group of four. */
export const CARD_NUMBER_MAX_LENGTH = CARD_NUMBER_MAX_DIGITS + 4;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "4111 1111 1111 1111" from whatever was typed: digits in groups of four. */
export function groupCardDigits(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

export function parseCardNumber(text: string): Parsed {
  if (!/^[\d\s-]+$/.test(text)) return bad(CARD_NUMBER_MESSAGE);
  const digits = text.replace(/[\s-]/g, "");
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) {
    return bad(CARD_NUMBER_MESSAGE);
  }
  return luhnValid(digits) ? ok(digits) : bad(CARD_NUMBER_MESSAGE);
}

// ---------------------------------------------------------------------------------------------
// Card expiry / expiry date: MM/YY, this month or later.

export const EXPIRY_MAX_LENGTH = 5;

/** "0") -> "0", "12" -> "12/", "1228" -> "12/28": the slash is put in while typing. */
export function formatExpiry(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 4);
  return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export function parseExpiry(text: string, today: CalendarDay): Parsed {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(text);
  if (!match) return bad(EXPIRY_FORMAT_MESSAGE);
  const month = Number(match[1]);
  if (month < 1 || month > 12) return bad(EXPIRY_FORMAT_MESSAGE);
  const year = 2000 + Number(match[2]);
  if (year < today.year || (year === today.year && month < today.month)) {
    return bad(EXPIRY_PAST_MESSAGE);
  }
  return ok(`${match[1]}/${match[2]}`);
}

/** The card form of the expiry: the same parse, its own past-date message. */
export function parseCardExpiry(text: string, today: CalendarDay): Parsed {
  const parsed = parseExpiry(text, today);
  return !parsed.ok && parsed.message === EXPIRY_PAST_MESSAGE ? bad(CARD_EXPIRED_MESSAGE) : parsed;
}

// ---------------------------------------------------------------------------------------------
// Numbers: a currency amount, a whole distance, a plain number.

const GROUPED_NUMBER = /^\d{1,3}(,\d{3})+$|^\d+$/;

/** "12500.5" -> "12,500.5"; keeps what is typed after the point. */
export function groupThousands(text: string, options: { allowDecimals: boolean }): string {
  const cleaned = text.replace(options.allowDecimals ? /[^\d.]/g : /\D/g, "");
  const [whole = "", ...rest] = cleaned.split(".");
  const grouped = whole.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return rest.length > 0 ? `${grouped}.${rest.join("").slice(0, 2)}` : grouped;
}

/** Dollars and cents: "$12,500", "12500.50"; the lead carries "12500.50" or "12500". */
export function parseCurrency(text: string): Parsed {
  const match = /^\$?\s*([\d,]+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match || !GROUPED_NUMBER.test(match[1]!)) return bad(CURRENCY_MESSAGE);
  const whole = String(Number(match[1]!.replace(/,/g, "")));
  return ok(match[2] === undefined ? whole : `${whole}.${match[2].padEnd(2, "0")}`);
}

/** An odometer reading in the site's unit: a whole number, separators allowed. */
export function parseWholeDistance(text: string, unit: "km" | "mi"): Parsed {
  const cleaned = text.replace(/\s*(km|kms|mi|miles)$/i, "");
  if (!GROUPED_NUMBER.test(cleaned)) return bad(WHOLE_DISTANCE_MESSAGE[unit]);
  return ok(String(Number(cleaned.replace(/,/g, ""))));
}

/** A number: digits with an optional decimal part and sign. */
export function parseNumber(text: string): Parsed {
  return /^-?\d+(\.\d+)?$/.test(text.replace(/,/g, ""))
    ? ok(text.replace(/,/g, ""))
    : bad(NUMBER_MESSAGE);
}

// ---------------------------------------------------------------------------------------------
// Year of a vehicle: from the first cars sold here to next year's models.

export const FIRST_VEHICLE_YEAR = 1950;

/** Newest first, as a select lists them. */
export function plausibleYears(today: CalendarDay): number[] {
  const years: number[] = [];
  for (let year = today.year + 1; year >= FIRST_VEHICLE_YEAR; year -= 1) years.push(year);
  return years;
}

export function parseYear(text: string, today: CalendarDay): Parsed {
  const newest = today.year + 1;
  if (!/^\d{4}$/.test(text)) return bad(yearRangeMessage(FIRST_VEHICLE_YEAR, newest));
  const year = Number(text);
  return year >= FIRST_VEHICLE_YEAR && year <= newest
    ? ok(text)
    : bad(yearRangeMessage(FIRST_VEHICLE_YEAR, newest));
}

// ---------------------------------------------------------------------------------------------
// Registration and licence: letters and digits, upper-cased.

/** The longest plate of AU, NZ and US registries, personalised ones included: one rule for the
 * forms' rego fields and the trade-in lookup. */
export const REGO_MAX_LENGTH = 9;
/** A normalised plate: capital letters and digits only (the forms' rego fields and the lookup). */
export const REGO_PATTERN = /^[A-Z0-9]+$/;
export const LICENCE_MAX_LENGTH = 12;

/** Registrations are compared without spaces or hyphens, in capitals: "abc-123" -> "ABC123". */
export function normaliseRego(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase();
}

export function parseRego(text: string): Parsed {
  const rego = normaliseRego(text);
  return rego.length >= 1 && rego.length <= REGO_MAX_LENGTH && REGO_PATTERN.test(rego)
    ? ok(rego)
    : bad(REGO_MESSAGE);
}

export function parseLicence(text: string): Parsed {
  const licence = text.replace(/\s/g, "").toUpperCase();
  return /^[A-Z0-9]{4,12}$/.test(licence) ? ok(licence) : bad(LICENCE_MESSAGE);
}

// ---------------------------------------------------------------------------------------------
// Address: one line, something a letter could be sent to.

export const ADDRESS_MAX_LENGTH = 200;

export function parseAddress(text: string): Parsed {
  const line = text.replace(/\s+/g, " ");
  // A street address has a number and a word; a lone word or a lone number is not one.
  return /\d/.test(line) && /\p{L}{2,}/u.test(line) ? ok(line) : bad(ADDRESS_MESSAGE);
}

// ---------------------------------------------------------------------------------------------
// Date of birth: day, month and year parts, a real date in the past, an age check if asked.

/** The dob field's value while parts are typed: "YYYY-MM-DD", parts may be empty ("1990--07"). */
export type DateParts = { day: string; month: string; year: string };

export function joinDateParts(parts: DateParts): string {
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export function splitDateParts(value: string): DateParts {
  const [year = "", month = "", day = ""] = value.split("-");
  return { day, month, year };
}

const daysInMonth = (year: number, month: number) =>
  new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Whole years between a birth date and today. */
export function ageOn(birth: CalendarDay, today: CalendarDay): number {
  const hadBirthday =
    today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function parseDateOfBirth(text: string, today: CalendarDay, minimumAge?: number): Parsed {
  const parts = splitDateParts(text);
  if (!parts.day || !parts.month || !parts.year) return bad(DATE_PARTS_MESSAGE);
  if (
    !/^\d{1,2}$/.test(parts.day) ||
    !/^\d{1,2}$/.test(parts.month) ||
    !/^\d{4}$/.test(parts.year)
  ) {
    return bad(DATE_MESSAGE);
  }
  const birth = { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
  if (
    birth.month < 1 ||
    birth.month > 12 ||
    birth.day < 1 ||
    birth.day > daysInMonth(birth.year, birth.month) ||
    birth.year < today.year - 120 ||
    ageOn(birth, today) < 0
  ) {
    return bad(DATE_MESSAGE);
  }
  if (minimumAge !== undefined && ageOn(birth, today) < minimumAge)
    return bad(AGE_MESSAGE(minimumAge));
  const pad = (n: number) => String(n).padStart(2, "0");
  return ok(`${birth.year}-${pad(birth.month)}-${pad(birth.day)}`);
}

// ---------------------------------------------------------------------------------------------
// Choices from data: a service interval, a tyre job. The answer must be one offered.

const SERVICE_INTERVALS_BY_UNIT = {
  km: [
    "First service (1,500 km)",
    "10,000 km / 6 months",
    "15,000 km / 12 months",
    "20,000 km / 12 months",
    "30,000 km / 18 months",
    "40,000 km / 24 months",
    "Logbook service (other)",
    "Not sure",
  ],
  mi: [
    "First service (1,000 miles)",
    "5,000 miles / 6 months",
    "7,500 miles / 6 months",
    "10,000 miles / 12 months",
    "15,000 miles / 12 months",
    "30,000 miles / 24 months",
    "Scheduled maintenance (other)",
    "Not sure",
  ],
} as const satisfies Record<"km" | "mi", readonly string[]>;

/** The service intervals a service form offers, in the site's distance unit. */
export function serviceIntervals(unit: "km" | "mi" = "km"): readonly string[] {
  return SERVICE_INTERVALS_BY_UNIT[unit];
}

export const TYRE_OPTIONS = [
  "One tyre",
  "Front pair",
  "Rear pair",
  "All four",
  "All four and spare",
  "Wheel alignment only",
  "Not sure",
] as const;

export function parseChoice(text: string, choices: readonly string[]): Parsed {
  return choices.includes(text) ? ok(text) : bad(CHOICE_MESSAGE);
}
