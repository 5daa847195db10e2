import { MIN_DISPLAYABLE_PRICE } from "../locale/format-price.ts";

/** The price has to be more than this below the average market price for the hint (spec §9). */
export const BELOW_MARKET_MARGIN = 499;

type MarketPriceInput = {
  price: number | null | undefined;
  /** Average market prices: the car's state, and the whole country. */
  marketPrice: { state: number | null | undefined; national: number | null | undefined };
};

type BelowMarketResult =
  | {
      isBelowMarket: true;
      /** Which average was compared: the state's when known, else the national one. */
      reference: "state" | "national";
      marketPrice: number;
      /** How far below the average the price is, in whole currency units. */
      difference: number;
    }
  | { isBelowMarket: false; reason: "no-price" | "no-market-price" | "not-below-market" };

const isUsable = (value: number | null | undefined): value is number =>
  value != null && Number.isFinite(value) && value > 0;

/**
 * The 'below market price' hint (spec §9): shown when the price is more than 499 below the state
 * average market price, or the national average when the state's is unknown. A price that is not
 * shown (10 or less: preorder or 'Enquire for price.') never counts as below market.
 */
export function belowMarketPrice({ price, marketPrice }: MarketPriceInput): BelowMarketResult {
  if (price == null || !Number.isFinite(price) || price <= MIN_DISPLAYABLE_PRICE) {
    return { isBelowMarket: false, reason: "no-price" };
  }
  const reference = isUsable(marketPrice.state)
    ? "state"
    : isUsable(marketPrice.national)
      ? "national"
      : null;
  if (reference === null) return { isBelowMarket: false, reason: "no-market-price" };
  const average = (reference === "state" ? marketPrice.state : marketPrice.national) as number;
  const difference = average - price;
  if (difference > BELOW_MARKET_MARGIN) {
    return { isBelowMarket: true, reference, marketPrice: average, difference };
  }
  return { isBelowMarket: false, reason: "not-below-market" };
}
