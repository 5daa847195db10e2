/**
 * The largest id a row can have: ids are PostgreSQL `serial`/`integer` columns. An id past it
 * names nothing, and asking the database for one fails, so every parser stops there.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** "12" -> 12: a row id as a path or a form gives it; anything else ("0", "9999999999", "12.5") -> null. */
export function parseRowId(text: unknown): number | null {
  if (typeof text !== "string" || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ROW_ID ? id : null;
}
