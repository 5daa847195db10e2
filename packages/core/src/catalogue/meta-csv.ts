/**
 * Meta automotive inventory catalogue, CSV (`meta.csv`): one header row, then one row a vehicle;
 * nested fields flattened into JSON-path columns (`mileage.value`, `address.city`,
 * `image[0].url`, `image[0].tag[0]`), as Meta's feed reference allows
 * (developers.facebook.com/docs/marketing-api/auto-ads/reference, "Supported Feed Formats").
 * RFC 4180 quoting; text goes as it is (a machine reads it, so nothing is formula-neutralised).
 */
import type { CsvValue } from "../text/csv-write.ts";
import type { CatalogueFeedEncoder } from "./catalogue-feed.ts";
import { csvFileFormat, encodeFeedRows } from "./encode-feed-rows.ts";
import { META_MAX_IMAGES, metaListing, type MetaListing } from "./meta-listing.ts";

const IMAGE_COLUMNS = Array.from({ length: META_MAX_IMAGES }, (_, n) => [
  `image[${n}].url`,
  `image[${n}].tag[0]`,
]).flat();

const META_CSV_COLUMNS = [
  "vehicle_id",
  "vin",
  "title",
  "description",
  "url",
  "make",
  "model",
  "year",
  "body_style",
  "vehicle_type",
  "exterior_color",
  "mileage.value",
  "mileage.unit",
  "price",
  "sale_price",
  "state_of_vehicle",
  "availability",
  "address.addr1",
  "address.city",
  "address.region",
  "address.postal_code",
  "address.country",
  "latitude",
  "longitude",
  "fuel_type",
  "transmission",
  "drivetrain",
  "trim",
  "dealer_id",
  "dealer_name",
  "dealer_phone",
  "date_first_on_lot",
  ...IMAGE_COLUMNS,
];

/** The listing's fields under their CSV column names. */
function flattenMetaListing(listing: MetaListing): Record<string, CsvValue> {
  const { mileage, address, image, ...plain } = listing;
  const row: Record<string, CsvValue> = {
    ...plain,
    "mileage.value": mileage.value,
    "mileage.unit": mileage.unit,
  };
  for (const [key, value] of Object.entries(address)) row[`address.${key}`] = value;
  image.forEach(({ url, tag }, n) => {
    row[`image[${n}].url`] = url;
    row[`image[${n}].tag[0]`] = tag;
  });
  return row;
}

// Meta's servers read the file: text goes as it is, formulas are a spreadsheet's concern.
const format = csvFileFormat(
  META_CSV_COLUMNS,
  (detail, site) => flattenMetaListing(metaListing(detail, site)),
  { isForSpreadsheets: false },
);

export const encodeMetaCsv: CatalogueFeedEncoder = (site, cars, report) =>
  encodeFeedRows("meta.csv", format, site, cars, report);
