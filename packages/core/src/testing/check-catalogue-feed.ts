import { parse } from "csv-parse/sync";
import { META_WITHHELD_FIELDS } from "../analytics/meta-pixel-parameters.ts";
import { META_VEHICLE_CONTENT_TYPE } from "../analytics/pixel-content.ts";
import {
  bodyStyle,
  type BodyKind,
  GOOGLE_BODY_STYLES,
  META_BODY_STYLES,
  META_VEHICLE_TYPES,
} from "../catalogue/body-style.ts";
import type { CatalogueFeedName } from "../catalogue/catalogue-feed.ts";
import { GOOGLE_MAX_DESCRIPTION, GOOGLE_MAX_TITLE } from "../catalogue/google-vehicle-ads-csv.ts";
import {
  GOOGLE_CONDITIONS,
  GOOGLE_MAX_ADDITIONAL_IMAGES,
} from "../catalogue/google-vehicle-values.ts";
import {
  META_AVAILABILITY,
  META_DRIVETRAINS,
  META_FUEL_TYPES,
  META_MAX_DESCRIPTION,
  META_MAX_IMAGE_TAG,
  META_MAX_IMAGES,
  META_MAX_TITLE,
  META_MILEAGE_UNITS,
  META_STATES_OF_VEHICLE,
  META_TRANSMISSIONS,
} from "../catalogue/meta-listing.ts";
import { readXml, XmlReadError, type XmlElement } from "../catalogue/read-xml.ts";
import { UTF8_BOM } from "../catalogue/stock-csv.ts";
import { VEHICLE_PRICE_TYPES } from "../catalogue/vehicle-price-type.ts";
import { checkVin, VIN_LENGTH, VIN_PROBLEM_MESSAGES } from "../domain/vin.ts";
import { checkVinStructure, VIN_STRUCTURE_MESSAGES } from "../domain/vin-structure.ts";
import { formulaStart } from "../stock/feeds/formula-cells.ts";

/**
 * Reads a generated feed back and lists what its platform would refuse, from the platforms'
 * published field rules: required fields, allowed values, formats (prices "27990 AUD", 4-digit
 * years, 17-character VINs, absolute https URLs, ISO dates), duplicates, and for files a dealer
 * may open in a spreadsheet, cells that would run as formulas. An empty list means no problem
 * found. Sources: Meta's automotive catalogue fields
 * (developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog, /auto-ads/reference);
 * Google's vehicle listings feed specification
 * (developers.google.com/vehicle-listings/reference/feed-specification); Google's vehicle ads
 * attributes (support.google.com/merchants/answer/11192663, /11190480, /14592783, /14154094).
 */
export type CatalogueFeedProblem = {
  /** The vehicle's place in the file, from 1; 0 for the file as a whole. */
  item: number;
  field: string;
  message: string;
};

type Row = Readonly<Record<string, string>>;
/** A problem with a non-empty value, or null when it is fine. */
type ValueCheck = (value: string, row: Row) => string | null;
type FieldRule = { field: string; isRequired?: boolean; check?: ValueCheck };
/** A problem of the row as a whole (a field required only with another's value). */
type RowRule = (row: Row) => { field: string; message: string } | null;
type FeedRules = { fields: FieldRule[]; rows?: RowRule[]; uniqueFields?: string[] };

const oneOf =
  (values: readonly string[], { ignoreCase = false } = {}): ValueCheck =>
  (value) => {
    const found = ignoreCase
      ? values.some((allowed) => allowed.toLowerCase() === value.toLowerCase())
      : values.includes(value);
    return found ? null : `"${value}" is not one of ${values.join(", ")}`;
  };

const PRICE = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})? [A-Z]{3}$/;
const price: ValueCheck = (value) =>
  PRICE.test(value) ? null : `"${value}" is not an amount and currency code such as "27990 AUD"`;
const amountOf = (value: string | undefined) =>
  value && PRICE.test(value) ? Number(value.split(" ")[0]!.replaceAll(",", "")) : null;

const year: ValueCheck = (value) =>
  /^(19|20)\d{2}$/.test(value) ? null : `"${value}" is not a four-digit year`;

/**
 * A VIN the platforms take (core `checkVin`): 17 VIN characters, and the check digit of a North
 * American maker's VIN; of every VIN in a feed priced in US dollars (NHTSA's rule, which Google's
 * US vehicle listings apply), unless the row's model year is before 1981 or the vehicle is an
 * import 25 or more years old; and a VIN that decodes as the row's vehicle: its make's World
 * Manufacturer Identifier and its model year in position 10 (core `checkVinStructure`).
 */
