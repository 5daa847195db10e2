import { isCarSold, type Car, type CarType } from "../domain/car.ts";
import {
  checkoutProcessor,
  keyedProcessors,
  type OnlinePaymentProviderName,
} from "../payments/payment-provider.ts";

/** Reserve, buy online and trade-in need a price above this (spec §9). */
export const MIN_CHECKOUT_PRICE = 200;

export type CheckoutCar = Pick<
  Car,
  "status" | "price" | "isSold" | "isReserved" | "isReservable" | "paymentProcessors" | "carType"
>;

export type CheckoutRules = {
  /** Coming-soon cars may also be reserved or bought online on this site (spec §9). */
  allowComingSoon: boolean;
  /** Stock the site keeps out of online checkout (the spec's "site check"). */
  excludedCarTypes: readonly CarType[];
  /** The payment providers this server can take a deposit through (adapter and credentials). */
  paymentProviders: readonly OnlinePaymentProviderName[];
};

export type CheckoutIneligibleReason =
  | "sold"
  | "reserved"
  | "status-not-allowed"
  | "price-too-low"
  | "not-reservable"
  | "no-payment-processor"
  | "payment-provider-unsupported"
  | "excluded-by-site";

type Eligibility<Reason extends string> =
  { isEligible: true } | { isEligible: false; reason: Reason };

const ELIGIBLE = { isEligible: true } as const;
const no = <Reason extends string>(reason: Reason) => ({ isEligible: false as const, reason });

function hasPriceAbove(price: number | null, minimum: number): boolean {
  return price != null && Number.isFinite(price) && price > minimum;
}

/**
 * Reserve and online purchase (spec §9): in stock (or coming soon where the site allows it), price
 * above 200, not sold, not reserved, reservable not false, at least one payment processor with a
 * key (and one of them a provider with an adapter and a deposit), and not excluded by the site. Checks run in that order; the first failure is the reason.
 */
export function checkoutEligibility(
  car: CheckoutCar,
  rules: CheckoutRules,
): Eligibility<CheckoutIneligibleReason> {
  if (isCarSold(car)) return no("sold");
  if (car.isReserved) return no("reserved");
  const isStatusAllowed =
    car.status === "in_stock" || (car.status === "coming_soon" && rules.allowComingSoon);
  if (!isStatusAllowed) return no("status-not-allowed");
  if (!hasPriceAbove(car.price, MIN_CHECKOUT_PRICE)) return no("price-too-low");
  if (car.isReservable === false) return no("not-reservable");
  if (keyedProcessors(car.paymentProcessors).length === 0) return no("no-payment-processor");
  // A provider with no adapter, or none this server has credentials for: no button at all
  // rather than one that cannot take the deposit.
  if (!checkoutProcessor(car.paymentProcessors, rules.paymentProviders)) {
    return no("payment-provider-unsupported");
  }
  if (rules.excludedCarTypes.includes(car.carType)) return no("excluded-by-site");
  return ELIGIBLE;
}

type TradeInCar = Pick<Car, "status" | "price" | "isSold" | "isReserved">;

type TradeInIneligibleReason =
  "autograb-disabled" | "sold" | "reserved" | "status-not-allowed" | "price-too-low";

/**
 * The trade-in button (spec §9): the site has autograb valuations on, and the car is in stock,
 * not sold, not reserved and priced above 200.
 */
export function tradeInEligibility(
  car: TradeInCar,
  rules: { isAutograbEnabled: boolean },
): Eligibility<TradeInIneligibleReason> {
  if (!rules.isAutograbEnabled) return no("autograb-disabled");
  if (isCarSold(car)) return no("sold");
  if (car.isReserved) return no("reserved");
  if (car.status !== "in_stock") return no("status-not-allowed");
  if (!hasPriceAbove(car.price, MIN_CHECKOUT_PRICE)) return no("price-too-low");
  return ELIGIBLE;
}

type TestDriveIneligibleReason = "sold" | "reserved";

/**
 * The test drive (spec §4: a sold car offers none): a reserved car is held for its buyer and
 * offers none either, unless the site still takes test drives of reserved stock.
 */
export function testDriveEligibility(
  car: Pick<Car, "status" | "isSold" | "isReserved">,
  rules: { isOfferedWhenReserved: boolean },
): Eligibility<TestDriveIneligibleReason> {
  if (isCarSold(car)) return no("sold");
  if (car.isReserved && !rules.isOfferedWhenReserved) return no("reserved");
  return ELIGIBLE;
}
