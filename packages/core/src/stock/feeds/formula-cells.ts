/**
 * Formula injection: a cell that a spreadsheet would run as a formula when the stock is exported
 * again ("=HYPERLINK(...)", "@SUM(...)", "+cmd|' /C calc'!A0", "-2+3+cmd|..."). Such a row is
 * rejected with its reason rather than stored changed, so what the dealer sees on the site is
 * always what their system sent. A leading "+" or "-" followed by a space (a list bullet) or
 * forming a plain number ("-5", "+61 2 9999 9999" is not one, so it is refused) is text.
 */
const PLAIN_NUMBER = /^[+-]\d+(?:[.,]\d+)*$/;

/** The formula character a cell starts with, or null when a spreadsheet would show it as text. */
export function formulaStart(value: string): string | null {
  const first = value.charAt(0);
  if (first === "=" || first === "@") return first;
  if (first === "\t" || first === "\r") return first === "\t" ? "a tab" : "a carriage return";
  if (first === "+" || first === "-") {
    const next = value.charAt(1);
    if (next === "" || next === " " || PLAIN_NUMBER.test(value)) return null;
    return first;
  }
  return null;
}

/**
 * The first string value of a row (in field order) that starts like a formula, as a reason
 * ("description starts with "="..."), or null for a clean row. Arrays (image URLs) are checked
 * item by item.
 */
export function formulaCellReason(row: Readonly<Record<string, unknown>>): string | null {
  for (const [field, value] of Object.entries(row)) {
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if (typeof text !== "string") continue;
      const start = formulaStart(text);
      if (start) {
        return `${field} starts with ${start.length === 1 ? `"${start}"` : start}, which a spreadsheet would run as a formula; the row was not imported`;
      }
    }
  }
  return null;
}
