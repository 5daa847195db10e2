import { MAX_FEED_ROWS, tooManyRowsMessage } from "./feed-limits.ts";
import type { FeedRecord, FeedRejection, ParsedFeedFile } from "./parse-csv-feed.ts";

/**
 * A JSON feed in the car API's own shape: an array of cars as `POST .../cars.json` takes them
 * (snake_case: stocknum, vin, make, ...), or an object whose `cars` is one. Each car is row
 * 1, 2, ... in its order.
 */
export function parseJsonFeed(document: unknown): ParsedFeedFile {
  const cars = Array.isArray(document)
    ? document
    : typeof document === "object" &&
        document !== null &&
        Array.isArray((document as { cars?: unknown }).cars)
      ? (document as { cars: unknown[] }).cars
      : null;
  if (!cars) {
    return {
      ok: false,
      message: "The JSON feed must be an array of cars, or an object whose cars is one.",
    };
  }
  if (cars.length > MAX_FEED_ROWS) return { ok: false, message: tooManyRowsMessage(cars.length) };
  const records: FeedRecord[] = [];
  const rejections: FeedRejection[] = [];
  cars.forEach((car, index) => {
    if (typeof car === "object" && car !== null && !Array.isArray(car)) {
      records.push({ row: index + 1, body: car as Record<string, unknown> });
    } else {
      rejections.push({
        row: index + 1,
        stockNumber: null,
        reason: "the car is not a JSON object",
      });
    }
  });
  return { ok: true, records, rejections, ignoredColumns: [] };
}
