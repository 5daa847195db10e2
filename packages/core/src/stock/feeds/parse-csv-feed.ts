import { parse, type CsvError } from "csv-parse/sync";
import type { LocaleCode } from "../../locale/locale.ts";
import {
  resolveColumns,
  type FeedColumnTarget,
  type FeedField,
  type IgnoredColumn,
} from "./feed-columns.ts";
import {
  EMPTY_FEED_MESSAGE,
  MAX_FEED_RECORD_BYTES,
  MAX_FEED_ROWS,
  tooManyRowsMessage,
} from "./feed-limits.ts";
import { carBodyOf, type FeedCarBody, type FeedValues } from "./feed-values.ts";

/** One row of a feed file: its number as a spreadsheet shows it (the header is row 1). */
export type FeedRecord = { row: number; body: FeedCarBody };
/** A row the import refused: its number, its stock number when it has one, and why. */
export type FeedRejection = { row: number; stockNumber: string | null; reason: string };

export type ParsedFeedFile =
  | {
      ok: true;
      records: FeedRecord[];
      rejections: FeedRejection[];
      /** The file's columns no car field reads (a CSV's; JSON fields are checked per car). */
      ignoredColumns: IgnoredColumn[];
    }
  | { ok: false; message: string };

type CsvFeedOptions = {
  locale: LocaleCode;
  columnMap?: Readonly<Record<string, FeedColumnTarget>>;
  /** settings.stockFeed.locationMap: a feed's own name of a yard to the site's location slug. */
  locationMap?: Readonly<Record<string, string>>;
};

/** A row's location as the site names it: the feed's value mapped, else as it is. */
function mappedLocation(
  body: Record<string, unknown>,
  locationMap: Readonly<Record<string, string>> = {},
): Record<string, unknown> {
  const value = body.location;
  if (typeof value !== "string" || !Object.hasOwn(locationMap, value)) return body;
  return { ...body, location: locationMap[value] };
}

const DELIMITERS = [",", "\t", ";", "|"] as const;

/** The delimiter of a file: the one its header line uses most (commas when it uses none). */
export function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  let best: string = ",";
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = header.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

/** The parser's complaint, in our words, with the line it was found on. */
function brokenCsvMessage(error: CsvError): string {
  const line = typeof error.lines === "number" ? ` at line ${error.lines}` : "";
  const why: Record<string, string> = {
    CSV_QUOTE_NOT_CLOSED: "a quoted cell is never closed",
    INVALID_OPENING_QUOTE: "a quote appears inside a cell that does not start with one",
    CSV_INVALID_CLOSING_QUOTE: "a closing quote is followed by other characters",
    CSV_MAX_RECORD_SIZE: `a row is longer than ${MAX_FEED_RECORD_BYTES / 1024} KB`,
  };
  return `The CSV cannot be read${line}: ${why[error.code] ?? "it is not valid CSV"}.`;
}

const isCsvError = (error: unknown): error is CsvError =>
  error instanceof Error && typeof (error as { code?: unknown }).code === "string";

/**
 * A dealer's CSV export as rows of car API bodies. The header row names the columns (matched by
 * `resolveColumns`); a row with more cells than the header has, or with none filled, is a
 * rejection of that row; a file the parser cannot read is refused with the line.
 */
export function parseCsvFeed(text: string, options: CsvFeedOptions): ParsedFeedFile {
  if (text.trim() === "") return { ok: false, message: EMPTY_FEED_MESSAGE };
  let cells: string[][];
  try {
    cells = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      max_record_size: MAX_FEED_RECORD_BYTES,
    });
  } catch (error) {
    if (isCsvError(error)) return { ok: false, message: brokenCsvMessage(error) };
    throw error;
  }
  const [headers = [], ...rows] = cells;
  if (rows.length > MAX_FEED_ROWS) return { ok: false, message: tooManyRowsMessage(rows.length) };
  const resolved = resolveColumns(headers, options.columnMap);
  if (!resolved.ok) return resolved;
  const records: FeedRecord[] = [];
  const rejections: FeedRejection[] = [];
  const stockColumn = resolved.columns.indexOf("stocknum");
  rows.forEach((cellsOfRow, index) => {
    const row = index + 2;
    if (cellsOfRow.every((cell) => cell.trim() === "")) return;
    if (cellsOfRow.length > headers.length) {
      rejections.push({
        row,
        stockNumber: cellsOfRow[stockColumn]?.trim() || null,
        reason: `the row has ${cellsOfRow.length} cells but the header has ${headers.length} columns`,
      });
      return;
    }
    const values: FeedValues = {};
    resolved.columns.forEach((field: FeedField | null, column) => {
      if (field) values[field] = cellsOfRow[column] ?? "";
    });
    records.push({
      row,
      body: mappedLocation(carBodyOf(values, options.locale), options.locationMap),
    });
  });
  return { ok: true, records, rejections, ignoredColumns: resolved.ignored };
}
