/** "12" or "12.json" -> 12; anything else -> null. */
export function parseResourceId(segment: string): number | null {
  const match = /^([1-9][0-9]{0,9})(\.json)?$/.exec(segment);
  if (!match?.[1]) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id <= 2_147_483_647 ? id : null;
}

/** "used-cars.json" -> "used-cars": the API's paths name resources with a .json suffix. */
export function withoutJson(segment: string): string {
  return segment.endsWith(".json") ? segment.slice(0, -".json".length) : segment;
}
