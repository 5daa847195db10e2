/**
 * Google vehicle listings, CSV (`google-vehicle-listings.csv`): the dealer inventory feed behind
 * vehicle listings on Google Search, after its "Feed specification"
 * (developers.google.com/vehicle-listings/reference/feed-specification) and format rules (RFC 4180
 * CSV, the full inventory in one file: developers.google.com/cars-for-sale/help/feed-specification).
 * Cars without a VIN or price, and vehicles Google does not list (caravans, RVs, motorcycles), are
 * left out with their reason (`feed-requirements.ts`).
 */
import { csvLine, type CsvValue } from "../text/csv-write.ts";
import type { CatalogueFeedEncoder } from "./catalogue-feed.ts";
import { catalogueVehicleId } from "./catalogue-vehicle-id.ts";
import { encodeFeedRows, type FeedFileFormat } from "./encode-feed-rows.ts";
import {
  GOOGLE_MAX_ADDITIONAL_IMAGES,
  googleCertified,
  googleCondition,
  googleDealershipAddress,
  googleMileage,
} from "./google-vehicle-values.ts";
import {
  feedDate,
  feedImages,
  feedPhone,
  feedPrice,
  feedStoreCode,
  vehicleUrl,
} from "./listing-values.ts";

export const GOOGLE_VEHICLE_LISTINGS_COLUMNS = [
  "vin",
  "id",
  "store_code",
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

const format: FeedFileFormat = {
  head: csvLine(GOOGLE_VEHICLE_LISTINGS_COLUMNS),
  item: (detail, site) => {
    const { car, dealership } = detail;
    const images = feedImages(site, car).map((image) => image.url);
    const row: Row = {
      vin: car.vin?.trim() ?? "",
      id: catalogueVehicleId(car),
      store_code: feedStoreCode(detail),
      dealership_name: dealership.name,
      dealership_address: googleDealershipAddress(detail, site),
      tracking_phone_number: feedPhone(detail),
      // The final sale price: what the vehicle page asks (the requirements ensure there is one).
      price: car.price === null ? "" : feedPrice(car.price, site.currency),
      // The platform holds no manufacturer's list price, and a "was" price is not one.
      vehicle_msrp: "",
      condition: googleCondition(car),
      certified_pre_owned: googleCertified(car),
      make: car.make,
      model: car.model,
      trim: car.badge?.trim() ?? "",
      year: car.year,
      mileage: googleMileage(car, site),
      exterior_color: car.colour?.trim() ?? "",
      image_link: images[0] ?? "",
      additional_image_link: images.slice(1, 1 + GOOGLE_MAX_ADDITIONAL_IMAGES).join(","),
      link: vehicleUrl(site, car),
      date_in_stock: feedDate(car.createdAt),
    };
    return csvLine(GOOGLE_VEHICLE_LISTINGS_COLUMNS.map((column) => row[column]));
  },
  tail: "",
};

export const encodeGoogleVehicleListingsCsv: CatalogueFeedEncoder = (site, cars, report) =>
  encodeFeedRows("google-vehicle-listings.csv", format, site, cars, report);
