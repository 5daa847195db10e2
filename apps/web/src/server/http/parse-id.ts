import { parseRowId } from "@forecourt/core/domain/row-id";

/**
 * "12" or "12.json" -> 12; anything else -> null. The one id parser of paths and forms (core
 * `parseRowId`, capped at the largest row id) with the API's .json suffix allowed.
 */
export function parseResourceId(segment: string): number | null {
  return parseRowId(withoutJson(segment));
}

/** "used-cars.json" -> "used-cars": the API's paths name resources with a .json suffix. */
export function withoutJson(segment: string): string {
  return segment.endsWith(".json") ? segment.slice(0, -".json".length) : segment;
}
