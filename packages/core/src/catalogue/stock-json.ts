/**
 * Generic stock export, JSON (`stock.json`): an array of the site's cars, each with every spec §3
 * Car field under its spec name (`stock-record.ts`), for marketplaces that read the platform's
 * own shape. RFC 8259 JSON, one car a line.
 */
import type { CatalogueFeedEncoder } from "./catalogue-feed.ts";
import { encodeFeedRows, type FeedFileFormat } from "./encode-feed-rows.ts";
import { stockRecord } from "./stock-record.ts";

const format: FeedFileFormat = {
  head: "[\n",
  item: (detail, site) => JSON.stringify(stockRecord(detail, site)),
  separator: ",\n",
  tail: "\n]\n",
};

export const encodeStockJson: CatalogueFeedEncoder = (site, cars, report) =>
  encodeFeedRows("stock.json", format, site, cars, report);
