/**
 * Words and units that change with a site's locale, template and labels (spec §1).
 * Everything here is pure: the site's settings come in as arguments. The words themselves are
 * in the locale dictionary (`dictionary.ts`).
 */
import { LOCALES, type LocaleCode, type SiteTemplate } from "../domain/locale-code.ts";
import { DICTIONARY } from "./dictionary.ts";

export {
  DEFAULT_LOCALE,
  LOCALES,
  SITE_TEMPLATES,
  type LocaleCode,
  type SiteTemplate,
} from "../domain/locale-code.ts";

const DEFAULT_VEHICLE_NOUN = "Car";

const VEHICLE_NOUN_BY_TEMPLATE: Record<SiteTemplate, string> = {
  cars: DEFAULT_VEHICLE_NOUN,
  rv: "RV",
  campers: "Camper",
  truck: "Truck",
  // The trucks template has always shown the plural as its noun; kept so its pages read the same.
  trucks: "Trucks",
  motorcycles: "Motorcycle",
};

/**
 * The singular noun for one vehicle on a site. A non-blank override from the site's labels wins
 * over the template's noun.
 */
export function vehicleNoun(
  template: SiteTemplate | null | undefined,
  override?: string | null,
): string {
  const trimmed = override?.trim();
  if (trimmed) return trimmed;
  return template ? VEHICLE_NOUN_BY_TEMPLATE[template] : DEFAULT_VEHICLE_NOUN;
}

type IrregularPlural = {
  /** Characters removed from the end of the singular before the suffix is added. */
  drop: number;
  suffix: string;
  /** Acronyms take a lower-case "s" even when written in capitals ("SUVs", never "SUVS"). */
  isAcronym: boolean;
};

// Spec §1 names these four; the general rules below would mostly agree, but the spec's list wins.
const IRREGULAR_PLURALS: Record<string, IrregularPlural> = {
  bus: { drop: 0, suffix: "es", isAcronym: false },
  hatch: { drop: 0, suffix: "es", isAcronym: false },
  suv: { drop: 0, suffix: "s", isAcronym: true },
  utility: { drop: 1, suffix: "ies", isAcronym: false },
};

const isAllCaps = (word: string) => /[A-Z]/.test(word) && word === word.toUpperCase();

/**
 * Plural of a vehicle noun or a short phrase ending in one ("Small SUV" -> "Small SUVs").
 * Only the last word changes. Words already plural ("Trucks", "RVs") are returned unchanged.
 */
export function pluralize(noun: string): string {
  const match = /^(.*?)([A-Za-z0-9]+)(\W*)$/.exec(noun);
  if (!match) return noun;
  const [, head = "", word = "", tail = ""] = match;
  return `${head}${pluralizeWord(word)}${tail}`;
}

function pluralizeWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular) {
    const suffix =
      isAllCaps(word) && !irregular.isAcronym ? irregular.suffix.toUpperCase() : irregular.suffix;
    return word.slice(0, word.length - irregular.drop) + suffix;
  }
  // Acronyms and model codes ("RV", "4WD", "ATV") take a lower-case "s".
  if (isAllCaps(word)) return `${word}s`;
  // Ends in "s" but not "ss" or "us": already a plural ("Trucks", "Campers", "SUVs").
  if (/[^su]s$/i.test(word)) return word;
  if (/(?:s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

type UsedLabelOptions = { usePreOwnedLabel: boolean };

/** What used stock is called on a site: one dealership group calls it pre-owned (spec §1). */
export function usedLabel({ usePreOwnedLabel }: UsedLabelOptions): "Used" | "Pre-owned" {
  return usePreOwnedLabel ? "Pre-owned" : "Used";
}

/** The same label in lower case, which is also its URL slug ("used" or "pre-owned"). */
export function usedSlug(options: UsedLabelOptions): "used" | "pre-owned" {
  return options.usePreOwnedLabel ? "pre-owned" : "used";
}

// The swaps live in the locale dictionary; one pattern per locale, longest word first so
// "enquiries" is never read as "enquire" plus leftovers.
const SWAP_PATTERNS = new Map<LocaleCode, RegExp | null>(
  LOCALES.map((locale) => {
    const words = Object.keys(DICTIONARY[locale].swaps);
    if (words.length === 0) return [locale, null];
    const alternatives = words.sort((a, b) => b.length - a.length).join("|");
    return [locale, new RegExp(`(?<![A-Za-z])(${alternatives})(?![A-Za-z])`, "gi")];
  }),
);

function matchCase(original: string, replacement: string): string {
  if (isAllCaps(original)) return replacement.toUpperCase();
  if (original[0] === original[0]?.toUpperCase()) {
    // "ZIP code" keeps its capitals after a capital; "gas" becomes "Gas".
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}

/**
 * Swaps Australian spellings and words for the locale's own (US sites: color, inquiry, gas), keeping each word's
 * capitalisation. It swaps words only: distances are converted by `formatDistance`.
 */
export function localize(text: string, locale: LocaleCode): string {
  const pattern = SWAP_PATTERNS.get(locale);
  if (!pattern) return text;
  const swaps = DICTIONARY[locale].swaps;
  return text.replace(pattern, (word) => {
    const replacement = swaps[word.toLowerCase()];
    return replacement ? matchCase(word, replacement) : word;
  });
}

type DistanceUnit = "km" | "mi";

export const KILOMETRES_PER_MILE = 1.609344;

export function distanceUnit(locale: LocaleCode): DistanceUnit {
  return DICTIONARY[locale].distanceUnit;
}

/** A distance stored in kilometres, in the site's unit and rounded to whole units. */
export function siteDistance(
  km: number,
  locale: LocaleCode,
): { value: number; unit: DistanceUnit } {
  const unit = distanceUnit(locale);
  return { value: Math.round(unit === "mi" ? km / KILOMETRES_PER_MILE : km), unit };
}

/** A distance a shopper gave in the site's unit (a form's odometer), in kilometres. */
export function kmFromSiteDistance(value: number, locale: LocaleCode): number {
  return distanceUnit(locale) === "mi" ? Math.round(value * KILOMETRES_PER_MILE) : value;
}

/**
 * An odometer reading, stored in kilometres, for display: "12,345 km", or on US sites converted
 * and rounded to whole miles, "7,671 mi". Throws on a non-finite number, which is a bug upstream.
 */
export function formatDistance(km: number, locale: LocaleCode): string {
  if (!Number.isFinite(km)) throw new RangeError(`Cannot format a distance of ${km} km.`);
  const { value, unit } = siteDistance(km, locale);
  // Adding 0 turns -0 into 0 so a tiny negative reading never shows as "-0".
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value + 0)} ${unit}`;
}

export type LengthUnit = "m" | "ft";

const METRES_PER_FOOT = 0.3048;
const INCHES_PER_FOOT = 12;

/**
 * The unit a site measures a vehicle's length in: feet (and inches) where it counts miles, the
 * odometer's rule; metres elsewhere. Lengths are stored in metres either way.
 */
export function lengthUnit(locale: LocaleCode): LengthUnit {
  return distanceUnit(locale) === "mi" ? "ft" : "m";
}

/**
 * A length stored in metres as the site writes it: "6.4 m", or on a site that counts miles
 * rounded to the inch, "21 ft 4 in" ("21 ft" when the inches are none).
 */
export function formatLength(metres: number, locale: LocaleCode): string {
  if (lengthUnit(locale) === "m") {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(metres)} m`;
  }
  const inches = Math.round((metres / METRES_PER_FOOT) * INCHES_PER_FOOT);
  const feet = Math.floor(inches / INCHES_PER_FOOT);
  const rest = inches % INCHES_PER_FOOT;
  return rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
}

