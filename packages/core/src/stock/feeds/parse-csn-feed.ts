import { KILOMETRES_PER_MILE } from "../../locale/locale.ts";
import { MAX_CAR_FEATURES } from "../car-input.ts";
import { MAX_FEED_IMAGES, MAX_FEED_ROWS, tooManyRowsMessage } from "./feed-limits.ts";
import type { ParsedFeedFile, FeedRecord, FeedRejection } from "./parse-csv-feed.ts";
import { carTypeOf, feedPricesOf, simpleFuelOf, type FeedCarBody } from "./feed-values.ts";

/**
 * carsales' CSN-DTO vehicles (`Csn.Public.Dto.Vehicle`, github.com/carsales/csn-dto) as rows of
 * car API bodies. `docs/decisions/0028-csn-dto-vehicle-fields.md` compares every field read here
 * with the published classes, and names the DTO fields left out and why. The DTO renames nothing
 * for JSON, so keys are its C# property names: PascalCase as .NET writes them by default, or
 * camelCase under ASP.NET's policy; both are read. .NET writes an unset property as null, so a
 * null means "not sent", never "clear the field".
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A key of a DTO object in any case ("Make", "make"). */
function field(object: unknown, name: string): unknown {
  if (!isObject(object)) return undefined;
  if (name in object) return object[name];
  const lower = name.toLowerCase();
  for (const [key, value] of Object.entries(object)) if (key.toLowerCase() === lower) return value;
  return undefined;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown): string | undefined =>
  typeof value === "string" && value.trim() !== ""
    ? value.trim()
    : typeof value === "number"
      ? String(value)
      : undefined;
const squash = (value: unknown) => (text(value) ?? "").toLowerCase().replace(/[^a-z]/g, "");
const isOneOf = (value: unknown, names: readonly string[]) =>
  names.map((name) => squash(name)).includes(squash(value));

/**
 * A DTO number (the C# `int?` / `double?` of a year, an odometer, an amount) as a whole number;
 * anything else but null goes on as sent, for the car schema to refuse by name.
 */
function wholeNumber(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === "number" && Number.isFinite(value) ? Math.round(value) : value;
}

/** The `Value` of the first `{Type|Name, Value}` pair whose type is one of `types`. */
function pairValue(pairs: unknown, keyName: "Type" | "Name", types: readonly string[]) {
  for (const pair of list(pairs)) {
    if (!isOneOf(field(pair, keyName), types)) continue;
    const value = text(field(pair, "Value"));
    if (value) return value;
  }
  return undefined;
}

/** `Identification[].Type` values read (Vehicle.cs lists HIN, VIN, Engine, Chassis, StockNumber). */
const STOCK_NUMBER_TYPES = ["StockNumber"];
const VIN_TYPES = ["VIN"];
/**
 * `Specification.Attributes[].Name` values read, as docs/car.attributes.json names them.
 * "Transmission" is not among them, but attribute names are open and dealer systems write it.
 */
const BADGE_ATTRIBUTES = ["Badge"];
const SERIES_ATTRIBUTES = ["Series"];
const BODY_ATTRIBUTES = ["BodyStyle"];
const TRANSMISSION_ATTRIBUTES = ["GearType", "Transmission"];
const FUEL_ATTRIBUTES = ["FuelType"];
const DRIVE_ATTRIBUTES = ["Drive"];
const ENGINE_ATTRIBUTES = ["EngineDescription"];
/** The engine's capacity in cc, "2755" read as "2.8L" where no engine description is given. */
const ENGINE_SIZE_ATTRIBUTES = ["EngineSize"];
/** The vehicle's length bumper to bumper, in millimetres. */
const LENGTH_ATTRIBUTES = ["VehicleLength"];
/**
 * `Specification.Features[].Availability` (STD, OPT, AFM): standard and after-market fitted
 * features are the vehicle's; an option (OPT) is one the variant may have, not that it does.
 */
const OPTIONAL_FEATURE = ["OPT"];
/** `SaleStatus` values (In Stock, WithDrawn, Sold) that take a vehicle out of stock. */
const NOT_IN_STOCK = ["Sold", "WithDrawn"];
/**
 * `PriceList[].Type` values read (Misc.cs: RRP, EGC, IGC, WHS etc.): the dealer's price before
 * government charges is the car's price; including them (IGC, or DriveAway as some systems
 * write it) its drive-away price. RRP (the maker's list price) and WHS (wholesale) are never a
 * dealer's asking price.
 */
