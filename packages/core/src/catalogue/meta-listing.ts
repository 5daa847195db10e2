import { carAvailability } from "../domain/car-availability.ts";
import type { Car, SimpleFuel } from "../domain/car.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import { bodyStyle, type MetaBodyStyle, type MetaVehicleType } from "./body-style.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";
import { catalogueVehicleId } from "../domain/catalogue-vehicle-id.ts";
import { isCertifiedPreOwned } from "./google-vehicle-values.ts";
import {
  clipText,
  feedDescription,
  feedAddress,
  feedCountry,
  feedDate,
  feedImages,
  feedMileage,
  feedPhone,
  feedPrice,
  feedStoreCode,
  listingPrices,
  vehicleUrl,
} from "./listing-values.ts";

/**
 * One vehicle as Meta's automotive inventory catalogue reads it, written as CSV (`meta-csv.ts`)
 * or XML (`meta-xml.ts`). Field names, enums and limits follow Meta's "Automotive Inventory Ads:
 * catalog fields" (developers.facebook.com/docs/marketing-api/dynamic-ads-auto/auto-catalog) and
 * its feed reference (developers.facebook.com/docs/marketing-api/auto-ads/reference).
 */

export const META_STATES_OF_VEHICLE = ["NEW", "USED", "CPO"] as const;
export const META_AVAILABILITY = ["AVAILABLE", "NOT_AVAILABLE", "PENDING"] as const;
export const META_FUEL_TYPES = [
  "DIESEL",
  "ELECTRIC",
  "GASOLINE",
  "FLEX",
  "HYBRID",
  "OTHER",
  "PETROL",
  "PLUGIN_HYBRID",
] as const;
export const META_TRANSMISSIONS = ["AUTOMATIC", "MANUAL"] as const;
export const META_DRIVETRAINS = ["TWO_WD", "FOUR_WD", "AWD", "FWD", "RWD", "OTHER"] as const;
export const META_MILEAGE_UNITS = ["KM", "MI"] as const;

/** Meta reads up to 20 images a vehicle. */
export const META_MAX_IMAGES = 20;
export const META_MAX_TITLE = 500;
export const META_MAX_DESCRIPTION = 5000;
/** Meta's limit on an image's tag (`image[n].tag`). */
export const META_MAX_IMAGE_TAG = 100;

type OneOf<T extends readonly string[]> = T[number];

export type MetaListing = {
  vehicle_id: string;
  vin: string;
  title: string;
  description: string;
  url: string;
  make: string;
  model: string;
  year: number;
  body_style: MetaBodyStyle;
  vehicle_type: MetaVehicleType;
  exterior_color: string;
  mileage: { value: number; unit: OneOf<typeof META_MILEAGE_UNITS> };
  price: string;
  /** Empty when the car is not reduced. */
  sale_price: string;
  state_of_vehicle: OneOf<typeof META_STATES_OF_VEHICLE>;
  availability: OneOf<typeof META_AVAILABILITY>;
  address: { addr1: string; city: string; region: string; postal_code: string; country: string };
  latitude: number | null;
  longitude: number | null;
  fuel_type: OneOf<typeof META_FUEL_TYPES> | "";
  transmission: OneOf<typeof META_TRANSMISSIONS> | "";
  drivetrain: OneOf<typeof META_DRIVETRAINS> | "";
  trim: string;
  dealer_id: string;
  dealer_name: string;
  dealer_phone: string;
  date_first_on_lot: string;
  image: { url: string; tag: string }[];
};

const FUEL: Record<SimpleFuel, OneOf<typeof META_FUEL_TYPES>> = {
  Petrol: "PETROL",
  Diesel: "DIESEL",
  Electric: "ELECTRIC",
  Hybrid: "HYBRID",
  PHEV: "PLUGIN_HYBRID",
  LPG: "OTHER",
};

/**
 * Certified used cars of a maker's program are Meta's certified pre-owned (CPO means a
 * manufacturer's program, `isCertifiedPreOwned`); a demonstrator is a used car to Meta.
 */
function stateOfVehicle(
  car: Pick<Car, "carType" | "isCertified">,
  site: Pick<CatalogueSite, "isManufacturerCertified">,
): MetaListing["state_of_vehicle"] {
  if (car.carType === "new") return "NEW";
  return isCertifiedPreOwned(car, site) ? "CPO" : "USED";
}

