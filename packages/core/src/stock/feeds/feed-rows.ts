import { parseCarInput, type NewCarInput } from "../car-input.ts";
import { formulaCellReason } from "./formula-cells.ts";
import type { FeedRecord, FeedRejection } from "./parse-csv-feed.ts";
import type { SnapshotKey, SnapshotRow } from "./snapshot-plan.ts";

type FeedRows = {
  rows: SnapshotRow<NewCarInput>[];
  rejections: FeedRejection[];
  /** The stock numbers and VINs rejected rows carry: their cars are not sold for it. */
  rejectedKeys: SnapshotKey[];
};

const keyText = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

/** "price: price must be ...; year: year is required." */
const reasonOf = (errors: Record<string, string>) =>
  Object.entries(errors)
    .map(([field, message]) => (message.startsWith(field) ? message : `${field}: ${message}`))
    .join(" ");

/**
 * Feed records checked as new cars by the car API's own schema (a feed row carries the whole
 * car: make, model, year, car_type and stocknum at least), each bad one a rejection with its
 * row number and every reason; a cell that would run as a formula in a spreadsheet rejects its
 * row too.
 */
export function feedRowsOf(records: readonly FeedRecord[], now: Date = new Date()): FeedRows {
  const rows: SnapshotRow<NewCarInput>[] = [];
  const rejections: FeedRejection[] = [];
  const rejectedKeys: SnapshotKey[] = [];
  const reject = (record: FeedRecord, reason: string) => {
    const key = { stockNumber: keyText(record.body.stocknum), vin: keyText(record.body.vin) };
    rejections.push({ row: record.row, stockNumber: key.stockNumber, reason });
    if (key.stockNumber !== null || key.vin !== null) rejectedKeys.push(key);
  };
  for (const record of records) {
    const formula = formulaCellReason(record.body);
    if (formula) {
      reject(record, formula);
      continue;
    }
    const parsed = parseCarInput(record.body, { partial: false, now });
    if (!parsed.ok) {
      reject(record, reasonOf(parsed.errors));
      continue;
    }
    rows.push({
      row: record.row,
      input: parsed.input,
      stockNumber: parsed.input.stocknum,
      vin: parsed.input.vin ?? null,
    });
  }
  return { rows, rejections, rejectedKeys };
}
