import type { CatalogueFeedEncoder, CatalogueFeedName } from "./catalogue-feed.ts";
import { encodeGoogleVehicleAdsCsv } from "./google-vehicle-ads-csv.ts";
import { encodeGoogleVehicleListingsCsv } from "./google-vehicle-listings-csv.ts";
import { encodeMetaCsv } from "./meta-csv.ts";
import { encodeMetaXml } from "./meta-xml.ts";
import { encodeStockCsv } from "./stock-csv.ts";
import { encodeStockJson } from "./stock-json.ts";

export type CatalogueFeedEntry = { contentType: string; encode: CatalogueFeedEncoder };

const CSV = "text/csv; charset=utf-8";

/**
 * Every catalogue feed: its file's content type and encoder. A feed named in `CATALOGUE_FEEDS`
 * without an entry here is a type error. The server answers `/feeds/{token}/{name}` with
 * `catalogueFeeds[name].encode(site, cars, report)`.
 */
export const catalogueFeeds = {
  "meta.csv": { contentType: CSV, encode: encodeMetaCsv },
  "meta.xml": { contentType: "application/xml; charset=utf-8", encode: encodeMetaXml },
  "google-vehicle-listings.csv": { contentType: CSV, encode: encodeGoogleVehicleListingsCsv },
  "google-vehicle-ads.csv": { contentType: CSV, encode: encodeGoogleVehicleAdsCsv },
  "stock.csv": { contentType: CSV, encode: encodeStockCsv },
  "stock.json": { contentType: "application/json; charset=utf-8", encode: encodeStockJson },
} satisfies Record<CatalogueFeedName, CatalogueFeedEntry>;
