/**
 * Every shopper-facing word that differs between a site's locales, in one place (spec §1).
 * Australian English is the source text of the code; a locale's entry says what it shows
 * instead. A new word that differs by country is added here, to all three locales, and read
 * through `dictionary(locale)` (or `siteWords(settings).dict`), never written into a page.
 */
import type { PostcodeFormat } from "../domain/locale-code.ts";
import type { LocaleCode } from "../domain/locale-code.ts";

/** A state or region a site's country is divided into: its code and its name. */
type Region = { code: string; name: string };

export const AU_STATES: readonly Region[] = [
  { code: "ACT", name: "Australian Capital Territory" },
  { code: "NSW", name: "New South Wales" },
  { code: "NT", name: "Northern Territory" },
  { code: "QLD", name: "Queensland" },
  { code: "SA", name: "South Australia" },
  { code: "TAS", name: "Tasmania" },
  { code: "VIC", name: "Victoria" },
  { code: "WA", name: "Western Australia" },
];

/** New Zealand's regions with their ISO 3166-2:NZ codes. */
const NZ_REGIONS: readonly Region[] = [
  { code: "NTL", name: "Northland" },
  { code: "AUK", name: "Auckland" },
  { code: "WKO", name: "Waikato" },
  { code: "BOP", name: "Bay of Plenty" },
  { code: "GIS", name: "Gisborne" },
  { code: "HKB", name: "Hawke's Bay" },
  { code: "TKI", name: "Taranaki" },
  { code: "MWT", name: "Manawatū-Whanganui" },
  { code: "WGN", name: "Wellington" },
  { code: "TAS", name: "Tasman" },
  { code: "NSN", name: "Nelson" },
  { code: "MBH", name: "Marlborough" },
  { code: "WTC", name: "West Coast" },
  { code: "CAN", name: "Canterbury" },
  { code: "OTA", name: "Otago" },
  { code: "STL", name: "Southland" },
  { code: "CIT", name: "Chatham Islands" },
];

const US_STATE_NAMES: Record<string, string> = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
};

const US_STATES: readonly Region[] = Object.entries(US_STATE_NAMES).map(([code, name]) => ({
  code,
  name,
}));

export type LocaleDictionary = {
  locale: LocaleCode;
  /** ISO 3166 country of the locale, for addresses and lead deliveries. */
  country: "AU" | "NZ" | "US";
  /**
   * Whole words swapped in the Australian source text, lower case (inflections listed, so
   * "Colours" is swapped too). Applied by `localize`.
   */
  swaps: Readonly<Record<string, string>>;
  /** The odometer unit after a number: "12,345 km", "7,671 mi". */
  distanceUnit: "km" | "mi";
  /** The odometer in a sort label: "Highest Kms", "Highest Miles". */
  distanceSortWord: string;
  /** An odometer field's label. */
  odometerLabel: string;
  /** A vehicle's registration number: "Registration", "Plate". */
  registration: string;
  /** What the country's parts are called in a form: "State", "Region". */
  regionLabel: string;
  regions: readonly Region[];
  /** Whether a street address shows its region ("Austin, TX"; New Zealand addresses do not). */
  isRegionInAddress: boolean;
  /** The postal code's label: "Postcode", "ZIP code". */
  postcodeLabel: string;
  /** How the postal code is written, and so checked. */
  postcodeFormat: PostcodeFormat;
  /**
   * Words another locale uses and this one never shows (lower case, matched as written, so
   * " km" means the unit after a number). The locale-words test fails a page that shows one.
   */
  foreignWords: readonly string[];
};

// Source text is Australian English; en-NZ shares its words and differs in regions.
const AU_SOURCE = {
  swaps: {},
  distanceUnit: "km",
  distanceSortWord: "Kms",
  odometerLabel: "Odometer (km)",
  registration: "Registration",
  postcodeLabel: "Postcode",
  postcodeFormat: "four-digit",
  foreignWords: ["inquir", "color", " mi ", " miles", "zip code", "license plate", "gas "],
} as const;

const US_SWAPS: Record<string, string> = {
  colour: "color",
  colours: "colors",
  coloured: "colored",
  enquiry: "inquiry",
  enquiries: "inquiries",
  enquire: "inquire",
  enquires: "inquires",
  enquired: "inquired",
  enquiring: "inquiring",
  petrol: "gas",
  kilometre: "mile",
  kilometres: "miles",
  kms: "miles",
  registration: "plate",
  rego: "plate",
  postcode: "ZIP code",
  tyre: "tire",
  tyres: "tires",
};

export const DICTIONARY: Readonly<Record<LocaleCode, LocaleDictionary>> = {
  "en-AU": {
    ...AU_SOURCE,
    locale: "en-AU",
    country: "AU",
    regionLabel: "State",
    regions: AU_STATES,
    isRegionInAddress: true,
  },
  "en-NZ": {
    ...AU_SOURCE,
    // An Australian state on a New Zealand page is a form or address built from the wrong list.
    foreignWords: [
      ...AU_SOURCE.foreignWords,
      "new south wales",
      "queensland",
      "tasmania",
      "western australia",
      "south australia",
      "northern territory",
      "australian capital territory",
      "registration state",
      "state average",
    ],
    locale: "en-NZ",
    country: "NZ",
    regionLabel: "Region",
    regions: NZ_REGIONS,
    isRegionInAddress: false,
  },
  "en-US": {
    locale: "en-US",
    country: "US",
    swaps: US_SWAPS,
    distanceUnit: "mi",
    distanceSortWord: "Miles",
    odometerLabel: "Odometer (mi)",
    registration: "Plate",
    regionLabel: "State",
    regions: US_STATES,
    isRegionInAddress: true,
    postcodeLabel: "ZIP code",
    postcodeFormat: "us-zip",
    foreignWords: [
      "enquir",
      "colour",
      "petrol",
      " km",
      "kms",
      "kilomet",
      "tyre",
      "registration",
      "postcode",
    ],
  },
};

export function dictionary(locale: LocaleCode): LocaleDictionary {
  return DICTIONARY[locale];
}

/** The name of a region by its code in the locale's country, or the code when it has none. */
export function regionName(locale: LocaleCode, code: string): string {
  const upper = code.trim().toUpperCase();
  return DICTIONARY[locale].regions.find((region) => region.code === upper)?.name ?? code;
}

/**
 * A street address on one line as the locale's country writes it: "1 Beach Rd, Maroochydore
 * QLD 4558", "500 Congress Ave, Austin, TX 78701", and in New Zealand without the region,
 * "88 Broadway, Newmarket, Auckland 1023".
 */
export function formatAddress(
  address: { street: string; city: string; state: string; postcode: string },
  locale: LocaleCode,
): string {
  const words = DICTIONARY[locale];
  const region = words.isRegionInAddress ? address.state.trim() : "";
  const city = address.city.trim();
  const place =
    words.country === "US" && region
      ? `${city}, ${region}`
      : [city, region].filter(Boolean).join(" ");
  return [address.street.trim(), [place, address.postcode.trim()].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}

/**
 * The words of other locales found in a page's visible text, for the locale-words test:
 * an empty list when the text reads as the locale's own.
 */
export function foreignWordsIn(text: string, locale: LocaleCode): string[] {
  const lower = ` ${text.toLowerCase().replace(/\s+/g, " ")} `;
  return DICTIONARY[locale].foreignWords.filter((word) => lower.includes(word));
}