const vin: ValueCheck = (value, row) => {
  const year = Number(row.year);
  const check = checkVin(value, {
    ...(Number.isInteger(year) && year > 0 ? { year } : {}),
    currentYear: new Date().getUTCFullYear(),
    isUnitedStatesMarket: row.price?.endsWith(" USD") === true,
  });
  if (!check.isValid) {
    return `"${value}" ${VIN_PROBLEM_MESSAGES[check.reason].replace(/^has a VIN /, "is a VIN ")}`;
  }
  // NHTSA's decoder reads the maker from positions 1-3 and the model year from position 10.
  const make = row.make ?? row.brand ?? "";
  if (!make || !Number.isInteger(year) || year <= 0) return null;
  const structure = checkVinStructure(value, { make, year });
  return structure.isValid
    ? null
    : `"${value}" ${VIN_STRUCTURE_MESSAGES[structure.reason]} (${make} ${year})`;
};

const httpsUrl: ValueCheck = (value) => {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname ? null : `"${value}" is not an https URL`;
  } catch {
    return `"${value}" is not an absolute URL`;
  }
};

const httpsUrls =
  (max: number): ValueCheck =>
  (value) => {
    const urls = value.split(",");
    if (urls.length > max) return `${urls.length} URLs, more than the ${max} allowed`;
    return urls.map((url) => httpsUrl(url.trim(), {})).find(Boolean) ?? null;
  };

const isoDate: ValueCheck = (value) => {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    ? null
    : `"${value}" is not a date written YYYY-MM-DD`;
};

const wholeNumber: ValueCheck = (value) =>
  /^\d+$/.test(value) ? null : `"${value}" is not a whole number`;

const between =
  (low: number, high: number): ValueCheck =>
  (value) => {
    const number = Number(value);
    return value.trim() !== "" && number >= low && number <= high
      ? null
      : `"${value}" is not a number from ${low} to ${high}`;
  };

const maxLength =
  (length: number): ValueCheck =>
  (value) =>
    value.length <= length ? null : `${value.length} characters, more than the ${length} allowed`;

const countryCode: ValueCheck = (value) =>
  /^[A-Z]{2}$/.test(value) ? null : `"${value}" is not a two-letter country code`;

const required = (field: string, check?: ValueCheck): FieldRule => ({
  field,
  isRequired: true,
  check,
});
const optional = (field: string, check: ValueCheck): FieldRule => ({ field, check });

// Meta: "All enum fields are case-insensitive."
const metaEnum = (values: readonly string[]) => oneOf(values, { ignoreCase: true });

const metaImageRules: FieldRule[] = Array.from({ length: META_MAX_IMAGES }, (_, n) => [
  n === 0 ? required(`image[${n}].url`, httpsUrl) : optional(`image[${n}].url`, httpsUrl),
  optional(`image[${n}].tag[0]`, maxLength(META_MAX_IMAGE_TAG)),
]).flat();

const META_RULES: FeedRules = {
  fields: [
    required("vehicle_id", maxLength(100)),
    required("vin", vin),
    required("title", maxLength(META_MAX_TITLE)),
    required("description", maxLength(META_MAX_DESCRIPTION)),
    required("url", httpsUrl),
    required("make"),
    required("model"),
    required("year", year),
    required("body_style", metaEnum(META_BODY_STYLES)),
    required("vehicle_type", metaEnum(META_VEHICLE_TYPES)),
    required("exterior_color"),
    required("mileage.value", wholeNumber),
    required("mileage.unit", metaEnum(META_MILEAGE_UNITS)),
    required("price", price),
    optional("sale_price", price),
    required("state_of_vehicle", metaEnum(META_STATES_OF_VEHICLE)),
    optional("availability", metaEnum(META_AVAILABILITY)),
    required("address.addr1"),
    required("address.city"),
    required("address.region"),
    required("address.country", countryCode),
    optional("latitude", between(-90, 90)),
    optional("longitude", between(-180, 180)),
    optional("fuel_type", metaEnum(META_FUEL_TYPES)),
    optional("transmission", metaEnum(META_TRANSMISSIONS)),
    optional("drivetrain", metaEnum(META_DRIVETRAINS)),
    optional("date_first_on_lot", isoDate),
    ...metaImageRules,
  ],
  rows: [
    (row) => {
      const sale = amountOf(row.sale_price);
      const full = amountOf(row.price);
      if (sale === null || full === null) return null;
      return sale < full
        ? null
        : { field: "sale_price", message: `${row.sale_price} is not below the price` };
    },
    (row) =>
      row.price && row.sale_price && row.price.slice(-3) !== row.sale_price.slice(-3)
        ? { field: "sale_price", message: "is not in the price's currency" }
        : null,
    (row) => {
      const untagged = Object.keys(row)
        .map((field) => /^image\[(\d+)\]\.url$/.exec(field))
        .find((image) => image && row[image[0]] && !row[`image[${image[1]}].tag[0]`]);
      return untagged
        ? { field: `image[${untagged[1]}].tag[0]`, message: "is required for each image" }
        : null;
    },
  ],
  uniqueFields: ["vehicle_id"],
};

