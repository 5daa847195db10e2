import { isCarTaken, type Car } from "@forecourt/core/domain/car";
import {
  MIN_DISPLAYABLE_PRICE,
  subscriptionPriceDisplay,
} from "@forecourt/core/locale/format-price";
import type { SiteWords } from "@forecourt/core/site/site-words";
import { belowMarketPrice } from "@forecourt/core/stock/market-price";

type VehiclePriceProps = { car: Car; words: SiteWords; offersSubscription: boolean };

/**
 * Price by spec §9, the earlier price when it was higher, the drive-away price (spec §3
 * dapprice: on-road costs included) where the dealer gives one, subscription price and the
 * market hint.
 */
export function VehiclePrice({ car, words, offersSubscription }: VehiclePriceProps) {
  const price = words.carPrice(car);
  const subscription = subscriptionPriceDisplay({
    offersSubscription,
    subscriptionPrice: car.subscriptionPrice,
    isTaken: isCarTaken(car),
  });
  const market = belowMarketPrice(car);
  const wasPrice =
    price.kind === "price" && car.beforePrice && car.price && car.beforePrice > car.price
      ? words.price(car.beforePrice)
      : null;
  const driveAway =
    price.kind === "price" && car.dapPrice !== null && car.dapPrice > MIN_DISPLAYABLE_PRICE
      ? words.price(car.dapPrice)
      : null;
  return (
    <div data-testid="vehicle-price">
      <p className="text-3xl font-bold">
        <span className="sr-only">Price: </span>
        {price.text}
      </p>
      {wasPrice ? (
        <p className="text-slate-700">
          Was <s>{wasPrice}</s>
        </p>
      ) : null}
      {driveAway ? (
        <p className="text-slate-800" data-testid="drive-away-price">
          Drive away <strong>{driveAway}</strong>
        </p>
      ) : null}
      {subscription ? (
        <p className="mt-1 text-slate-800">
          Or subscribe from <strong>{subscription}</strong>
        </p>
      ) : null}
      {market.isBelowMarket ? (
        <p
          className="mt-2 inline-block rounded bg-emerald-100 px-2 py-1 text-sm font-semibold text-emerald-900"
          data-testid="below-market"
        >
          Below market price: {words.price(market.difference)} under the{" "}
          {market.reference === "state" ? words.dict.regionLabel.toLowerCase() : "national"} average
        </p>
      ) : null}
    </div>
  );
}