/** A stored length as a form's field holds it in the site's unit: "6.4", "21 ft 4 in". */
export function siteLengthText(metres: number, locale: LocaleCode): string {
  return lengthUnit(locale) === "m" ? String(metres) : formatLength(metres, locale);
}

const NUMBER = String.raw`(\d{1,4}(?:\.\d{1,6})?)`;
const METRES_TEXT = new RegExp(String.raw`^${NUMBER}\s*(?:m|metres?|meters?)$`);
const FEET_TEXT = new RegExp(
  String.raw`^(?:${NUMBER}\s*(?:ft|feet|foot|')\s*)?(?:${NUMBER}\s*(?:in|inch|inches|"|'')?)?$`,
);

/**
 * A typed length in metres, to the centimetre: "6.4" in the unit given (the site's, or a feed
 * column's own), "6.4 m" always metres, "21 ft 4 in", "21' 4\"" and "21.5 ft" feet; a bare number
 * in feet is whole or decimal feet. Null when the text is no length (blank included).
 */
export function metresOfLengthText(text: string, unit: LengthUnit): number | null {
  const value = text.trim().toLowerCase().replace(",", ".");
  const metres = METRES_TEXT.exec(value);
  if (metres) return Math.round(Number(metres[1]) * 100) / 100;
  if (unit === "m" && /^\d{1,4}(?:\.\d{1,6})?$/.test(value)) {
    return Math.round(Number(value) * 100) / 100;
  }
  const feet = value === "" ? null : FEET_TEXT.exec(value);
  if (!feet) return null;
  const [, feetPart, inchPart] = feet;
  // A bare number on a feet site is feet; "4 in" alone is inches.
  const isBare = feetPart === undefined && !/in|"/.test(value);
  const totalFeet = isBare
    ? Number(inchPart)
    : Number(feetPart ?? 0) + Number(inchPart ?? 0) / INCHES_PER_FOOT;
  return Math.round(totalFeet * METRES_PER_FOOT * 100) / 100;
}

type Currency = { code: string; symbol: string };

const DEFAULT_CURRENCY: Currency = { code: "AUD", symbol: "$" };

/**
 * The currency a site prices in. The spec prices every site in AUD, whatever its locale; a site's
 * settings may override the code. An override that is not three letters throws, because silently
 * showing AUD for a dealer who chose otherwise would misprice every car. A well-formed code Intl
 * has no symbol for uses the code itself as its symbol.
 */
export function currencyFor(locale: LocaleCode, overrideCode?: string | null): Currency {
  const code = overrideCode?.trim().toUpperCase();
  if (!code || code === DEFAULT_CURRENCY.code) return DEFAULT_CURRENCY;
  if (!/^[A-Z]{3}$/.test(code)) throw new RangeError(`"${overrideCode}" is not a currency code.`);
  const parts = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: code,
    currencyDisplay: "narrowSymbol",
  }).formatToParts(0);
  const symbol = parts.find((part) => part.type === "currency")?.value ?? code;
  return { code, symbol };
}