const googleMileage: ValueCheck = (value) =>
  /^\d+ (km|miles)$/.test(value) ? null : `"${value}" is not a whole number and "km" or "miles"`;

const mileageOfUsed: RowRule = (row) =>
  row.condition === "used" && !row.mileage
    ? { field: "mileage", message: "is required for a used vehicle" }
    : null;

const GOOGLE_VEHICLE_LISTINGS_RULES: FeedRules = {
  fields: [
    required("vin", vin),
    required("store_code"),
    required("dealership_name"),
    required("dealership_address"),
    required("price", price),
    optional("vehicle_msrp", price),
    required("condition", oneOf(GOOGLE_CONDITIONS)),
    optional("certified_pre_owned", oneOf(["1", "y", "yes", "0", "n", "no"])),
    required("make"),
    required("model"),
    required("year", year),
    optional("mileage", googleMileage),
    optional("image_link", httpsUrl),
    optional("additional_image_link", httpsUrls(GOOGLE_MAX_ADDITIONAL_IMAGES)),
    optional("link", httpsUrl),
    optional("date_in_stock", isoDate),
  ],
  rows: [mileageOfUsed],
  uniqueFields: ["vin"],
};

const STORE_CODE_TEMPLATE = /\{store_code\}/;

/** Google's Australian price types: new cars drive-away; used cars drive-away or excluding charges. */
const AUSTRALIAN_PRICE_TYPES: Record<string, readonly string[]> = {
  new: ["drive_away_price", "estimated_drive_away_price"],
  used: ["drive_away_price", "excluding_government_charges_price"],
};

const GOOGLE_VEHICLE_ADS_RULES: FeedRules = {
  fields: [
    required("id", maxLength(50)),
    required("title", maxLength(GOOGLE_MAX_TITLE)),
    optional("description", maxLength(GOOGLE_MAX_DESCRIPTION)),
    optional("link", httpsUrl),
    required("link_template", (value) =>
      STORE_CODE_TEMPLATE.test(value)
        ? httpsUrl(value.replace(STORE_CODE_TEMPLATE, "store"), {})
        : `"${value}" has no {store_code}`,
    ),
    required("image_link", httpsUrl),
    optional("additional_image_link", httpsUrls(GOOGLE_MAX_ADDITIONAL_IMAGES)),
    required("price", price),
    optional("vehicle_price_type", oneOf(VEHICLE_PRICE_TYPES)),
    required("condition", oneOf(GOOGLE_CONDITIONS)),
    optional("certified_pre-owned", oneOf(["yes", "no"])),
    required("brand"),
    required("model"),
    required("year", year),
    required("mileage", googleMileage),
    optional("body_style", oneOf(GOOGLE_BODY_STYLES)),
    required("vin", vin),
    required("store_code", maxLength(64)),
    required("vehicle_fulfillment", (value, row) =>
      /^in_store(:[^:,]{1,64})+$/.test(value) && value.split(":").includes(row.store_code ?? "")
        ? null
        : `"${value}" is not in_store: and the vehicle's store code`,
    ),
    required("google_product_category"),
  ],
  rows: [
    (row) => {
      if (!row.price?.endsWith(" AUD")) return null;
      const allowed = AUSTRALIAN_PRICE_TYPES[row.condition ?? ""] ?? [];
      const type = row.vehicle_price_type ?? "";
      // A value Google does not know at all is reported once, by the field's own rule.
      const isUnknown = type !== "" && !(VEHICLE_PRICE_TYPES as readonly string[]).includes(type);
      return isUnknown || allowed.includes(type)
        ? null
        : {
            field: "vehicle_price_type",
            message: `"${type}" is not a price type for a ${row.condition} car in Australia (${allowed.join(" or ")})`,
          };
    },
  ],
  uniqueFields: ["id", "vin"],
};

/** The export's own fields: the spec §3 names a marketplace matches on. */
const STOCK_RULES: FeedRules = {
  fields: [
    required("id", wholeNumber),
    required("slug"),
    required("url", httpsUrl),
    required("make"),
    required("model"),
    required("year", year),
    required("car_type", oneOf(["new", "used", "demo"])),
    optional("vin", maxLength(VIN_LENGTH)),
    optional("primary_image_url", httpsUrl),
    optional("created_at", (value) =>
      Number.isNaN(Date.parse(value)) ? `"${value}" is not a date and time` : null,
    ),
  ],
  uniqueFields: ["id"],
};