const EXCLUDING_CHARGES_PRICES = ["EGC"];
const DRIVE_AWAY_PRICES = ["IGC", "DriveAway"];
/** `OdometerReadings[].UnitOfMeasure` (Km, Hour, Miles): an engine's hours are no distance. */
const KILOMETRE_UNITS = ["Km", ""];
const MILE_UNITS = ["Miles", "Mi"];

/** The amount of the first price whose type is one of `types` and that has one. */
function priceOf(prices: unknown[], types: readonly string[]): unknown {
  for (const price of prices) {
    const amount = field(price, "Amount");
    if (isOneOf(field(price, "Type"), types) && amount != null) return wholeNumber(amount);
  }
  return undefined;
}

/**
 * The odometer in kilometres: the chassis reading when the vehicle has several (a hub or an
 * engine may have its own), else the first reading in km or miles (a missing unit is km).
 */
function odometerKm(readings: unknown): unknown {
  const distances = list(readings).filter(
    (reading) =>
      field(reading, "Value") != null &&
      isOneOf(field(reading, "UnitOfMeasure"), [...KILOMETRE_UNITS, ...MILE_UNITS]),
  );
  const reading =
    distances.find((entry) => isOneOf(field(entry, "Type"), ["Chassis"])) ?? distances[0];
  const value = field(reading, "Value");
  if (typeof value === "number" && isOneOf(field(reading, "UnitOfMeasure"), MILE_UNITS)) {
    return Math.round(value * KILOMETRES_PER_MILE);
  }
  return wholeNumber(value);
}

/** A whole number attribute ("2755", 2755) as a number, else undefined. */
function attributeNumber(attributes: unknown, names: readonly string[]): number | undefined {
  const value = pairValue(attributes, "Name", names);
  return value !== undefined && /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : undefined;
}

/** The engine as the DTO describes it, else its capacity in litres ("2.8L"). */
function engineOf(attributes: unknown): string | undefined {
  const description = pairValue(attributes, "Name", ENGINE_ATTRIBUTES);
  if (description) return description;
  const cc = attributeNumber(attributes, ENGINE_SIZE_ATTRIBUTES);
  return cc ? `${(cc / 1000).toFixed(1)}L` : undefined;
}

/** `Specification.Features` the vehicle has, by DisplayName (else Name), each once, in order. */
function featuresOf(specification: unknown): string[] {
  const names = list(field(specification, "Features"))
    .filter((feature) => !isOneOf(field(feature, "Availability"), OPTIONAL_FEATURE))
    .map((feature) => text(field(feature, "DisplayName")) ?? text(field(feature, "Name")))
    .filter((name): name is string => name !== undefined);
  return [...new Set(names)].slice(0, MAX_CAR_FEATURES);
}

/** `Media.Photos` URLs by their `Order` (ties keep the file's order), each once. */
function photoUrls(vehicle: Json): string[] {
  const photos = list(field(field(vehicle, "Media"), "Photos"))
    .map((photo, index) => ({
      url: text(field(photo, "Url")),
      order: Number(field(photo, "Order") ?? index),
    }))
    .filter((photo): photo is { url: string; order: number } => photo.url !== undefined)
    .sort((a, b) => a.order - b.order)
    .map((photo) => photo.url);
  return [...new Set(photos)].slice(0, MAX_FEED_IMAGES);
}

