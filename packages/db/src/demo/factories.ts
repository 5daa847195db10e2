import type { CarType } from "@forecourt/core/domain/car";
import { DEFAULT_LOCALE, formatDistance, type LocaleCode } from "@forecourt/core/locale/locale";
import type { OpeningHours } from "@forecourt/core/domain/location";
import { VIN_CHARACTERS, VIN_LENGTH, withVinCheckDigit } from "@forecourt/core/domain/vin";
import {
  VIN_MOTORCYCLE_WMIS,
  vinMakerWmis,
  vinYearCode,
} from "@forecourt/core/domain/vin-structure";
import type { SiteSettingsInput } from "@forecourt/core/site/site-settings";
import type * as schema from "../schema.ts";
import { slugify, type Random } from "./random.ts";
import type { CatalogueEntry } from "./demo-sites.ts";

/**
 * Row builders shared by the demo seeder and the tests: both make data the same way, so a test
 * exercises rows shaped like the ones a shopper sees.
 */

type NewWebsite = typeof schema.websites.$inferInsert;
export type NewDealership = typeof schema.dealerships.$inferInsert;
type NewLocation = typeof schema.locations.$inferInsert;
export type NewCar = typeof schema.cars.$inferInsert;

export function buildWebsite(input: {
  slug: string;
  name: string;
  settings?: SiteSettingsInput;
}): NewWebsite {
  return { slug: input.slug, name: input.name, settings: input.settings ?? {} };
}

export function buildDealership(
  websiteId: number,
  input: Partial<NewDealership> & { slug: string },
): NewDealership {
  return {
    websiteId,
    name: input.name ?? input.slug,
    leadEmail: `leads@${input.slug}.test`,
    ...input,
  };
}

const ALWAYS_OPEN: OpeningHours = {
  monday: { status: "open", open: "09:00", close: "17:00" },
  tuesday: { status: "open", open: "09:00", close: "17:00" },
  wednesday: { status: "open", open: "09:00", close: "17:00" },
  thursday: { status: "open", open: "09:00", close: "17:00" },
  friday: { status: "open", open: "09:00", close: "17:00" },
  saturday: { status: "closed" },
  sunday: { status: "closed" },
};

export function buildLocation(
  websiteId: number,
  dealershipId: number,
  input: Partial<NewLocation> & { slug: string },
): NewLocation {
  return {
    websiteId,
    dealershipId,
    name: input.name ?? input.slug,
    locationTypes: ["sales"],
    openingHours: ALWAYS_OPEN,
    address: {
      street: "",
      city: "",
      state: "",
      postcode: "",
      lat: null,
      long: null,
      placeId: null,
      placeUrl: null,
      mapKey: null,
      full: "",
      mapUrl: null,
    },
    ...input,
  };
}

/**
 * A demo VIN that decodes at NHTSA as the car it is on: a real World Manufacturer Identifier of
 * the car's make (core `vinMakerWmis`), the model year's code in position 10, a serial number
 * of digits in positions 12-17, and the ISO 3779 / NHTSA check digit in position 9 (which Google's
 * US vehicle listings check). Seventeen draws, as ever, so the rest of the demo data is unchanged.
 */
function buildVin(
  random: Random,
  vehicle: { make: string; year: number; isMotorcycle?: boolean },
): string {
  const motorcycleWmi = vehicle.isMotorcycle ? VIN_MOTORCYCLE_WMIS[vehicle.make] : undefined;
  const drawn = Array.from({ length: VIN_LENGTH }, () => random.pick([...VIN_CHARACTERS]));
  // A make the table does not know (a test's own, say) keeps drawn characters in positions 1-3.
  const wmi = motorcycleWmi ?? vinMakerWmis(vehicle.make)?.[0] ?? drawn.slice(0, 3).join("");
  const serial = drawn.slice(11).map((character) => String(VIN_CHARACTERS.indexOf(character) % 10));
  return withVinCheckDigit(
    [wmi, ...drawn.slice(3, 9), vinYearCode(vehicle.year), drawn[10], ...serial].join(""),
  );
}

type CarSpec = {
  websiteId: number;
  dealershipId: number;
  locationId: number | null;
  entry: CatalogueEntry;
  carType: CarType;
  stockNumber: string;
  random: Random;
  now: Date;
  /** The site's locale: the description gives the odometer in its unit. */
  locale?: LocaleCode;
};

/** One plausible vehicle for a catalogue entry; the caller adjusts status, tags and dates. */
export function buildCar(spec: CarSpec): NewCar {
  const { entry, random, carType, now } = spec;
  const currentYear = now.getUTCFullYear();
  const year =
    carType === "new"
      ? currentYear - random.int(0, 1)
      : carType === "demo"
        ? currentYear - random.int(0, 1)
        : currentYear - random.int(1, 9);
  const km =
    carType === "new"
      ? random.int(0, 40)
      : carType === "demo"
        ? random.int(400, 9000)
        : random.int(6000, 160_000);
  const [low, high] = entry.price;
  const ageDiscount =
    carType === "used"
      ? Math.max(0.45, 1 - (currentYear - year) * 0.07)
      : carType === "demo"
        ? 0.93
        : 1;
  const price = Math.round((random.int(low, high) * ageDiscount) / 10) * 10 - 10;
  const badge = random.pick(entry.badges);
  const name = `${year} ${entry.make} ${entry.model} ${badge}`;
  const market = carType === "used" ? Math.round(price * (0.97 + random.next() * 0.1)) : null;
  const locale = spec.locale ?? DEFAULT_LOCALE;
  return {
    websiteId: spec.websiteId,
    dealershipId: spec.dealershipId,
    locationId: spec.locationId,
    slug: slugify(`${name} ${spec.stockNumber}`),
    name,
    make: entry.make,
    model: entry.model,
    // The model year, as Australian and New Zealand makers name a series ("MY25").
    series: `MY${String(year).slice(-2)}`,
    badge,
    body: entry.body,
    colour: null,
    transmission:
      entry.kind === "caravan" || entry.kind === "camper-trailer" || entry.kind === "pop-top"
        ? null
        : random.pick(["Automatic", "Automatic", "Manual"]),
    year,
    km,
    carType,
    status: "in_stock",
    price,
    beforePrice: random.chance(0.15) ? price + random.int(1, 4) * 1000 : null,
    dapPrice: driveAwayPrice(price, carType, locale),
    stockNumber: spec.stockNumber,
    vin: buildVin(random, { make: entry.make, year, isMotorcycle: entry.kind === "motorcycle" }),
    simpleFuel: entry.fuel,
    description: `${name} in ${carType === "new" ? "brand new" : carType === "demo" ? "near-new demonstrator" : "great"} condition. ${formatDistance(km, locale)}. Visit us for a test drive.`,
    marketPriceNational: market,
    marketPriceState: market === null ? null : Math.round(market * (0.98 + random.next() * 0.05)),
    rank: random.int(0, 1000),
    createdAt: new Date(now.getTime() - random.int(9, 180) * 86_400_000),
    updatedAt: now,
  };
}

/**
 * A new or demo car's drive-away price on an Australian or New Zealand site: the price plus
 * registration, stamp duty and dealer delivery, about 5% and $1,200. US prices are not quoted so.
 */
function driveAwayPrice(price: number, carType: CarType, locale: LocaleCode): number | null {
  if (carType === "used" || locale === "en-US") return null;
  return price + Math.round((price * 0.05 + 1_200) / 10) * 10;
}