const RULES: Record<CatalogueFeedName, FeedRules> = {
  "meta.csv": META_RULES,
  "meta.xml": META_RULES,
  "google-vehicle-listings.csv": GOOGLE_VEHICLE_LISTINGS_RULES,
  "google-vehicle-ads.csv": GOOGLE_VEHICLE_ADS_RULES,
  "stock.csv": STOCK_RULES,
  "stock.json": STOCK_RULES,
};

/** The field names that hold a payment processor's secret key; no feed may carry one. */
const SECRET_FIELD = /authori[sz]ation_key|authori[sz]ationKey/i;

/** The fields that carry a dealer's text to shoppers: plain text on every platform. */
const TEXT_FIELDS: readonly string[] = ["title", "description", "name"];
const HTML = /<\/?[a-z][a-z0-9]*(\s[^>]*)?\/?>|&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|nbsp);/i;
/**
 * Half a UTF-16 pair (U+FFFD once written as UTF-8 and read back), or a joiner or accent left
 * with nothing after it by a cut.
 */
const SPLIT_CHARACTER = /\p{Cs}|\uFFFD|[\u200D\p{M}\uFE0F]…$/u;
/** Control characters but the line feed, which a text cell may hold. */
const CONTROL_CHARACTER = /[^\P{Cc}\n]/u;

/**
 * What every platform wants of text: Meta's and Google's descriptions and titles are plain text
 * (markup shows as tags), a cut text ends on a whole character, and no control character (which
 * no reader shows, and which breaks some).
 */
function textProblems(field: string, value: string): string | null {
  const control = CONTROL_CHARACTER.exec(value);
  if (control) {
    const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
    return `holds the control character U+${code}`;
  }
  if (SPLIT_CHARACTER.test(value)) return "splits a character where it was cut";
  if (TEXT_FIELDS.includes(field) && HTML.test(value)) {
    return "holds HTML markup, which the platform shows as text";
  }
  return null;
}

function checkRows(rules: FeedRules, rows: readonly Row[]): CatalogueFeedProblem[] {
  const problems: CatalogueFeedProblem[] = [];
  const seen = new Map<string, Map<string, number>>();
  rows.forEach((row, index) => {
    const item = index + 1;
    for (const [field, value] of Object.entries(row)) {
      const message = textProblems(field, value);
      if (message) problems.push({ item, field, message });
    }
    for (const { field, isRequired, check } of rules.fields) {
      const value = row[field] ?? "";
      if (value.trim() === "") {
        if (isRequired) problems.push({ item, field, message: "is required" });
        continue;
      }
      const message = check?.(value, row);
      if (message) problems.push({ item, field, message });
    }
    for (const rule of rules.rows ?? []) {
      const problem = rule(row);
      if (problem) problems.push({ item, ...problem });
    }
    for (const field of rules.uniqueFields ?? []) {
      const value = row[field];
      if (!value) continue;
      const firsts = seen.get(field) ?? new Map<string, number>();
      seen.set(field, firsts);
      const first = firsts.get(value);
      if (first === undefined) firsts.set(value, item);
      else problems.push({ item, field, message: `"${value}" is also vehicle ${first}'s` });
    }
  });
  return problems;
}

/** The feeds people open in a spreadsheet; the others are read by a platform's machines. */
const SPREADSHEET_FEEDS: readonly CatalogueFeedName[] = ["stock.csv"];

/** A leading quote put in front of a formula: what spreadsheet-safe writing does. */
const NEUTRALISED = /^'[ ]*[=+\-@\t\r]/;

function readCsv(
  text: string,
  isForSpreadsheets: boolean,
): { rows: Row[]; problems: CatalogueFeedProblem[] } {
  let records: Row[];
  try {
    records = parse(text, { bom: true, columns: true, skip_empty_lines: true });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { rows: [], problems: [{ item: 0, field: "", message: `not valid CSV: ${message}` }] };
  }
  const problems: CatalogueFeedProblem[] = [];
  if (isForSpreadsheets && !text.startsWith(UTF8_BOM)) {
    problems.push({
      item: 0,
      field: "",
      message: "does not begin with a UTF-8 byte order mark: Excel would misread Škoda",
    });
  }
  const header = text.slice(0, text.search(/\r?\n/));
  if (SECRET_FIELD.test(header)) {
    problems.push({ item: 0, field: "", message: "a column holds payment processor keys" });
  }
  records.forEach((row, index) => {
    for (const [field, value] of Object.entries(row)) {
      if (!isForSpreadsheets) {
        // A platform shows the text as it is: a quote added for spreadsheets would show too.
        if (NEUTRALISED.test(value)) {
          problems.push({
            item: index + 1,
            field,
            message: "starts with a quote neutralising a formula, which a platform would show",
          });
        }
        continue;
      }
      // Spreadsheets run a cell starting =, +, -, @ (after spaces too) as a formula.
      const start = formulaStart(value.trimStart());
      if (start) {
        const what = start.length === 1 ? `"${start}"` : start;
        problems.push({ item: index + 1, field, message: `starts with ${what}, a formula` });
      }
    }
  });
  return { rows: records, problems };
}

