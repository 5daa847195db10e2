import type { LocaleCode } from "../../locale/locale.ts";
import type { FeedColumnTarget } from "./feed-columns.ts";
import { decodeFeedText } from "./feed-text.ts";
import { isCsnDocument, parseCsnFeed } from "./parse-csn-feed.ts";
import { parseCsvFeed, type ParsedFeedFile } from "./parse-csv-feed.ts";
import { parseJsonFeed } from "./parse-json-feed.ts";

/** How a feed file is written: CSV, the car API's JSON, or carsales' CSN-DTO JSON. */
export const FEED_FORMATS = ["csv", "json", "csn"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

const NOT_JSON_FEED_MESSAGE = "The file is not valid JSON.";

/**
 * A feed file's bytes as records: UTF-8 text first, then CSV, or JSON (CSN-DTO when its
 * vehicles have CSN's Specification or Identification, or when the format says so). The format
 * reported is the one read.
 */
export function parseFeedFile(
  bytes: Uint8Array,
  format: FeedFormat,
  options: {
    locale: LocaleCode;
    columnMap?: Readonly<Record<string, FeedColumnTarget>>;
    locationMap?: Readonly<Record<string, string>>;
  },
): ParsedFeedFile & { format: FeedFormat } {
  const decoded = decodeFeedText(bytes);
  if (!decoded.ok) return { ...decoded, format };
  if (format === "csv") return { ...parseCsvFeed(decoded.text, options), format };
  let document: unknown;
  try {
    document = JSON.parse(decoded.text);
  } catch {
    return { ok: false, message: NOT_JSON_FEED_MESSAGE, format };
  }
  if (format === "csn" || isCsnDocument(document)) {
    return { ...parseCsnFeed(document, options), format: "csn" };
  }
  return { ...parseJsonFeed(document), format: "json" };
}
