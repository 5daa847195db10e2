import {
  distanceUnit,
  formatLength,
  kmFromSiteDistance,
  lengthUnit,
  metresOfLengthText,
  siteDistance,
  siteLengthText,
  type LengthUnit,
} from "../locale/locale.ts";
import { isCaravanTemplate, type LocaleCode } from "../domain/locale-code.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import type { SiteSettings } from "../site/site-settings.ts";
import { siteWords } from "../site/site-words.ts";
import { MAX_CAR_KM, MAX_LENGTH_M, MIN_LENGTH_M } from "../stock/car-input.ts";
import type { FieldErrors } from "../validation/field-errors.ts";
import { priceValue } from "./stock-edit.ts";

/** A site's words and offer as the car form asks for them (from `siteWords` and its settings). */
export type CarFormWords = {
  /** The vehicle noun ("Car", "Caravan"). */
  noun: string;
  /** The odometer's label with its unit: "Odometer (km)", "Odometer (miles)". */
  odometerLabel: string;
  /** The plate's name: "Registration", "Plate". */
  registration: string;
  /** "Colour" or "Color". */
  colour: string;
  /** Used stock's name on the site: "Used" or "Pre-owned". */
  usedLabel: string;
  /** Whether the site offers subscriptions (then a subscription price is asked for). */
  offersSubscription: boolean;
  /** Whether the site sells caravans or RVs (then berths and length are asked for). */
  asksCaravanFields: boolean;
  /** The unit a length is typed in: metres, or feet and inches where the site counts miles. */
  lengthUnit: LengthUnit;
  /** The length's label with its unit: "Length (metres)", "Length (feet)". */
  lengthLabel: string;
  /** What to type for a length: "e.g. 6.4", "e.g. 21 ft 4 in". */
  lengthHint: string;
};

/**
 * The console's car form (add a car, edit one): its fields are named as the platform API names
 * them, so the write path's messages land beside the field they are about. Text as typed is
 * turned into the API's values here; every rule on them is the API's own (car-input.ts).
 */
export const CAR_FORM_TEXT_FIELDS = [
  "make",
  "model",
  "series",
  "badge",
  "body",
  "colour",
  "transmission",
  "drivetrain",
  "engine",
  "stocknum",
  "vin",
  "rego",
  "description",
] as const;
const CAR_FORM_PRICE_FIELDS = ["price", "before_price", "dapprice", "subscription_price"] as const;
export const CAR_FORM_FLAGS = ["certified", "preorder"] as const;

/** A whole number as typed ("12,345"); blank is none, other text is left for the schema to refuse. */
function wholeNumber(text: string | undefined): unknown {
  const value = (text ?? "").trim().replace(/[,\s]/g, "");
  if (value === "") return undefined;
  return /^\d{1,15}$/.test(value) ? Number(value) : value;
}

/**
 * A length as typed in the site's unit ("6.4" metres, "21 ft 4 in" on a site that counts miles)
 * in metres, as the API stores it; blank clears it, other text is left for the schema to refuse.
 */
function lengthValue(text: string, locale: LocaleCode): unknown {
  if (text.trim() === "") return null;
  return metresOfLengthText(text, lengthUnit(locale)) ?? text;
}

const LENGTH_WORDS = {
  m: { lengthLabel: "Length (metres)", lengthHint: "Overall length, e.g. 6.4." },
  ft: { lengthLabel: "Length (feet)", lengthHint: "Overall length, e.g. 21 ft 4 in, or 21.5." },
} as const;

/**
 * The car write a posted car form makes: text fields (blank clears an optional one), prices in
 * whole dollars, the odometer in the site's unit (miles on a US site, stored as km), the
 * condition, fuel, location and status as chosen, and each checkbox on when sent.
 */
export function carFormInput(
  values: Record<string, string>,
  locale: LocaleCode,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of CAR_FORM_TEXT_FIELDS) {
    if (values[field] !== undefined) input[field] = values[field];
  }
  for (const field of CAR_FORM_PRICE_FIELDS) {
    if (values[field] !== undefined) input[field] = priceValue(values[field]);
  }
  for (const field of CAR_FORM_FLAGS) input[field] = values[field] === "on";
  const year = wholeNumber(values.year);
  if (year !== undefined) input.year = year;
  const odometer = wholeNumber(values.odometer);
  input.km = typeof odometer === "number" ? kmFromSiteDistance(odometer, locale) : (odometer ?? 0);
  if (values.car_type) input.car_type = values.car_type;
  if (values.status) input.status = values.status;
  if (values.simple_fuel !== undefined) input.simple_fuel = values.simple_fuel || null;
  if (values.location) input.location_id = wholeNumber(values.location);
  // One feature a line; blank lines go (the schema drops them). Berths and length are sent only
  // where the form asks for them, so a form without them leaves the stored values alone.
  if (values.features !== undefined) input.features = values.features.split(/\r?\n/);
  if (values.berths !== undefined) input.berths = wholeNumber(values.berths) ?? null;
  if (values.length_m !== undefined) input.length_m = lengthValue(values.length_m, locale);
  return input;
}

