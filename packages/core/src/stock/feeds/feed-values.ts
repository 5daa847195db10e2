import {
  kmFromSiteDistance,
  KILOMETRES_PER_MILE,
  lengthUnit,
  metresOfLengthText,
  type LocaleCode,
} from "../../locale/locale.ts";
import { MAX_CAR_FEATURES } from "../car-input.ts";
import type { FeedField } from "./feed-columns.ts";
import { MAX_FEED_IMAGES } from "./feed-limits.ts";

/** A row of a feed as text per field, before it is read as a car. */
export type FeedValues = Partial<Record<FeedField, string>>;

/** The car API body of one feed row (snake_case, as `parseCarInput` reads it). */
export type FeedCarBody = Record<string, unknown>;

/** Conditions as dealer systems write them, to the site's car types. */
const CAR_TYPES: Record<string, "new" | "used" | "demo"> = {
  n: "new",
  new: "new",
  brandnew: "new",
  u: "used",
  used: "used",
  preowned: "used",
  certifiedpreowned: "used",
  cpo: "used",
  certified: "used",
  d: "demo",
  demo: "demo",
  demonstrator: "demo",
  exdemo: "demo",
};

/** "Certified Pre-Owned" -> "used"; an unknown condition stays as written, for the schema to refuse. */
export function carTypeOf(condition: string): string {
  return CAR_TYPES[condition.toLowerCase().replace(/[^a-z]/g, "")] ?? condition;
}

/** "$12,990", "12 990.00", "AUD 12990" -> 12990; text that is no amount stays text. */
export function amountOf(text: string): number | string {
  const cleaned = text.replace(/^(?:AUD|NZD|USD)\s*/i, "").replace(/[$,\s]/g, "");
  if (!/^\d+(?:\.\d+)?$/.test(cleaned)) return text;
  return Math.round(Number(cleaned));
}

/**
 * A fuel as dealer systems write it ("Petrol - Unleaded ULP", "Gasoline", "Plug-in Hybrid") as
 * one of the site's simple fuels; text it does not know stays, for the schema to refuse by name.
 */
export function simpleFuelOf(fuel: string): string {
  const text = fuel.toLowerCase();
  if (/plug-?in|phev/.test(text)) return "PHEV";
  if (/hybrid/.test(text)) return "Hybrid";
  if (/electric|^ev$|^bev$/.test(text)) return "Electric";
  if (/diesel/.test(text)) return "Diesel";
  if (/lpg|autogas/.test(text)) return "LPG";
  if (/petrol|unleaded|ulp|gasoline|^gas$|premium|^e10$/.test(text)) return "Petrol";
  return fuel;
}

/**
 * A car's price and drive-away price (spec §3 `dapprice`) from the amounts a feed gives, each
 * undefined when not given (null is given as "no price", POA). The drive-away amount is the
 * drive-away price; the price is the feed's own price, or, when it gives none, the drive-away
 * amount too, so a car priced only drive-away is not shown as price on application. The CSV and
 * CSN-DTO parsers both read their prices through it.
 */
export function feedPricesOf(price: unknown, driveAway: unknown): FeedCarBody {
  const prices: FeedCarBody = {};
  const shown = price === undefined ? driveAway : price;
  if (shown !== undefined) prices.price = shown;
  if (driveAway !== undefined) prices.dapprice = driveAway;
  return prices;
}

/** Words dealer systems put where a car has no advertised price. */
const NO_PRICE = /^(?:poa|p\.o\.a\.?|price on application|call|call for price|tba|enquire)$/i;

/**
 * Image URLs separated by ";" or "|" (or new lines, or a comma before the next URL, as some US
 * exports write them), in their order, each once, at most MAX_FEED_IMAGES.
 */
export function imageUrlsOf(text: string): string[] {
  const urls = text
    .split(/[;|\r\n]+|,(?=\s*https?:\/\/)/)
    .map((url) => url.trim())
    .filter((url) => url !== "");
  return [...new Set(urls)].slice(0, MAX_FEED_IMAGES);
}

/**
 * A features cell as a list: split at ";", "|" or new lines, or at commas where it has none of
 * those (as some US exports write their options), each once, at most the car's MAX_CAR_FEATURES.
 */
export function featureListOf(text: string): string[] {
  const separator = /[;|\r\n]/.test(text) ? /[;|\r\n]+/ : /,/;
  const features = text
    .split(separator)
    .map((feature) => feature.trim())
    .filter((feature) => feature !== "");
  return [...new Set(features)].slice(0, MAX_CAR_FEATURES);
}

/**
 * A length cell in metres: a "length_m" column in metres, "length_ft" in feet, a "length" column
 * in the site's unit (feet where it counts miles), each unless the cell names its unit ("6.4 m",
 * "21 ft 4 in"). Text that is no length stays, for the schema to refuse by name.
 */
function lengthOf(field: "length_m" | "length_ft" | "length", text: string, locale: LocaleCode) {
  const unit = field === "length" ? lengthUnit(locale) : field === "length_m" ? "m" : "ft";
  return metresOfLengthText(text, unit) ?? text;
}

/** A price cell as an amount, or null for POA and the like. */
const priceCellOf = (text: string) => (NO_PRICE.test(text) ? null : amountOf(text));

/**
 * A feed row's text as the car API's body: numbers read, prices as `feedPricesOf` pairs them, the
 * condition as a car type, the odometer in kilometres (a "miles" column always, an "odometer" or
 * "mileage" column in the site's unit), the length in metres (`lengthOf`), images and features as
 * lists. Blank cells are left out, so a row
 * never blanks a field it has no value for.
 */
export function carBodyOf(values: FeedValues, locale: LocaleCode): FeedCarBody {
  const body: FeedCarBody = {};
  let price: unknown;
  let driveAway: unknown;
  for (const [field, raw] of Object.entries(values) as [FeedField, string | undefined][]) {
    const text = raw?.trim() ?? "";
    if (text === "") continue;
    switch (field) {
      case "year":
        body.year = /^\d{4}$/.test(text) ? Number(text) : text;
        break;
      case "price":
        price = priceCellOf(text);
        break;
      case "dapprice":
        driveAway = priceCellOf(text);
        break;
      case "km":
      case "miles":
      case "odometer": {
        const reading = amountOf(text.replace(/\s*(?:km|kms|mi|miles)$/i, ""));
        if (typeof reading !== "number") body.km = text;
        else if (field === "miles") body.km = Math.round(reading * KILOMETRES_PER_MILE);
        else if (field === "odometer") body.km = kmFromSiteDistance(reading, locale);
        else body.km = reading;
        break;
      }
      case "car_type":
        body.car_type = carTypeOf(text);
        break;
      case "images":
        body.images = imageUrlsOf(text);
        break;
      case "features":
        body.features = featureListOf(text);
        break;
      case "berths":
        body.berths = /^\d{1,3}$/.test(text) ? Number(text) : text;
        break;
      case "length_m":
      case "length_ft":
      case "length":
        body.length_m = lengthOf(field, text, locale);
        break;
      case "simple_fuel":
        body.simple_fuel = simpleFuelOf(text);
        break;
      case "vin":
        body.vin = text.toUpperCase();
        break;
      default:
        body[field] = text;
    }
  }
  return { ...body, ...feedPricesOf(price, driveAway) };
}
