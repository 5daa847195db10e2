/**
 * Checks for values read back from the browser's storage (favourites, visit history). Every page
 * reads those in the browser, so they are checked by these few functions rather than by a schema
 * library that would ship with every page. Each returns the value when it has the shape, else
 * undefined; objects are rebuilt with the known keys only.
 */

export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** A string of `min` to `max` characters. */
export function asText(value: unknown, min: number, max: number): string | undefined {
  return typeof value === "string" && value.length >= min && value.length <= max
    ? value
    : undefined;
}

/** A string of at most `max` characters, or null; undefined for anything else. */
export function asNullableText(value: unknown, max: number): string | null | undefined {
  return value === null ? null : asText(value, 0, max);
}

export function asPositiveInteger(value: unknown): number | undefined {
  return Number.isInteger(value) && (value as number) > 0 ? (value as number) : undefined;
}

export function asFiniteNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}
