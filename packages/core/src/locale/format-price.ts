/**
 * Prices as shoppers see them (spec §9). Every site prices in dollars, so "$" is the default
 * symbol; a site whose currency override has another symbol passes it in.
 */

/** A price at or below this is a placeholder in the dealer's feed, not a real price. */
export const MIN_DISPLAYABLE_PRICE = 10;

const PREORDER_TEXT = "PREORDER";
/** Source text in Australian English; US sites pass it through `localize`. */
const ENQUIRE_FOR_PRICE_TEXT = "Enquire for price.";

const groupedWhole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });
const groupedCents = new Intl.NumberFormat("en-AU", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

type FormatPriceOptions = {
  /**
   * Off (cards): rounded to whole dollars. On (the general formatter): cents are kept and always
   * shown as two digits, so "$1,234.5" reads "$1,234.50"; a whole amount keeps no decimals
   * ("$1,234", not "$1,234.00"), because the spec only asks that a single decimal digit be padded.
   */
  decimals?: boolean;
  symbol?: string;
};

/**
 * "$45,990", "-$1,000", or with decimals "$1,234.50". Amounts are rounded to whole dollars, or to
 * cents with decimals on. Throws on a non-finite amount, which is a bug upstream.
 */
export function formatPrice(amount: number, options: FormatPriceOptions = {}): string {
  const { decimals = false, symbol = "$" } = options;
  if (!Number.isFinite(amount)) throw new RangeError(`Cannot format a price of ${amount}.`);
  // Work in whole cents so the sign and the "has cents" test see the rounded value, and an amount
  // that rounds to nothing never prints as "-$0".
  const cents = decimals ? Math.round(Math.abs(amount) * 100) : Math.round(Math.abs(amount)) * 100;
  const sign = amount < 0 && cents > 0 ? "-" : "";
  const digits =
    cents % 100 === 0 ? groupedWhole.format(cents / 100) : groupedCents.format(cents / 100);
  return `${sign}${symbol}${digits}`;
}

export type PriceDisplay =
  | { kind: "price"; text: string }
  | { kind: "drive-away"; text: string }
  | { kind: "preorder"; text: typeof PREORDER_TEXT }
  | { kind: "enquire"; text: typeof ENQUIRE_FOR_PRICE_TEXT };

type PriceDisplayInput = {
  price: number | null | undefined;
  /**
   * The drive-away amount the car is advertised at (core `advertisedPrice`), when it has no
   * price of its own to show: the page shows it rather than hide the figure every catalogue and
   * the page's structured data give.
   */
  driveAwayPrice?: number | null;
  isPreorder: boolean;
  symbol?: string;
};

const isDisplayable = (amount: number | null | undefined): amount is number =>
  amount != null && amount > MIN_DISPLAYABLE_PRICE;

/**
 * What a card or detail page shows in the price slot (spec §9): the price above 10; else a
 * drive-away price above 10 ("Drive away $134,620", "· Pre-order" after it on a pre-order
 * car); else "PREORDER" on a pre-order car and "Enquire for price." on any other.
 */
export function priceDisplay({
  price,
  driveAwayPrice,
  isPreorder,
  symbol,
}: PriceDisplayInput): PriceDisplay {
  if (isDisplayable(price)) return { kind: "price", text: formatPrice(price, { symbol }) };
  if (isDisplayable(driveAwayPrice)) {
    const amount = formatPrice(driveAwayPrice, { symbol });
    return {
      kind: "drive-away",
      text: `Drive away ${amount}${isPreorder ? " · Pre-order" : ""}`,
    };
  }
  if (isPreorder) return { kind: "preorder", text: PREORDER_TEXT };
  return { kind: "enquire", text: ENQUIRE_FOR_PRICE_TEXT };
}

type SubscriptionPeriod = "week" | "month";

const PERIOD_SUFFIX: Record<SubscriptionPeriod, string> = { week: "/wk", month: "/mo" };

type SubscriptionPriceInput = {
  offersSubscription: boolean;
  subscriptionPrice: number | null | undefined;
  /** The car is sold or reserved (core isCarTaken): nobody can subscribe to it any more. */
  isTaken?: boolean;
  /**
   * Defaults to a week: car subscriptions in Australia are quoted weekly. Cents are kept
   * ("$199.50/wk") because on a small recurring amount they are part of the price.
   */
  period?: SubscriptionPeriod;
  symbol?: string;
};

/**
 * "$199/wk", or null when the site does not offer subscriptions, the car has no subscription
 * price above zero (spec §9) or is sold or reserved.
 */
export function subscriptionPriceDisplay({
  offersSubscription,
  subscriptionPrice,
  isTaken = false,
  period = "week",
  symbol,
}: SubscriptionPriceInput): string | null {
  if (!offersSubscription || isTaken) return null;
  if (subscriptionPrice == null || !(subscriptionPrice > 0)) return null;
  return `${formatPrice(subscriptionPrice, { decimals: true, symbol })}${PERIOD_SUFFIX[period]}`;
}

/**
 * Price minus offer price minus a given amount (spec §9). A missing offer price or amount counts
 * as zero. Rounded to cents so float noise ("45989.899999") never reaches a formatter.
 */
export function netPrice(
  price: number,
  offerPrice: number | null | undefined,
  amount: number | null | undefined,
): number {
  const net = price - (offerPrice ?? 0) - (amount ?? 0);
  return Math.round(net * 100) / 100;
}
