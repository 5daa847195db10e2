import { DEFAULT_LOCALE, LOCALES, type LocaleCode } from "../domain/locale-code.ts";
import { checkVin } from "../domain/vin.ts";
import { dictionary } from "../locale/dictionary.ts";

/**
 * The check digit rule of a car write. NHTSA's rule (49 CFR 565) covers every vehicle sold in
 * the United States, so a site whose country is the US refuses a VIN whose position 9 does not
 * match; elsewhere a VIN of the right characters is taken (a dealer's typo must not stop a car
 * going on sale). The exemptions of `checkVin` hold: a car before 1981, an import 25 years old.
 */

export const VIN_CHECK_DIGIT_MESSAGE =
  "This VIN's check digit (position 9) does not match: please check the VIN.";

export type CarVinRule = { isCheckDigitRequired: boolean };

/** The rule of a site by its locale's country; a stored locale not known reads as the default. */
export function carVinRule(locale: string | null | undefined): CarVinRule {
  const code = (LOCALES as readonly string[]).includes(locale ?? "")
    ? (locale as LocaleCode)
    : DEFAULT_LOCALE;
  return { isCheckDigitRequired: dictionary(code).country === "US" };
}

type CarVinProblem = { vin: string } | null;

/** The refusal, under the `vin` field, of a car written with this VIN and year; null when taken. */
export function carVinProblem(
  car: { vin: string | null; year: number },
  rule: CarVinRule,
  now: Date,
): CarVinProblem {
  if (!rule.isCheckDigitRequired || car.vin === null) return null;
  const check = checkVin(car.vin, {
    year: car.year,
    currentYear: now.getUTCFullYear(),
    isUnitedStatesMarket: true,
  });
  return check.isValid || check.reason !== "vin-check-digit"
    ? null
    : { vin: VIN_CHECK_DIGIT_MESSAGE };
}
