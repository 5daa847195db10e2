import type { Car } from "../domain/car.ts";

/**
 * Dealer feeds fill a missing photo with a stock "default" or "placeholder" picture. The file name
 * gives it away: default.jpg, default-car.png, placeholder_image.webp, no-image.svg ...
 */
const PLACEHOLDER_FILE = /(^|[/_-])(default|placeholder|no-?image|coming-?soon)([-_.][^/]*)?$/i;

export function isPlaceholderImageUrl(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  return PLACEHOLDER_FILE.test(path);
}

/**
 * The car's main picture (spec §3): its primary image, unless that is missing or the feed's
 * placeholder default, in which case the first thumbnail stands in. Null when the car has none.
 */
export function primaryImageUrl(car: Pick<Car, "primaryImageUrl" | "images">): string | null {
  const primary = car.primaryImageUrl;
  if (primary && !isPlaceholderImageUrl(primary)) return primary;
  return car.images[0]?.thumbUrl ?? car.images[0]?.url ?? null;
}
