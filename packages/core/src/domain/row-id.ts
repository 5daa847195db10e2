import { z } from "zod";

/**
 * The largest id a row can have: ids are PostgreSQL `serial`/`integer` columns. An id past it
 * names nothing, and asking the database for one fails, so every parser stops there.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether `value` is a number a row id can be: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID;
}

/** "12" -> 12: a row id as a path or a form gives it; anything else ("0", "9999999999", "12.5") -> null. */
export function parseRowId(text: unknown): number | null {
  if (typeof text !== "string" || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return isRowId(id) ? id : null;
}

/**
 * A row id a caller gave as text (a form, a query string) or as a JSON number: the one rule of
 * both (`parseRowId` for text, `isRowId` for numbers); anything else -> null.
 */
export function rowIdOf(value: unknown): number | null {
  return typeof value === "number" ? (isRowId(value) ? value : null) : parseRowId(value);
}

/**
 * The row-id rule as a schema field: text or a number that `rowIdOf` reads, as that number;
 * `message` for anything else.
 */
export function rowIdField(message = "Not an id.") {
  return z.unknown().transform((value, context) => {
    const id = rowIdOf(value);
    if (id === null) {
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    return id;
  });
}
