import { isCarSold } from "../domain/car.ts";
/** What a saved-car alert tells a watcher: the car got cheaper, was sold, or was reserved. */
export type SavedCarChange = "price-drop" | "sold" | "reserved";

/** The parts of a car's stock state an alert compares. */
export type AlertCarState = {
  price: number | null;
  isSold: boolean;
  status: string;
  isReserved: boolean;
};

/**
 * The change a stock write made that watchers hear about, the most important first: a sale,
 * else a new reservation, else a lower price (a price only counts above 10, spec §9). Null for
 * any other write.
 */
export function savedCarChange(before: AlertCarState, after: AlertCarState): SavedCarChange | null {
  if (isCarSold(after)) return isCarSold(before) ? null : "sold";
  if (after.isReserved && !before.isReserved) return "reserved";
  if (
    before.price !== null &&
    after.price !== null &&
    after.price > 10 &&
    after.price < before.price
  ) {
    return "price-drop";
  }
  return null;
}

/**
 * One alert per watcher per change: the outbox row's key. A second drop to another price is a
 * new change; the same sale written twice is not.
 */
export function savedCarAlertKey(
  watchlistItemId: number,
  change: SavedCarChange,
  after: Pick<AlertCarState, "price">,
): string {
  return change === "price-drop"
    ? `${watchlistItemId}:price-drop:${after.price}`
    : `${watchlistItemId}:${change}`;
}