const fileProblem = (message: string): CatalogueFeedProblem[] => [{ item: 0, field: "", message }];

/** A `<listing>` under Meta's CSV column names, so one set of rules reads both formats. */
function flattenListing(listing: XmlElement): Record<string, string> {
  const row: Record<string, string> = {};
  let images = 0;
  for (const child of listing.children) {
    if (child.name === "image") {
      for (const part of child.children) {
        row[`image[${images}].${part.name === "tag" ? "tag[0]" : part.name}`] = part.text;
      }
      images += 1;
    } else if (child.name === "address") {
      for (const component of child.children) {
        row[`address.${component.attributes.name ?? component.name}`] = component.text;
      }
    } else if (child.children.length > 0) {
      for (const part of child.children) row[`${child.name}.${part.name}`] = part.text;
    } else {
      row[child.name] = child.text;
    }
  }
  return row;
}

function readMetaXml(text: string): { rows: Row[]; problems: CatalogueFeedProblem[] } {
  let root: XmlElement;
  try {
    root = readXml(text);
  } catch (error) {
    if (error instanceof XmlReadError) return { rows: [], problems: fileProblem(error.message) };
    throw error;
  }
  if (!text.trimStart().startsWith("<?xml")) {
    return { rows: [], problems: fileProblem("does not begin with the <?xml declaration") };
  }
  if (root.name !== "listings") {
    return { rows: [], problems: fileProblem(`the root is <${root.name}>, not <listings>`) };
  }
  const listings = root.children.filter((child) => child.name === "listing");
  return { rows: listings.map(flattenListing), problems: [] };
}

function readStockJson(text: string): { rows: Row[]; problems: CatalogueFeedProblem[] } {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch (error) {
    return { rows: [], problems: fileProblem(`not valid JSON: ${(error as Error).message}`) };
  }
  if (!Array.isArray(items)) return { rows: [], problems: fileProblem("is not an array") };
  const problems: CatalogueFeedProblem[] = [];
  const rows = items.map((item: unknown, index) => {
    if (SECRET_FIELD.test(JSON.stringify(item))) {
      problems.push({ item: index + 1, field: "", message: "holds a payment processor key" });
    }
    const row: Record<string, string> = {};
    if (typeof item !== "object" || item === null) return row;
    for (const [field, value] of Object.entries(item)) {
      if (value === null || value === undefined) continue;
      row[field] = typeof value === "object" ? JSON.stringify(value) : String(value);
    }
    return row;
  });
  return { rows, problems };
}

/**
 * What a car's own page says of it, to hold each feed item against: the page's JSON-LD Offer
 * (its availability and price) and body type, and whether the page shows it certified under a
 * maker's program. A platform compares the landing page with the feed (Merchant Center checks
 * price and availability) and suspends an account that disagrees with itself.
 */
export type CarPageState = {
  /** The schema.org type of the page's structured data ("Car", "Motorcycle", "Vehicle"). */
  type: string;
  /** Whether the page's structured data has an Offer at all. */
  hasOffer: boolean;
  /**
   * The schema.org ItemAvailability URL of the page's Offer; where it has none, the car's state
   * as the page shows it in the same words.
   */
  availability: string;
  /** The page's Offer.price, or null when the page gives none. */
  price: number | null;
  /** The page's body type (JSON-LD bodyType). */
  body: string | null;
  isCertifiedPreOwned: boolean;
  /**
   * The amounts the page's price block shows a shopper (its price, "Was" and drive-away
   * figures), in whole units as the page writes them: an amount a channel advertises must be
   * one of them.
   */
  shownPrices: readonly number[];
  /** Whether the page says RESERVED (another shopper paid a deposit). */
  isShownReserved: boolean;
};

export type CatalogueFeedContext = {
  /** The site's template: the body mapping reads a body by it (a "Touring" motorcycle). */
  template: string | null;
  /** Each car's page state, by its catalogue id (the feeds' vehicle_id and id). */
  pages: ReadonlyMap<string, CarPageState>;
};

const IN_STOCK = "https://schema.org/InStock";
const RESERVED = "https://schema.org/Reserved";
const META_AVAILABILITY_OF_PAGE: Record<string, readonly string[]> = {
  [IN_STOCK]: ["AVAILABLE"],
  "https://schema.org/PreOrder": ["PENDING"],
  [RESERVED]: ["PENDING"],
  "https://schema.org/SoldOut": ["NOT_AVAILABLE"],
};

const isShownOn = (amount: number, page: CarPageState) =>
  page.shownPrices.includes(Math.round(amount));

