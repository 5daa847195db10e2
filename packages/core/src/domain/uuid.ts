/**
 * A UUID as the database's uuid columns hold them (leads, their files, reservations): 32 hex
 * digits in 8-4-4-4-12 groups, either case. The one rule of every place that reads one from a
 * path, a cursor or a form outside a zod schema; anything else names no row and must not reach a
 * uuid column (the query would fail).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (see `UUID_PATTERN`). */
export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID_PATTERN.test(value);
}