/** The fields a car form shows for a car already stored, as its inputs hold them. */
export function carFormValues(car: CarDetail["car"], locale: LocaleCode): Record<string, string> {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? "" : String(value);
  return {
    make: car.make,
    model: car.model,
    series: text(car.series),
    badge: text(car.badge),
    body: text(car.body),
    colour: text(car.colour),
    transmission: text(car.transmission),
    drivetrain: text(car.drivetrain),
    engine: text(car.engine),
    features: car.features.join("\n"),
    berths: text(car.berths),
    length_m: car.lengthM === null ? "" : siteLengthText(car.lengthM, locale),
    stocknum: car.stockNumber,
    vin: text(car.vin),
    rego: text(car.rego),
    description: text(car.description),
    price: text(car.price),
    before_price: text(car.beforePrice),
    dapprice: text(car.dapPrice),
    subscription_price: text(car.subscriptionPrice),
    year: String(car.year),
    odometer: String(siteDistance(car.km, locale).value),
    car_type: car.carType,
    status: car.status,
    simple_fuel: text(car.simpleFuel),
    location: text(car.locationId),
    certified: car.isCertified ? "on" : "",
    preorder: car.isPreorder ? "on" : "",
  };
}

/** The car form's words on a site: its vehicle noun, odometer unit, plate and colour words. */
export function carFormWordsOf(settings: SiteSettings): CarFormWords {
  const words = siteWords(settings);
  return {
    noun: words.noun,
    odometerLabel: words.dict.odometerLabel,
    registration: words.dict.registration,
    colour: words.text("Colour"),
    usedLabel: words.carTypeLabel("used"),
    offersSubscription: settings.commerce.offersSubscription,
    asksCaravanFields: isCaravanTemplate(settings.template),
    lengthUnit: lengthUnit(settings.locale),
    ...LENGTH_WORDS[lengthUnit(settings.locale)],
  };
}

/** The form's name for each field the write path names (its labels, as the form shows them). */
const FIELD_LABELS: Record<string, string> = {
  make: "Make",
  model: "Model",
  series: "Series",
  badge: "Badge",
  year: "Year",
  body: "Body",
  transmission: "Transmission",
  drivetrain: "Drivetrain",
  engine: "Engine",
  stocknum: "Stock number",
  vin: "VIN",
  description: "Description",
  price: "Price",
  before_price: "Before price",
  dapprice: "Drive-away price",
  subscription_price: "Subscription price",
  berths: "Berths",
  features: "Features",
  car_type: "Condition",
  simple_fuel: "Fuel",
  status: "Status",
  location_id: "Location",
  tag: "Tag",
};

/**
 * The write path's field messages in the console's words: a message names the field as the form
 * labels it, not as the API does ("VIN must be…", not "vin must be…"), says "or leave it blank"
 * for the API's "or null", and asks for the odometer and a length in the site's own units (miles
 * and feet on a US site; the API's messages speak of km and metres, which it stores).
 */
export function carFormMessages(errors: FieldErrors, settings: SiteSettings): FieldErrors {
  const words = carFormWordsOf(settings);
  const labels: Record<string, string> = {
    ...FIELD_LABELS,
    colour: words.colour,
    rego: words.registration,
  };
  const worded: FieldErrors = {};
  for (const [field, message] of Object.entries(errors)) {
    const top = field.split(".")[0]!;
    worded[field] = unitMessage(top, settings.locale) ?? labelled(top, message, labels);
  }
  return worded;
}

function labelled(top: string, message: string, labels: Record<string, string>): string {
  const label = labels[top];
  const named = label ? message.replace(new RegExp(`^${top}(\\.\\d+)? `), `${label} `) : message;
  return named.replace(/, or null\.$/, ", or leave it blank.");
}

function unitMessage(top: string, locale: LocaleCode): string | undefined {
  if (top === "km") {
    const most = siteDistance(MAX_CAR_KM, locale).value.toLocaleString("en-US");
    const unit = distanceUnit(locale) === "mi" ? "miles" : "kilometres";
    return `Enter the odometer in ${unit}: a whole number from 0 to ${most}.`;
  }
  if (top === "length_m") {
    return lengthUnit(locale) === "ft"
      ? `Enter the length in feet and inches (e.g. 21 ft 4 in), from ${formatLength(MIN_LENGTH_M, locale)} to ${formatLength(MAX_LENGTH_M, locale)}, or leave it blank.`
      : `Enter the length in metres (e.g. 6.4), from ${MIN_LENGTH_M} to ${MAX_LENGTH_M}, or leave it blank.`;
  }
  return undefined;
}
