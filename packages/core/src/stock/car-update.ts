import { isCarSold, type Car, type CarStatus } from "../domain/car.ts";
import type { FieldErrors } from "../validation/field-errors.ts";
import { parseCarInput, SOLD_AT_SKEW_MS, type CarInput } from "./car-input.ts";

/**
 * A change to one car (PATCH, or an upsert of a car that exists): any field of a car write
 * ({@link CarInput}, in the spec §3 field names the car API returns), at least one. `null`
 * clears an optional value. The fields, limits and messages are car-input's.
 */

export {
  MAX_CAR_DESCRIPTION_LENGTH,
  MAX_CAR_KM,
  MAX_CAR_PRICE,
  MAX_CAR_TAG_LENGTH,
  MAX_SELLER_IDENTIFIER_LENGTH,
  SOLD_AT_SKEW_MS,
} from "./car-input.ts";

export type CarUpdate = CarInput;

/** The columns a car update writes, in domain names. */
type CarChanges = Partial<
  Pick<
    Car,
    | "price"
    | "beforePrice"
    | "subscriptionPrice"
    | "dapPrice"
    | "km"
    | "status"
    | "isSold"
    | "soldAt"
    | "isReserved"
    | "isReservable"
    | "isPreorder"
    | "isFeatured"
    | "isCertified"
    | "tag"
    | "description"
    | "carsalesSellerIdentifier"
    | "rego"
  > & { soldPrice: number | null }
>;

export type CarSaleState = {
  status: CarStatus;
  isSold: boolean;
  soldAt: Date | null;
  /** What it sold for, when recorded; undefined where the caller does not know it. */
  soldPrice?: number | null;
};

type PlannedCarUpdate = { ok: true; changes: CarChanges } | { ok: false; errors: FieldErrors };

/** A PATCH body: {@link parseCarInput} of a change. */
export function parseCarUpdate(
  body: unknown,
  now = new Date(),
): { ok: true; update: CarUpdate } | { ok: false; errors: FieldErrors } {
  const parsed = parseCarInput(body, { partial: true, now });
  return parsed.ok ? { ok: true, update: parsed.input } : parsed;
}

/** The fields an update writes as they are, each to its column. */
const PLAIN_COLUMNS = {
  price: "price",
  before_price: "beforePrice",
  subscription_price: "subscriptionPrice",
  dapprice: "dapPrice",
  km: "km",
  reserved: "isReserved",
  reservable: "isReservable",
  preorder: "isPreorder",
  featured: "isFeatured",
  certified: "isCertified",
  tag: "tag",
  description: "description",
  carsales_seller_identifier: "carsalesSellerIdentifier",
  rego: "rego",
} as const satisfies Partial<Record<keyof CarUpdate, keyof CarChanges>>;

function plainChanges(update: CarUpdate): CarChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(PLAIN_COLUMNS)) {
    const value = update[field as keyof typeof PLAIN_COLUMNS];
    if (value !== undefined) changes[column] = value;
  }
  return changes as CarChanges;
}

/** Status and the sold flag after the update; sending both that disagree is an error. */
function saleAfter(current: CarSaleState, update: CarUpdate, errors: FieldErrors) {
  let status = current.status;
  let isSold = current.isSold;
  if (update.status !== undefined && update.sold !== undefined) {
    if (update.sold !== (update.status === "sold")) {
      errors.sold = update.sold
        ? `sold is true but status is ${update.status}: a sold car has status sold.`
        : "sold is false but status is sold: send one or the other.";
    }
  }
  if (update.status !== undefined) {
    status = update.status;
    isSold = update.status === "sold";
  } else if (update.sold !== undefined) {
    isSold = update.sold;
    status = update.sold ? "sold" : current.status === "sold" ? "in_stock" : current.status;
  }
  return { status, isSold };
}

/** When the car was sold after the update: given, kept, now, or null for a car on sale. */
function soldAtAfter(
  current: CarSaleState,
  update: CarUpdate,
  isSoldAfter: boolean,
  now: Date,
  errors: FieldErrors,
): Date | null {
  if (update.sold_at !== undefined && update.sold_at !== null) {
    const given = new Date(update.sold_at);
    if (!isSoldAfter) {
      errors.sold_at = "sold_at can only be set on a sold car (send status sold or sold true).";
    } else if (given.getTime() > now.getTime() + SOLD_AT_SKEW_MS) {
      errors.sold_at = "sold_at cannot be in the future.";
    } else {
      return given;
    }
    return current.soldAt;
  }
  if (update.sold_at === null && isSoldAfter) {
    errors.sold_at = "sold_at cannot be cleared on a sold car; put the car back on sale instead.";
    return current.soldAt;
  }
  if (isSoldAfter) return isCarSold(current) ? (current.soldAt ?? now) : now;
  return null;
}

/**
 * The columns to write for a parsed update of a car in `current` sale state. Status and the
 * sold flag stay in step (spec §4: sold is a status and a flag): `status: "sold"` or
 * `sold: true` sells the car, stamping `sold_at` with the time given, the time it was already
 * sold, or now; any other status or `sold: false` puts it back on sale and clears `sold_at`.
 * The sold-car window of the search counts from `sold_at`, so it is never left unset on a sold
 * car nor set on one for sale. `sold_price` (what it sold for) is taken on a sold car only and
 * cleared when the car is back on sale.
 */
export function planCarUpdate(
  current: CarSaleState,
  update: CarUpdate,
  now: Date,
): PlannedCarUpdate {
  const errors: FieldErrors = {};
  const changes = plainChanges(update);
  const { status, isSold } = saleAfter(current, update, errors);
  const isSoldAfter = isCarSold({ isSold, status });
  const soldAt = soldAtAfter(current, update, isSoldAfter, now, errors);

  if (update.sold_price !== undefined && update.sold_price !== null && !isSoldAfter) {
    errors.sold_price = "sold_price can only be set on a sold car (send status sold or sold true).";
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const isSaleChange =
    update.status !== undefined || update.sold !== undefined || update.sold_at !== undefined;
  if (isSaleChange) {
    changes.status = status;
    changes.isSold = isSold;
    if (soldAt?.getTime() !== current.soldAt?.getTime()) changes.soldAt = soldAt;
    // A sale price recorded before goes with the sale (`undefined`: the caller does not know it).
    if (!isSoldAfter && current.soldPrice !== undefined && current.soldPrice !== null) {
      changes.soldPrice = null;
    }
  }
  if (update.sold_price !== undefined && isSoldAfter) changes.soldPrice = update.sold_price;
  return { ok: true, changes };
}
