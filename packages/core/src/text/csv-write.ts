/**
 * Writing CSV (RFC 4180 quoting, CRLF line ends). In a file meant for spreadsheets (an export a
 * person opens), a text cell a spreadsheet would run as a formula (it starts with = + - @, a tab
 * or a carriage return, also after leading spaces) gets a single quote in front, so it shows as
 * the text it is (OWASP "CSV injection"). A file a machine reads (a platform's catalogue feed)
 * keeps the text exactly: the quote would be shown to shoppers. Numbers and booleans this code
 * writes itself are left as they are.
 */

export type CsvOptions = {
  /** Whether people open the file in a spreadsheet: then formulas are neutralised. */
  isForSpreadsheets: boolean;
};

const SPREADSHEET: CsvOptions = { isForSpreadsheets: true };

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[ ]*[=+\-@\t\r\n]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** Control characters but the line feed: a tab reads as a space, any other goes. */
const CONTROLS_BUT_LINE_FEED = /[^\P{Cc}\n]/gu;

/**
 * A cell's text without control characters, which no platform and no spreadsheet shows as text
 * (a stray NUL or form feed from a dealer system breaks a reader): line breaks stay, written
 * "\n", and a tab becomes a space.
 */
function csvText(value: string): string {
  return value.replace(/\r\n?/g, "\n").replaceAll("\t", " ").replace(CONTROLS_BUT_LINE_FEED, "");
}

/**
 * One cell's text, control characters out (`csvText`), neutralised (in a spreadsheet's file)
 * and quoted as needed.
 */
export function csvCell(value: CsvValue, options: CsvOptions = SPREADSHEET): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const clean = csvText(value);
  const text = options.isForSpreadsheets && FORMULA_START.test(clean) ? `'${clean}` : clean;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended with CRLF. */
export function csvLine(values: readonly CsvValue[], options: CsvOptions = SPREADSHEET): string {
  return `${values.map((value) => csvCell(value, options)).join(",")}\r\n`;
}
