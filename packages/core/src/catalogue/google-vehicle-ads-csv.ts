/**
 * Google Merchant Center vehicle ads, CSV (`google-vehicle-ads.csv`): the primary feed of vehicle
 * ads, after "Create a primary feed" (support.google.com/merchants/answer/11192663), the vehicle
 * ads attributes (support.google.com/merchants/topic/15174112: vehicle price type, vehicle
 * fulfillment, certified pre-owned, mileage, body style, vehicle MSRP) and the Content API
 * guidelines (support.google.com/merchants/answer/11190480: `link_template` holds `{store_code}`).
 * In Australia each price says its type: drive-away or excluding government charges
 * (`vehicle-price-type.ts`).
 */
import type { CarDetail } from "../domain/car-detail.ts";
import type { CsvValue } from "../text/csv-write.ts";
import { bodyStyle } from "./body-style.ts";
import type { CatalogueFeedEncoder, CatalogueSite } from "./catalogue-feed.ts";
import { catalogueVehicleId } from "../domain/catalogue-vehicle-id.ts";
import { csvFileFormat, encodeFeedRows } from "./encode-feed-rows.ts";
import { googleCertified, googleSharedFields } from "./google-vehicle-values.ts";
import { advertisedPrice } from "../stock/advertised-price.ts";
import { clipText, feedCountry, feedDescription, feedPrice } from "./listing-values.ts";
import { australianVehiclePrice } from "./vehicle-price-type.ts";

/** Google's product category "Vehicles & Parts > Vehicles > Motor Vehicles > Cars, Trucks & Vans". */
const GOOGLE_CARS_CATEGORY = "916";
export const GOOGLE_MAX_TITLE = 150;
export const GOOGLE_MAX_DESCRIPTION = 5000;
/** The placeholder Google replaces with the store code of the store a shopper is shown. */
const STORE_CODE_PLACEHOLDER = "{store_code}";

const GOOGLE_VEHICLE_ADS_COLUMNS = [
  "id",
  "title",
  "description",
  "link",
  "link_template",
  "image_link",
  "additional_image_link",
  "price",
  "vehicle_price_type",
  "condition",
  "certified_pre-owned",
  "brand",
  "model",
  "trim",
  "year",
  "mileage",
  "color",
  "body_style",
  "vin",
  "store_code",
  "vehicle_fulfillment",
  "vehicle_msrp",
  "google_product_category",
] as const;

type Row = Record<(typeof GOOGLE_VEHICLE_ADS_COLUMNS)[number], CsvValue>;

/** The price Google gets (the car's one advertised price) and, in Australia, its type. */
function adPrice({ car }: CarDetail, site: CatalogueSite): { amount: number | null; type: string } {
  if (feedCountry(site) !== "AU") return { amount: advertisedPrice(car)?.amount ?? null, type: "" };
  const price = australianVehiclePrice(car);
  return price.isPriced ? { amount: price.amount, type: price.type } : { amount: null, type: "" };
}

const format = csvFileFormat(
  GOOGLE_VEHICLE_ADS_COLUMNS,
  (detail, site): Row => {
    const { car } = detail;
    const shared = googleSharedFields(detail, site);
    const price = adPrice(detail, site);
    return {
      ...shared,
      id: catalogueVehicleId(car),
      title: clipText(car.name, GOOGLE_MAX_TITLE),
      description: clipText(feedDescription(car.description) || car.name, GOOGLE_MAX_DESCRIPTION),
      link_template: `${shared.link}?store=${STORE_CODE_PLACEHOLDER}`,
      price: price.amount === null ? "" : feedPrice(price.amount, site.currency),
      vehicle_price_type: price.type,
      "certified_pre-owned": googleCertified(car, site),
      brand: car.make,
      color: car.colour?.trim() ?? "",
      body_style: bodyStyle(car.body, site.template).google?.bodyStyle ?? "",
      vehicle_fulfillment: `in_store:${shared.store_code}`,
      google_product_category: GOOGLE_CARS_CATEGORY,
    };
  },
  { isForSpreadsheets: false },
);

export const encodeGoogleVehicleAdsCsv: CatalogueFeedEncoder = (site, cars, report) =>
  encodeFeedRows("google-vehicle-ads.csv", format, site, cars, report);
