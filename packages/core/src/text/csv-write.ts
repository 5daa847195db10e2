/**
 * Writing CSV that spreadsheets open safely (RFC 4180 quoting, CRLF line ends). A text cell a
 * spreadsheet would run as a formula (it starts with = + - @, a tab or a carriage return, also
 * after leading spaces) gets a single quote in front, so it shows as the text it is (OWASP
 * "CSV injection"). Numbers and booleans this code writes itself are left as they are.
 */

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[ ]*[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell's text, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, ended with CRLF. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}
