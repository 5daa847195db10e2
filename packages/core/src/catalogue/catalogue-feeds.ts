import type { CatalogueFeedEncoder, CatalogueFeedName } from "./catalogue-feed.ts";
import { encodeGoogleVehicleAdsCsv } from "./google-vehicle-ads-csv.ts";
import { encodeGoogleVehicleListingsCsv } from "./google-vehicle-listings-csv.ts";
import { encodeMetaCsv } from "./meta-csv.ts";
import { encodeMetaXml } from "./meta-xml.ts";
import { encodeStockCsv } from "./stock-csv.ts";
import { encodeStockJson } from "./stock-json.ts";

type CatalogueFeedEntry = {
  contentType: string;
  encode: CatalogueFeedEncoder;
  /**
   * The countries (ISO 3166) where the platform runs what the feed is for, or null where it is
   * not limited to a list the platform publishes. Google shows vehicle listings in the United
   * States only (developers.google.com/search/docs/appearance/structured-data/vehicle-listing,
   * "Feature availability"); a site elsewhere may still send the file, to no effect.
   */
  countries: readonly string[] | null;
};

const CSV = "text/csv; charset=utf-8";

/**
 * Every catalogue feed: its file's content type and encoder. A feed named in `CATALOGUE_FEEDS`
 * without an entry here is a type error. The server answers `/feeds/{token}/{name}` with
 * `catalogueFeeds[name].encode(site, cars, report)`.
 */
export const catalogueFeeds = {
  "meta.csv": { contentType: CSV, encode: encodeMetaCsv, countries: null },
  "meta.xml": {
    contentType: "application/xml; charset=utf-8",
    encode: encodeMetaXml,
    countries: null,
  },
  "google-vehicle-listings.csv": {
    contentType: CSV,
    encode: encodeGoogleVehicleListingsCsv,
    countries: ["US"],
  },
  "google-vehicle-ads.csv": {
    contentType: CSV,
    encode: encodeGoogleVehicleAdsCsv,
    countries: null,
  },
  "stock.csv": { contentType: CSV, encode: encodeStockCsv, countries: null },
  "stock.json": {
    contentType: "application/json; charset=utf-8",
    encode: encodeStockJson,
    countries: null,
  },
} satisfies Record<CatalogueFeedName, CatalogueFeedEntry>;