function bodyOfVehicle(vehicle: Json): FeedCarBody {
  const specification = field(vehicle, "Specification");
  const attributes = field(specification, "Attributes");
  const body: FeedCarBody = {};
  const put = (key: string, value: unknown) => {
    if (value != null) body[key] = value;
  };
  const identification = field(vehicle, "Identification");
  put("stocknum", pairValue(identification, "Type", STOCK_NUMBER_TYPES));
  put("vin", pairValue(identification, "Type", VIN_TYPES)?.toUpperCase());
  put("name", text(field(specification, "Title")));
  put("make", text(field(specification, "Make")));
  put("model", text(field(specification, "Model")));
  put(
    "series",
    text(field(specification, "Series")) ?? pairValue(attributes, "Name", SERIES_ATTRIBUTES),
  );
  // The variant's release year; a vehicle with no specified variant has its own build date.
  put(
    "year",
    wholeNumber(
      field(field(specification, "ReleaseDate"), "Year") ??
        field(field(vehicle, "BuildDate"), "Year"),
    ),
  );
  put("badge", pairValue(attributes, "Name", BADGE_ATTRIBUTES));
  put("body", pairValue(attributes, "Name", BODY_ATTRIBUTES));
  put("transmission", pairValue(attributes, "Name", TRANSMISSION_ATTRIBUTES));
  const fuel = pairValue(attributes, "Name", FUEL_ATTRIBUTES);
  put("simple_fuel", fuel === undefined ? undefined : simpleFuelOf(fuel));
  put("drivetrain", pairValue(attributes, "Name", DRIVE_ATTRIBUTES));
  put("engine", engineOf(attributes));
  const lengthMm = attributeNumber(attributes, LENGTH_ATTRIBUTES);
  put("length_m", lengthMm === undefined ? undefined : Math.round(lengthMm / 10) / 100);
  const features = featuresOf(specification);
  if (features.length > 0) body.features = features;
  // A colour with no Location is the paint, as a one-colour list means it.
  const exterior = list(field(vehicle, "Colours")).find((colour) =>
    isOneOf(field(colour, "Location") ?? "Exterior", ["Exterior"]),
  );
  put("colour", text(field(exterior, "Name")) ?? text(field(exterior, "Generic")));
  put("km", odometerKm(field(vehicle, "OdometerReadings")));
  const prices = list(field(vehicle, "PriceList"));
  Object.assign(
    body,
    feedPricesOf(priceOf(prices, EXCLUDING_CHARGES_PRICES), priceOf(prices, DRIVE_AWAY_PRICES)),
  );
  const listingType = text(field(vehicle, "ListingType"));
  // ListingType is Showroom, New or Used; the DTO defines only the last two, and a showroom
  // vehicle is read as a new one.
  if (listingType)
    put("car_type", isOneOf(listingType, ["Showroom"]) ? "new" : carTypeOf(listingType));
  put("description", text(field(vehicle, "Description")));
  put("rego", text(field(field(vehicle, "Registration"), "Number")));
  const images = photoUrls(vehicle);
  if (images.length > 0) body.images = images;
  return body;
}

/** Whether a JSON value is one CSN-DTO vehicle (the constructor always sets both). */
const isCsnVehicle = (value: unknown) =>
  field(value, "Specification") !== undefined || field(value, "Identification") !== undefined;

/**
 * The vehicles of a CSN-DTO file: the JSON array the DTO's README gives for a file of many
 * items, or an object whose `Items` is one (an inventory API's page); null for anything else.
 */
function csnVehicles(document: unknown): unknown[] | null {
  if (Array.isArray(document)) return document;
  const items = field(document, "Items");
  return Array.isArray(items) ? items : null;
}

/** Whether a JSON document looks like CSN-DTO rather than the car API's own rows. */
export function isCsnDocument(document: unknown): boolean {
  return isCsnVehicle(csnVehicles(document)?.[0]) || isCsnVehicle(document);
}

export const ONE_CSN_VEHICLE_MESSAGE =
  "The file is one CSN-DTO vehicle. A stock feed is the whole stock (a vehicle left out is sold), so send an array of every vehicle in stock.";
export const NOT_CSN_MESSAGE =
  "The JSON is not a CSN-DTO inventory: send an array of vehicles, or an object whose Items is one.";

/**
 * A CSN-DTO document as feed records, each numbered by its place in the list (the first vehicle
 * is row 1). A vehicle whose SaleStatus is Sold or WithDrawn is left out, so a car of the site it
 * matches is sold like any car missing from the snapshot.
 */
export function parseCsnFeed(
  document: unknown,
  { locationMap = {} }: { locationMap?: Readonly<Record<string, string>> } = {},
): ParsedFeedFile {
  const vehicles = csnVehicles(document);
  if (!vehicles) {
    return {
      ok: false,
      message: isCsnVehicle(document) ? ONE_CSN_VEHICLE_MESSAGE : NOT_CSN_MESSAGE,
    };
  }
  if (vehicles.length > MAX_FEED_ROWS) {
    return { ok: false, message: tooManyRowsMessage(vehicles.length) };
  }
  const records: FeedRecord[] = [];
  const rejections: FeedRejection[] = [];
  vehicles.forEach((vehicle, index) => {
    const row = index + 1;
    if (!isObject(vehicle)) {
      rejections.push({ row, stockNumber: null, reason: "the vehicle is not a JSON object" });
      return;
    }
    if (isOneOf(field(vehicle, "SaleStatus"), NOT_IN_STOCK)) return;
    const body = bodyOfVehicle(vehicle);
    // The seller's Identifier names the yard when the site maps it to a location; a seller the
    // map does not name gives the car no location, as nothing else in the DTO names one.
    const seller = text(field(field(vehicle, "Seller"), "Identifier"));
    if (seller !== undefined && Object.hasOwn(locationMap, seller)) {
      body.location = locationMap[seller];
    }
    records.push({ row, body });
  });
  return { ok: true, records, rejections, ignoredColumns: [] };
}
