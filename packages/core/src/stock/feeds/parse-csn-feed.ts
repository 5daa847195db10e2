import { KILOMETRES_PER_MILE } from "../../locale/locale.ts";
import { MAX_FEED_IMAGES, MAX_FEED_ROWS, tooManyRowsMessage } from "./feed-limits.ts";
import type { ParsedFeedFile, FeedRecord, FeedRejection } from "./parse-csv-feed.ts";
import { amountOf, carTypeOf, simpleFuelOf, type FeedCarBody } from "./feed-values.ts";

/**
 * carsales' CSN-DTO vehicle shape (the "Csn.Public.Dto" inventory objects dealer systems send to
 * carsales) as rows of car API bodies. Read from it: `Identification` [{Type: "StockNumber" |
 * "VIN", Value}], `ListingType` (New, Used, Demo, Showroom), `SaleStatus` (a Sold or Withdrawn
 * vehicle is not in stock, so it counts as absent), `Description`, `Specification` {Make, Model,
 * Series, Title, ReleaseDate.Year, Attributes [{Name, Value}] with Badge, BodyStyle / BodyType,
 * Transmission / GearType, FuelType}, `Colours` [{Location: "Exterior", Generic, Name}],
 * `OdometerReadings` [{Value, UnitOfMeasure: KM | MI}], `PriceList` [{Type, Amount}] (drive away
 * first) and `Media.Photos` [{Url, Order}]. Keys are read in any case (PascalCase as .NET
 * serialises them, or camelCase). The file is an array of vehicles, or an object whose `Items`
 * (or `Vehicles`) is one.
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
const squash = (value: string) => value.toLowerCase().replace(/[^a-z]/g, "");

/** The `Value` of the first `{Type|Name, Value}` pair whose type is one of `types`. */
function pairValue(pairs: unknown, keyName: "Type" | "Name", types: string[]): string | undefined {
  const wanted = types.map(squash);
  for (const pair of list(pairs)) {
    const type = text(field(pair, keyName));
    if (type && wanted.includes(squash(type))) {
      const value = text(field(pair, "Value"));
      if (value) return value;
    }
  }
  return undefined;
}

/** The vehicles of a CSN-DTO file, or a message when it holds none in a shape we know. */
export function csnVehicles(document: unknown): unknown[] | null {
  if (Array.isArray(document)) return document;
  for (const key of ["Items", "Vehicles", "Inventory"]) {
    const items = field(document, key);
    if (Array.isArray(items)) return items;
  }
  return null;
}

/** Whether a JSON document looks like CSN-DTO rather than the car API's own rows. */
export function isCsnDocument(document: unknown): boolean {
  const first = csnVehicles(document)?.[0];
  return (
    field(first, "Specification") !== undefined || field(first, "Identification") !== undefined
  );
}

const NOT_IN_STOCK = ["sold", "withdrawn"];
const PRICE_ORDER = ["driveaway", "egc", "retail", "advertised", "price"];

function bodyOfVehicle(vehicle: Json): FeedCarBody {
  const specification = field(vehicle, "Specification");
  const attributes = field(specification, "Attributes");
  const body: FeedCarBody = {};
  const put = (key: string, value: unknown) => {
    if (value !== undefined) body[key] = value;
  };
  const identification = field(vehicle, "Identification");
  put("stocknum", pairValue(identification, "Type", ["StockNumber", "StockNo"]));
  put("vin", pairValue(identification, "Type", ["VIN"])?.toUpperCase());
  put("make", text(field(specification, "Make")));
  put("model", text(field(specification, "Model")));
  put("series", text(field(specification, "Series")));
  const year = field(field(specification, "ReleaseDate"), "Year");
  put("year", typeof year === "string" && /^\d{4}$/.test(year) ? Number(year) : year);
  put("badge", pairValue(attributes, "Name", ["Badge", "Variant"]));
  put("body", pairValue(attributes, "Name", ["BodyStyle", "BodyType", "Body"]));
  put("transmission", pairValue(attributes, "Name", ["Transmission", "GearType"]));
  const fuel = pairValue(attributes, "Name", ["FuelType", "Fuel"]);
  put("simple_fuel", fuel === undefined ? undefined : simpleFuelOf(fuel));
  const exterior =
    list(field(vehicle, "Colours")).find(
      (colour) => squash(text(field(colour, "Location")) ?? "exterior") === "exterior",
    ) ?? undefined;
  put("colour", text(field(exterior, "Name")) ?? text(field(exterior, "Generic")));
  const reading = list(field(vehicle, "OdometerReadings"))[0];
  const odometer = field(reading, "Value");
  if (odometer !== undefined) {
    const unit = squash(text(field(reading, "UnitOfMeasure")) ?? "km");
    put(
      "km",
      typeof odometer === "number" && (unit === "mi" || unit === "miles")
        ? Math.round(odometer * KILOMETRES_PER_MILE)
        : odometer,
    );
  }
  const prices = list(field(vehicle, "PriceList"));
  const price = PRICE_ORDER.map((type) =>
    prices.find((entry) => squash(text(field(entry, "Type")) ?? "") === type),
  ).find((entry) => entry !== undefined);
  const amount = field(price ?? prices[0], "Amount");
  put("price", typeof amount === "string" ? amountOf(amount) : amount);
  const listingType = text(field(vehicle, "ListingType"));
  // A showroom car is a new one on the floor.
  if (listingType)
    put("car_type", squash(listingType) === "showroom" ? "new" : carTypeOf(listingType));
  put("description", text(field(vehicle, "Description")));
  const photos = list(field(field(vehicle, "Media"), "Photos"))
    .map((photo, index) => ({
      url: text(field(photo, "Url")),
      order: Number(field(photo, "Order") ?? index),
    }))
    .filter((photo): photo is { url: string; order: number } => photo.url !== undefined)
    .sort((a, b) => a.order - b.order)
    .map((photo) => photo.url)
    .slice(0, MAX_FEED_IMAGES);
  if (photos.length > 0) body.images = photos;
  return body;
}

/**
 * A CSN-DTO document as feed records, each numbered by its place in the list (the first vehicle
 * is row 1). A vehicle whose SaleStatus is Sold or Withdrawn is left out, so a car of the site it
 * matches is sold like any car missing from the snapshot.
 */
export function parseCsnFeed(document: unknown): ParsedFeedFile {
  const vehicles = csnVehicles(document);
  if (!vehicles) {
    return {
      ok: false,
      message:
        "The JSON is not a CSN-DTO inventory: send an array of vehicles, or an object whose Items is one.",
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
      rejections.push({ row, reason: "the vehicle is not a JSON object" });
      return;
    }
    const status = squash(text(field(vehicle, "SaleStatus")) ?? "");
    if (NOT_IN_STOCK.includes(status)) return;
    records.push({ row, body: bodyOfVehicle(vehicle) });
  });
  return { ok: true, records, rejections };
}
