/**
 * The Vehicle Identification Number rule (ISO 3779, and in North America 49 CFR 565, the rule
 * NHTSA's decoder applies): 17 characters, capital letters and digits without I, O and Q, and in
 * a North American VIN a check digit in position 9. The car API takes any VIN of the right
 * characters (a dealer's typo must not stop a car going on sale); the catalogue feeds that
 * require a VIN leave out a car whose VIN fails (`catalogue/feed-requirements.ts`).
 */

export const VIN_LENGTH = 17;
/** The characters a VIN may hold: I, O and Q are never used (they read as 1 and 0). */
export const VIN_CHARACTERS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
/** Where the check digit sits (position 9, counted from 1). */
const VIN_CHECK_DIGIT_INDEX = 8;
/**
 * The first character of a VIN names the region of the maker (ISO 3780 WMI): 1, 4, 5 and 7 the
 * United States, 2 Canada, 3 Mexico. These makers must give every VIN a check digit.
 */
const NORTH_AMERICAN_VIN_STARTS = ["1", "2", "3", "4", "5", "7"] as const;
/** 17-character VINs and their check digit became mandatory with model year 1981. */
const FIRST_CHECKED_MODEL_YEAR = 1981;
/**
 * An imported vehicle (a maker outside North America) at least this many years old needs no
 * check digit: the United States lets such a vehicle in without meeting its safety standards,
 * 49 CFR 565 among them (NHTSA's 25-year import exemption), and Google's vehicle listings take
 * its VIN so.
 */
const IMPORT_EXEMPT_AGE_YEARS = 25;

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** The number a VIN character counts for in the check digit (49 CFR 565.15 table). */
// prettier-ignore
const LETTER_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};

function transliterate(character: string): number {
  return /[0-9]/.test(character) ? Number(character) : (LETTER_VALUES[character] ?? Number.NaN);
}

/** The check digit a VIN of valid characters should carry: "0" to "9", or "X" for ten. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < VIN_LENGTH; i += 1) sum += transliterate(vin[i]!) * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** A VIN with its check digit put in position 9. */
export function withVinCheckDigit(vin: string): string {
  return `${vin.slice(0, VIN_CHECK_DIGIT_INDEX)}${vinCheckDigit(vin)}${vin.slice(VIN_CHECK_DIGIT_INDEX + 1)}`;
}

export type VinProblem = "no-vin" | "vin-not-17-characters" | "vin-characters" | "vin-check-digit";

type VinCheck = { isValid: true; vin: string } | { isValid: false; reason: VinProblem };

type VinCheckOptions = {
  /** The model year: VINs of cars before 1981 kept no common format and are not checked. */
  year?: number;
  /**
   * This year (the caller's clock): an imported vehicle whose model year is at least
   * `IMPORT_EXEMPT_AGE_YEARS` before it is not checked. Without it, only the 1981 rule applies.
   */
  currentYear?: number;
  /**
   * Check the digit whatever the maker's region: NHTSA's rule covers every vehicle sold in the
   * United States, imports included (Google's US vehicle listings apply it so).
   */
  isUnitedStatesMarket?: boolean;
};

/**
 * Whether a VIN is one the platforms take: present, 17 characters, only VIN characters, and
 * where the check digit applies (a North American maker, or any car for the US market, from
 * model year 1981, except an import 25 or more years old), the right check digit. Spaces around it are ignored; letters are compared as capitals.
 */
export function checkVin(vin: string | null | undefined, options: VinCheckOptions = {}): VinCheck {
  const text = vin?.trim().toUpperCase() ?? "";
  if (!text) return { isValid: false, reason: "no-vin" };
  if (text.length !== VIN_LENGTH) return { isValid: false, reason: "vin-not-17-characters" };
  if (!VIN_PATTERN.test(text)) return { isValid: false, reason: "vin-characters" };
  const isNorthAmerican = (NORTH_AMERICAN_VIN_STARTS as readonly string[]).includes(text[0]!);
  const isExemptImport =
    !isNorthAmerican &&
    options.year !== undefined &&
    options.currentYear !== undefined &&
    options.currentYear - options.year >= IMPORT_EXEMPT_AGE_YEARS;
  const isChecked =
    (options.year === undefined || options.year >= FIRST_CHECKED_MODEL_YEAR) &&
    !isExemptImport &&
    (options.isUnitedStatesMarket === true || isNorthAmerican);
  if (isChecked && text[VIN_CHECK_DIGIT_INDEX] !== vinCheckDigit(text)) {
    return { isValid: false, reason: "vin-check-digit" };
  }
  return { isValid: true, vin: text };
}

/** Why a VIN is refused, in words for a dealer's feed report. */
export const VIN_PROBLEM_MESSAGES = {
  "no-vin": "has no VIN",
  "vin-not-17-characters": `has a VIN that is not ${VIN_LENGTH} characters`,
  "vin-characters":
    "has a VIN with characters a VIN never holds (only A-Z without I, O, Q, and 0-9)",
  "vin-check-digit":
    "has a VIN whose check digit (position 9) does not match the other characters (ISO 3779 / NHTSA)",
} as const satisfies Record<VinProblem, string>;
