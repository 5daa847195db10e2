import type { Address } from "../domain/location.ts";

/**
 * A location's embedded map (spec: address.map_key). The key is the map service's public,
 * referrer-bound browser key for Google's Maps Embed API, whose map is a frame of
 * https://www.google.com/maps/embed/v1/place?key=...&q=... A shopper's browser asks Google for
 * it only where the site has the key for the location and the site's own security policy lets
 * the page frame that origin (settings `security.extraOrigins.frame`); otherwise the card keeps
 * its "Get directions" link and the page makes no third-party request.
 */

export const MAP_EMBED_ORIGIN = "https://www.google.com";
const MAP_EMBED_PLACE_URL = `${MAP_EMBED_ORIGIN}/maps/embed/v1/place`;

type LocationMapEmbed =
  | { isShown: true; src: string }
  | { isShown: false; reason: "no-map-key" | "no-place" | "frame-not-allowed" };

/** Whether a CSP frame-src list admits an origin, exactly or by a `https://*.` wildcard. */
export function frameAllows(frameOrigins: readonly string[], origin: string): boolean {
  const host = new URL(origin).host;
  return frameOrigins.some((allowed) => {
    if (allowed === origin) return true;
    const wildcard = /^https:\/\/\*\.(.+)$/.exec(allowed);
    return origin.startsWith("https://") && wildcard !== null && host.endsWith(`.${wildcard[1]}`);
  });
}

/** What the map is centred on: the place id, else the coordinates, else the address in words. */
function placeQuery(address: Address): string | null {
  if (address.placeId) return `place_id:${address.placeId}`;
  if (address.lat !== null && address.long !== null) return `${address.lat},${address.long}`;
  const full = address.full.trim();
  return full === "" ? null : full;
}

/** The location's embedded map, or why it has none. */
export function locationMapEmbed(
  address: Address,
  frameOrigins: readonly string[],
): LocationMapEmbed {
  if (!address.mapKey) return { isShown: false, reason: "no-map-key" };
  const query = placeQuery(address);
  if (!query) return { isShown: false, reason: "no-place" };
  if (!frameAllows(frameOrigins, MAP_EMBED_ORIGIN)) {
    return { isShown: false, reason: "frame-not-allowed" };
  }
  const params = new URLSearchParams({ key: address.mapKey, q: query });
  return { isShown: true, src: `${MAP_EMBED_PLACE_URL}?${params}` };
}