/** schema.org's type for each of Meta's vehicle types: Car and Motorcycle, else Vehicle. */
const SCHEMA_ORG_TYPE_OF_META: Partial<Record<string, string>> = {
  CAR_TRUCK: "Car",
  MOTORCYCLE: "Motorcycle",
};

/**
 * What a car's page must say of itself before any channel may repeat it: the price its
 * structured data (and so every feed and the pixel) advertises is an amount the page shows a
 * shopper; a page that says RESERVED gives schema.org's Reserved availability, not InStock; an
 * Offer has a price (Google's product structured data requires one); and the type is the
 * vehicle's: a motorcycle a `Motorcycle`, a caravan or motorhome a `Vehicle`, never a `Car`.
 */
export function checkCarPage(page: CarPageState, template: string | null = "cars"): string[] {
  const problems: string[] = [];
  if (page.hasOffer && page.price === null) problems.push("its Offer has no price");
  const { meta, kind } = bodyStyle(page.body, template);
  const type = SCHEMA_ORG_TYPE_OF_META[meta.vehicleType] ?? "Vehicle";
  if (page.type !== type) problems.push(`it is a ${kind} typed ${page.type}, not ${type}`);
  if (page.price !== null && !isShownOn(page.price, page)) {
    problems.push(
      `its structured data advertises ${page.price}, which the page does not show (it shows ${page.shownPrices.join(", ") || "no amount"})`,
    );
  }
  if (page.isShownReserved && page.availability !== RESERVED) {
    problems.push(`it says RESERVED but its structured data says ${page.availability}`);
  }
  return problems;
}

type PageRule = (row: Row, page: CarPageState, context: CatalogueFeedContext) => RowProblem[];
type RowProblem = { field: string; message: string };

const samePrice = (field: string, value: string | undefined, page: CarPageState): RowProblem[] => {
  const amount = amountOf(value);
  if (amount !== page.price) {
    return [
      {
        field,
        message: `${value || "no price"} is not the page's price (${page.price ?? "none"})`,
      },
    ];
  }
  return amount === null || isShownOn(amount, page)
    ? []
    : [{ field, message: `${value} is not an amount the car's page shows a shopper` }];
};

type GoogleFeed = "google-vehicle-ads.csv" | "google-vehicle-listings.csv";

const GOOGLE_PASSENGER_KINDS: readonly BodyKind[] = [
  "convertible",
  "coupe",
  "crossover",
  "suv",
  "hatchback",
  "wagon",
  "sedan",
  "minivan",
  "ute",
  "pickup",
  "van",
  "limousine",
  "car",
];

/**
 * The kinds each Google feed's published policy takes, stated here apart from the feeds' own
 * mapping so that a mapping drifting from the policy is caught. Vehicle ads: "Non-commercial and
 * passenger vehicles only" (support.google.com/merchants/answer/11544533). Vehicle listings:
 * "passenger cars and trucks, RV, ATV, motorcycles, trailers"
 * (developers.google.com/vehicle-listings/reference/policy).
 */
export const GOOGLE_FEED_KINDS: Record<GoogleFeed, readonly BodyKind[]> = {
  "google-vehicle-ads.csv": GOOGLE_PASSENGER_KINDS,
  "google-vehicle-listings.csv": [
    ...GOOGLE_PASSENGER_KINDS,
    "motorcycle",
    "powersport",
    "motorhome",
    "caravan",
    "camper-trailer",
    "trailer",
  ],
};

const GOOGLE_FEED_TAKES: Record<GoogleFeed, string> = {
  "google-vehicle-ads.csv": "Google's vehicle ads take cars and pickups only",
  "google-vehicle-listings.csv":
    "Google's vehicle listings take cars, trucks, RVs, ATVs, motorcycles and trailers only",
};

/**
 * What plain words in a body mean, whatever a mapping makes of them: NHTSA's "Sport Utility" is an
 * SUV (not a ute), a "Utility Van" a van, a "Limousine" a limousine, a "Quad Bike" an ATV.
 */
const BODY_MEANINGS: readonly {
  words: RegExp;
  name: string;
  google?: string;
  meta?: string;
  metaType?: string;
}[] = [
  {
    words: /\b(suv|sports? utility)\b(?! trucks?)/,
    name: "an SUV",
    google: "suv",
    meta: "SUV",
  },
  { words: /\b(utility|cargo|panel) vans?\b/, name: "a van", google: "full_size_van", meta: "VAN" },
  { words: /\blimousines?\b/, name: "a limousine", google: "limousine" },
  { words: /\b(quad ?bikes?|atvs?)\b/, name: "an ATV", metaType: "POWERSPORT" },
];

function bodyMeaning(body: string | null) {
  const text = (body ?? "").toLowerCase().replace(/[_-]+/g, " ");
  return BODY_MEANINGS.find(({ words }) => words.test(text)) ?? null;
}

