import type { CarDetail } from "../domain/car-detail.ts";
import { csvLine, type CsvOptions, type CsvValue } from "../text/csv-write.ts";
import type { CatalogueFeedName, CatalogueFeedReport, CatalogueSite } from "./catalogue-feed.ts";
import { feedExclusionReason } from "./feed-requirements.ts";

/** How one feed's file is written: what comes before the cars, each car's text, what ends it. */
export type FeedFileFormat = {
  head: string;
  item: (detail: CarDetail, site: CatalogueSite) => string;
  /** What separates two cars' texts (a JSON array's comma). */
  separator?: string;
  tail: string;
};

/**
 * Text is handed on in chunks of about this size: small enough that a 10,000-car feed is never
 * held whole, large enough that a response is not thousands of tiny writes.
 */
export const FEED_CHUNK_CHARACTERS = 64 * 1024;

/**
 * The file of `feed` for the cars as they arrive: each car the feed requires nothing more of is
 * written, each other one is counted in the report with its reason.
 */
export async function* encodeFeedRows(
  feed: CatalogueFeedName,
  format: FeedFileFormat,
  site: CatalogueSite,
  cars: AsyncIterable<CarDetail>,
  report: CatalogueFeedReport,
): AsyncGenerator<string> {
  let chunk = format.head;
  let isFirst = true;
  for await (const detail of cars) {
    const reason = feedExclusionReason(feed, site, detail);
    if (reason) {
      const { car } = detail;
      report.excluded.push({ carId: car.id, stockNumber: car.stockNumber, reason });
      continue;
    }
    if (!isFirst) chunk += format.separator ?? "";
    chunk += format.item(detail, site);
    isFirst = false;
    report.included += 1;
    if (chunk.length >= FEED_CHUNK_CHARACTERS) {
      yield chunk;
      chunk = "";
    }
  }
  yield chunk + format.tail;
}

/**
 * A CSV file: a header row of `columns`, then one row a car with each column's value (a column
 * the row does not name is empty). Quoting, and formula neutralising in a file meant for
 * spreadsheets only, are `csv-write.ts`'s.
 */
export function csvFileFormat<Column extends string>(
  columns: readonly Column[],
  rowOf: (detail: CarDetail, site: CatalogueSite) => Readonly<Partial<Record<Column, CsvValue>>>,
  options: CsvOptions,
): FeedFileFormat {
  return {
    head: csvLine(columns, options),
    item: (detail, site) => {
      const row = rowOf(detail, site);
      return csvLine(
        columns.map((column) => row[column]),
        options,
      );
    },
    tail: "",
  };
}