/**
 * Meta keeps sold vehicles as NOT_AVAILABLE; a coming-soon, pre-order or reserved one is
 * PENDING. The state is the page's (core `carAvailability`).
 */
function availability(
  car: Pick<Car, "status" | "isSold" | "isReserved" | "isPreorder">,
): MetaListing["availability"] {
  const state = carAvailability(car);
  if (state === "sold") return "NOT_AVAILABLE";
  return state === "in_stock" ? "AVAILABLE" : "PENDING";
}

/** Meta takes automatic or manual; CVTs, dual-clutch and single-speed electric drives are automatic. */
function transmission(text: string | null): MetaListing["transmission"] {
  const lower = text?.toLowerCase() ?? "";
  if (/manual/.test(lower)) return "MANUAL";
  if (
    /auto|cvt|dct|dsg|tiptronic|steptronic|sequential|reduction|single.speed|dual.clutch/.test(
      lower,
    )
  ) {
    return "AUTOMATIC";
  }
  return "";
}

/** Meta's drivetrain in words a dealer writes ("4x4", "AWD", "Quattro"); "" for none of them. */
function drivetrainOfText(text: string): MetaListing["drivetrain"] {
  if (/\b(4x4|4wd)\b/.test(text)) return "FOUR_WD";
  if (/\b(awd|quattro|4motion|xdrive|4matic)\b/.test(text)) return "AWD";
  if (/\b(4x2|2wd)\b/.test(text)) return "TWO_WD";
  if (/\bfwd\b/.test(text)) return "FWD";
  if (/\brwd\b/.test(text)) return "RWD";
  return "";
}

/**
 * The car's drivetrain as Meta names it: the drivetrain the dealer gave, else what its name,
 * series and badge say ("SR5 4x4"); a drivetrain Meta has no word for ("6X4") is OTHER.
 */
function drivetrain(
  car: Pick<Car, "name" | "series" | "badge" | "drivetrain">,
): MetaListing["drivetrain"] {
  const given = car.drivetrain?.trim().toLowerCase() ?? "";
  if (given !== "") return drivetrainOfText(given) || "OTHER";
  return drivetrainOfText([car.name, car.series, car.badge].join(" ").toLowerCase());
}

/**
 * The listing of a car the Meta feeds list (its VIN, image and price are there: see
 * `feed-requirements.ts`). Meta requires an exterior colour; a car whose dealer gave none says
 * "Other" rather than leave the field empty.
 */
export function metaListing(detail: CarDetail, site: CatalogueSite): MetaListing {
  const { car, dealership } = detail;
  const prices = listingPrices(car);
  const mileage = feedMileage(car.km, site.locale);
  const address = feedAddress(detail);
  const style = bodyStyle(car.body, site.template);
  return {
    vehicle_id: catalogueVehicleId(car),
    vin: car.vin?.trim() ?? "",
    title: clipText(car.name, META_MAX_TITLE),
    description: clipText(feedDescription(car.description) || car.name, META_MAX_DESCRIPTION),
    url: vehicleUrl(site, car),
    make: car.make,
    model: car.model,
    year: car.year,
    body_style: style.meta.bodyStyle,
    vehicle_type: style.meta.vehicleType,
    exterior_color: car.colour?.trim() || "Other",
    mileage: { value: mileage.value, unit: mileage.unit === "mi" ? "MI" : "KM" },
    price: prices ? feedPrice(prices.price, site.currency) : "",
    sale_price: prices?.salePrice ? feedPrice(prices.salePrice, site.currency) : "",
    state_of_vehicle: stateOfVehicle(car, site),
    availability: availability(car),
    address: {
      addr1: address.street,
      city: address.city,
      region: address.region,
      postal_code: address.postcode,
      country: feedCountry(site),
    },
    latitude: address.latitude,
    longitude: address.longitude,
    fuel_type: car.simpleFuel ? FUEL[car.simpleFuel] : "",
    transmission: transmission(car.transmission),
    drivetrain: drivetrain(car),
    trim: car.badge?.trim() ?? "",
    dealer_id: feedStoreCode(detail),
    dealer_name: dealership.name,
    dealer_phone: feedPhone(detail),
    date_first_on_lot: feedDate(car.createdAt),
    image: feedImages(site, car)
      .slice(0, META_MAX_IMAGES)
      .map((image) => ({
        url: image.url,
        tag: clipText(image.alt.trim() || car.name, META_MAX_IMAGE_TAG),
      })),
  };
}