/** Google's rules against the page: for sale, a vehicle type it takes, the page's price. */
const googlePageRule =
  (feed: GoogleFeed, certifiedField: string, hasBodyStyle: boolean): PageRule =>
  (row, page, { template }) => {
    const problems: RowProblem[] = [];
    if (page.availability !== IN_STOCK) {
      problems.push({
        field: "id",
        message: `is ${page.availability.replace("https://schema.org/", "")} on its page: Google lists only vehicles for sale`,
      });
    }
    const style = bodyStyle(page.body, template);
    const meaning = bodyMeaning(page.body);
    if (!GOOGLE_FEED_KINDS[feed].includes(style.kind)) {
      problems.push({
        field: "id",
        message: `is a ${style.kind}: ${GOOGLE_FEED_TAKES[feed]}`,
      });
    } else if (hasBodyStyle && meaning?.google && row.body_style !== meaning.google) {
      problems.push({
        field: "body_style",
        message: `"${row.body_style}" is not "${meaning.google}": the page's "${page.body}" is ${meaning.name}`,
      });
    } else if (hasBodyStyle && (row.body_style ?? "") !== style.google?.bodyStyle) {
      problems.push({
        field: "body_style",
        message: `"${row.body_style}" is not the "${style.google?.bodyStyle}" of a ${style.kind}`,
      });
    }
    problems.push(...samePrice("price", row.price, page));
    const certified = (row[certifiedField] ?? "").toLowerCase();
    if (["1", "y", "yes"].includes(certified) !== page.isCertifiedPreOwned) {
      problems.push({
        field: certifiedField,
        message: `"${certified}" disagrees with the page, which shows the car ${page.isCertifiedPreOwned ? "" : "not "}certified under a maker's program`,
      });
    }
    return problems;
  };

/**
 * The problems of a feed's exclusions: a car a Google feed left out as a vehicle type it does not
 * take, while that feed's policy (`GOOGLE_FEED_KINDS`) takes its kind. `excluded` names each car
 * by its catalogue id (the feeds' vehicle_id and id).
 */
export function checkFeedExclusions(
  feed: CatalogueFeedName,
  excluded: readonly { id: string; reason: string }[],
  context: CatalogueFeedContext,
): string[] {
  if (feed !== "google-vehicle-ads.csv" && feed !== "google-vehicle-listings.csv") return [];
  return excluded.flatMap(({ id, reason }) => {
    if (reason !== "vehicle-type-not-accepted") return [];
    const page = context.pages.get(id);
    const kind = bodyStyle(page?.body ?? null, context.template).kind;
    return GOOGLE_FEED_KINDS[feed].includes(kind)
      ? [
          `${id} is left out as a vehicle type ${feed} does not take, but its policy takes a ${kind}`,
        ]
      : [];
  });
}

const metaPageRule: PageRule = (row, page, { template }) => {
  const problems: RowProblem[] = [];
  const allowed = META_AVAILABILITY_OF_PAGE[page.availability] ?? [];
  if (!allowed.includes((row.availability ?? "").toUpperCase())) {
    problems.push({
      field: "availability",
      message: `"${row.availability}" disagrees with the page's ${page.availability.replace("https://schema.org/", "")}`,
    });
  }
  problems.push(
    ...samePrice(row.sale_price ? "sale_price" : "price", row.sale_price || row.price, page),
  );
  const { meta, kind } = bodyStyle(page.body, template);
  const meaning = bodyMeaning(page.body);
  const vehicleType = (row.vehicle_type ?? "").toUpperCase();
  const metaBodyStyle = (row.body_style ?? "").toUpperCase();
  if (meaning?.metaType && vehicleType !== meaning.metaType) {
    problems.push({
      field: "vehicle_type",
      message: `"${row.vehicle_type}" is not ${meaning.metaType}: the page's "${page.body}" is ${meaning.name}`,
    });
  } else if (meaning?.meta && metaBodyStyle !== meaning.meta) {
    problems.push({
      field: "body_style",
      message: `"${row.body_style}" is not ${meaning.meta}: the page's "${page.body}" is ${meaning.name}`,
    });
  }
  if (vehicleType !== meta.vehicleType) {
    problems.push({
      field: "vehicle_type",
      message: `"${row.vehicle_type}" is not the ${meta.vehicleType} of a ${kind}`,
    });
  }
  if (metaBodyStyle !== meta.bodyStyle) {
    problems.push({
      field: "body_style",
      message: `"${row.body_style}" is not the ${meta.bodyStyle} of a ${kind}`,
    });
  }
  if ((row.state_of_vehicle?.toUpperCase() === "CPO") !== page.isCertifiedPreOwned) {
    problems.push({
      field: "state_of_vehicle",
      message: `"${row.state_of_vehicle}" disagrees with the page, which shows the car ${page.isCertifiedPreOwned ? "" : "not "}certified under a maker's program`,
    });
  }
  return problems;
};

