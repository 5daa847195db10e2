/**
 * Google vehicle listings, CSV (`google-vehicle-listings.csv`): the dealer inventory feed behind
 * vehicle listings on Google Search, after its "Feed specification"
 * (developers.google.com/vehicle-listings/reference/feed-specification) and format rules (RFC 4180
 * CSV, the full inventory in one file: developers.google.com/cars-for-sale/help/feed-specification).
 * Cars without a VIN or price, and vehicles Google does not list (boats, buses and other commercial
 * vehicles; it lists cars, trucks, RVs, ATVs, motorcycles and trailers), are left out with their
 * reason (`feed-requirements.ts`). The specification's attributes are the same for every kind it
 * takes: it has no vehicle-type or body-style attribute, and mileage is asked of used vehicles
 * only (a new caravan or trailer goes out at its odometer's 0).
 */
import type { CsvValue } from "../text/csv-write.ts";
import type { CatalogueFeedEncoder } from "./catalogue-feed.ts";
import { catalogueVehicleId } from "../domain/catalogue-vehicle-id.ts";
import { csvFileFormat, encodeFeedRows } from "./encode-feed-rows.ts";
import {
  googleCertified,
  googleDealershipAddress,
  googleSharedFields,
} from "./google-vehicle-values.ts";
import { advertisedPrice } from "../stock/advertised-price.ts";
import { feedDate, feedPhone, feedPlaceId, feedPrice } from "./listing-values.ts";

const GOOGLE_VEHICLE_LISTINGS_COLUMNS = [
  "vin",
  "id",
  "store_code",
  "place_id",
  "dealership_name",
  "dealership_address",
  "tracking_phone_number",
  "price",
  "vehicle_msrp",
  "condition",
  "certified_pre_owned",
  "make",
  "model",
  "trim",
  "year",
  "mileage",
  "exterior_color",
  "image_link",
  "additional_image_link",
  "link",
  "date_in_stock",
] as const;

type Row = Record<(typeof GOOGLE_VEHICLE_LISTINGS_COLUMNS)[number], CsvValue>;

const format = csvFileFormat(
  GOOGLE_VEHICLE_LISTINGS_COLUMNS,
  (detail, site): Row => {
    const { car, dealership } = detail;
    const price = advertisedPrice(car);
    return {
      ...googleSharedFields(detail, site),
      id: catalogueVehicleId(car),
      // Matches the dealership's Business Profile without doubt where the dealer set it.
      place_id: feedPlaceId(detail),
      dealership_name: dealership.name,
      dealership_address: googleDealershipAddress(detail, site),
      tracking_phone_number: feedPhone(detail),
      // The final sale price: the car's one advertised price, as its page's JSON-LD gives it.
      price: price ? feedPrice(price.amount, site.currency) : "",
      certified_pre_owned: googleCertified(car, site),
      make: car.make,
      exterior_color: car.colour?.trim() ?? "",
      date_in_stock: feedDate(car.createdAt),
    };
  },
  { isForSpreadsheets: false },
);

export const encodeGoogleVehicleListingsCsv: CatalogueFeedEncoder = (site, cars, report) =>
  encodeFeedRows("google-vehicle-listings.csv", format, site, cars, report);
