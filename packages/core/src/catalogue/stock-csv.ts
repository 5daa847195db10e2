/**
 * Generic stock export, CSV (`stock.csv`): every spec §3 Car field (`stock-record.ts`), one column
 * each; nested objects flattened to dotted columns (`location.name`, `autograb_data.
 * average_market_price`), lists of URLs space-separated (a URL holds no space), payment
 * processors as JSON. RFC 4180 quoting, CRLF line ends, and text a spreadsheet would run as a
 * formula neutralised (`csv-write.ts`), since dealers open this file in one; a UTF-8 byte order
 * mark first, so Excel reads "Škoda" as written.
 */
import { CAR_DESCRIPTION_FIELDS } from "../stock/car-description.ts";
import { CAR_EQUIPMENT_FIELDS, CAR_PRICE_FIELDS } from "../stock/car-input.ts";
import type { CsvValue } from "../text/csv-write.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import type { CatalogueFeedEncoder, CatalogueSite } from "./catalogue-feed.ts";
import { csvFileFormat, encodeFeedRows, type FeedFileFormat } from "./encode-feed-rows.ts";
import { stockRecord, type StockRecord } from "./stock-record.ts";

type Flat = Record<string, CsvValue>;

export const STOCK_CSV_COLUMNS = [
  "id",
  "slug",
  "url",
  ...CAR_DESCRIPTION_FIELDS,
  ...CAR_EQUIPMENT_FIELDS,
  "car_type",
  "status",
  ...CAR_PRICE_FIELDS,
  "currency",
  "stocknum",
  "vin",
  "certified",
  "reserved",
  "sold",
  "reservable",
  "preorder",
  "tag",
  "created_at",
  "sold_at",
  "simple_fuel",
  "description",
  "primary_image_url",
  "images",
  "thumbnails",
  "file",
  "dealership_id",
  "dealership_slug",
  "city",
  "state",
  "location.name",
  "location.phone",
  "location.slug",
  "location.distribution_locations",
  "payment_processors",
  "has_checkout_payment_processor",
  "autograb_data.average_market_price",
  "autograb_data.state_average_market_price",
  "location_id",
  "carsales_seller_identifier",
] as const;

/** The columns of the internal fields (`STOCK_INTERNAL_FIELDS`), flattened. */
export const STOCK_CSV_INTERNAL_COLUMNS: readonly string[] = [
  "payment_processors",
  "has_checkout_payment_processor",
  "autograb_data.average_market_price",
  "autograb_data.state_average_market_price",
];

/** The record under the CSV's column names. */
function flattenStockRecord(record: StockRecord): Flat {
  const { images, thumbnails, location, payment_processors, autograb_data, features, ...plain } =
    record;
  return {
    ...plain,
    features: features.join("; "),
    images: images.map(({ image }) => image.url).join(" "),
    thumbnails: thumbnails.join(" "),
    "location.name": location?.name,
    "location.phone": location?.phone,
    "location.slug": location?.slug,
    "location.distribution_locations": location?.distribution_locations.join(" "),
    payment_processors:
      payment_processors && payment_processors.length > 0 ? JSON.stringify(payment_processors) : "",
    "autograb_data.average_market_price": autograb_data?.average_market_price,
    "autograb_data.state_average_market_price": autograb_data?.state_average_market_price,
  };
}

const rowOf = (detail: CarDetail, site: CatalogueSite) =>
  flattenStockRecord(stockRecord(detail, site));

/**
 * The UTF-8 byte order mark the file begins with: Excel opens a CSV without one in the system's
 * legacy code page ("Å koda" for "Škoda"); with it, as UTF-8. Other readers skip it.
 */
export const UTF8_BOM = "\uFEFF";

const withBom = (format: FeedFileFormat): FeedFileFormat => ({
  ...format,
  head: UTF8_BOM + format.head,
});

const withInternal = withBom(csvFileFormat(STOCK_CSV_COLUMNS, rowOf, { isForSpreadsheets: true }));
const withoutInternal = withBom(
  csvFileFormat(
    STOCK_CSV_COLUMNS.filter((column) => !STOCK_CSV_INTERNAL_COLUMNS.includes(column)),
    rowOf,
    { isForSpreadsheets: true },
  ),
);

export const encodeStockCsv: CatalogueFeedEncoder = (site, cars, report) =>
  encodeFeedRows(
    "stock.csv",
    site.isExportingInternalFields ? withInternal : withoutInternal,
    site,
    cars,
    report,
  );