const PAGE_RULES: Record<CatalogueFeedName, { idField: string; rule: PageRule } | null> = {
  "meta.csv": { idField: "vehicle_id", rule: metaPageRule },
  "meta.xml": { idField: "vehicle_id", rule: metaPageRule },
  "google-vehicle-listings.csv": {
    idField: "id",
    rule: googlePageRule("google-vehicle-listings.csv", "certified_pre_owned", false),
  },
  "google-vehicle-ads.csv": {
    idField: "id",
    rule: googlePageRule("google-vehicle-ads.csv", "certified_pre-owned", true),
  },
  // The generic export is the stock as it is: no platform's policy applies.
  "stock.csv": null,
  "stock.json": null,
};

function checkAgainstPages(
  feed: CatalogueFeedName,
  rows: readonly Row[],
  context: CatalogueFeedContext,
): CatalogueFeedProblem[] {
  const rules = PAGE_RULES[feed];
  if (!rules) return [];
  return rows.flatMap((row, index) => {
    const id = row[rules.idField] ?? "";
    const page = context.pages.get(id);
    if (!page) {
      return [
        { item: index + 1, field: rules.idField, message: `"${id}" has no page on the site` },
      ];
    }
    return rules.rule(row, page, context).map((problem) => ({ item: index + 1, ...problem }));
  });
}

/**
 * The problems a platform would find in `text`, a generated `feed` file: by the published field
 * rules, and, given the site's pages (`context`), each item held against its car's page and the
 * platform's vehicle-type policy.
 */
export function checkCatalogueFeed(
  feed: CatalogueFeedName,
  text: string,
  context?: CatalogueFeedContext,
): CatalogueFeedProblem[] {
  const read =
    feed === "meta.xml"
      ? readMetaXml(text)
      : feed === "stock.json"
        ? readStockJson(text)
        : readCsv(text, SPREADSHEET_FEEDS.includes(feed));
  return [
    ...read.problems,
    ...checkRows(RULES[feed], read.rows),
    ...(context ? checkAgainstPages(feed, read.rows, context) : []),
  ];
}

/** The automotive parameters Meta recommends on a vehicle's ViewContent and Lead. */
const META_AUTOMOTIVE_PARAMETERS = ["make", "model", "year", "state_of_vehicle", "country"];
const META_VEHICLE_EVENTS: readonly string[] = ["ViewContent", "Lead"];

/**
 * The problems of a Meta pixel event about vehicles, as the pixel sends it (`parameters`):
 * Meta's automotive catalogue matches an event to its items only by `content_type` "vehicle"
 * and `content_ids` that are the feed's `vehicle_id`s (`feedIds`), so an event (a vehicle's view,
 * a search's page of cars, a favourite, a lead) names no car the feed does not carry (one with
 * neither field names none); a vehicle's ViewContent, and a Lead about a known car
 * (`isAboutCar`, the default for a Lead: say false for a lead about no car), carry the
 * automotive parameters Meta recommends (make, model, year, state_of_vehicle, country;
 * postal_code where known); and no visitor, session, device or lead id of ours goes to Meta.
 */
export function checkPixelEvent(
  parameters: Readonly<Record<string, unknown>>,
  feedIds: ReadonlySet<string>,
  eventName?: string,
  { isAboutCar = true }: { isAboutCar?: boolean } = {},
): string[] {
  const problems: string[] = [];
  for (const field of META_WITHHELD_FIELDS) {
    if (field in parameters) problems.push(`${field} is one of our ids, sent to Meta`);
  }
  if (eventName && META_VEHICLE_EVENTS.includes(eventName) && isAboutCar) {
    for (const field of META_AUTOMOTIVE_PARAMETERS) {
      if (parameters[field] === undefined || parameters[field] === "") {
        problems.push(`${eventName} has no ${field}`);
      }
    }
  }
  // An event about a car the catalogue does not carry names none.
  if (parameters.content_type === undefined && parameters.content_ids === undefined) {
    return problems;
  }
  if (parameters.content_type !== META_VEHICLE_CONTENT_TYPE) {
    problems.push(
      `content_type is ${JSON.stringify(parameters.content_type)}, not "${META_VEHICLE_CONTENT_TYPE}"`,
    );
  }
  const ids = parameters.content_ids;
  if (!Array.isArray(ids) || ids.length === 0) problems.push("content_ids names no vehicle");
  else {
    for (const id of ids) {
      if (!feedIds.has(String(id)))
        problems.push(`content_ids "${String(id)}" is no feed's vehicle_id`);
    }
  }
  return problems;
}
