import { z } from "zod";
import { CAR_STATUSES, type Car, type CarStatus } from "../domain/car.ts";
import { parseFields, type FieldErrors } from "../validation/field-errors.ts";

/**
 * What a stock feed or the dealer admin may change on one car, in the spec §3 field names the
 * car API returns (`price`, `before_price`, `dapprice`, `sold`, ...). A PATCH sends only the
 * fields that changed; `null` clears an optional value.
 */

export const MAX_CAR_PRICE = 100_000_000;
export const MAX_CAR_KM = 10_000_000;
export const MAX_CAR_TAG_LENGTH = 60;
export const MAX_CAR_DESCRIPTION_LENGTH = 20_000;
export const MAX_SELLER_IDENTIFIER_LENGTH = 64;
/** A sold time may run ahead of ours by clock skew, not more. */
export const SOLD_AT_SKEW_MS = 5 * 60_000;

const priceMessage = (name: string) =>
  `${name} must be a whole number from 0 to ${MAX_CAR_PRICE.toLocaleString("en-US")}, or null.`;

const price = (name: string) =>
  z
    .number({ error: priceMessage(name) })
    .int({ error: priceMessage(name) })
    .min(0, { error: priceMessage(name) })
    .max(MAX_CAR_PRICE, { error: priceMessage(name) })
    .nullable()
    .optional();

const flag = (name: string) => z.boolean({ error: `${name} must be true or false.` }).optional();

const KM_MESSAGE = `km must be a whole number from 0 to ${MAX_CAR_KM.toLocaleString("en-US")}.`;
const TAG_MESSAGE = `tag must be text of at most ${MAX_CAR_TAG_LENGTH} characters, or null.`;
const DESCRIPTION_MESSAGE = `description must be text of at most ${MAX_CAR_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters, or null.`;
const SELLER_IDENTIFIER_MESSAGE = `carsales_seller_identifier must be text of at most ${MAX_SELLER_IDENTIFIER_LENGTH} characters, or null.`;
const SOLD_AT_MESSAGE = "sold_at must be an ISO 8601 date and time with a time zone, or null.";

export const CAR_UPDATE_FIELDS = [
  "price",
  "before_price",
  "subscription_price",
  "dapprice",
  "km",
  "status",
  "sold",
  "sold_at",
  "reserved",
  "reservable",
  "preorder",
  "certified",
  "tag",
  "description",
  "carsales_seller_identifier",
] as const;

const fieldsText = CAR_UPDATE_FIELDS.join(", ");

/** Optional text that reads an empty string as "no value". */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .transform((value) => (value === "" ? null : value))
    .optional();

export const carUpdateSchema = z
  .strictObject(
    {
      price: price("price"),
      before_price: price("before_price"),
      subscription_price: price("subscription_price"),
      dapprice: price("dapprice"),
      km: z
        .number({ error: KM_MESSAGE })
        .int({ error: KM_MESSAGE })
        .min(0, { error: KM_MESSAGE })
        .max(MAX_CAR_KM, { error: KM_MESSAGE })
        .optional(),
      status: z
        .enum(CAR_STATUSES, { error: `status must be one of ${CAR_STATUSES.join(", ")}.` })
        .optional(),
      sold: flag("sold"),
      sold_at: z.iso.datetime({ offset: true, error: SOLD_AT_MESSAGE }).nullable().optional(),
      reserved: flag("reserved"),
      reservable: z
        .boolean({ error: "reservable must be true, false or null." })
        .nullable()
        .optional(),
      preorder: flag("preorder"),
      certified: flag("certified"),
      tag: optionalText(MAX_CAR_TAG_LENGTH, TAG_MESSAGE),
      description: optionalText(MAX_CAR_DESCRIPTION_LENGTH, DESCRIPTION_MESSAGE),
      carsales_seller_identifier: optionalText(
        MAX_SELLER_IDENTIFIER_LENGTH,
        SELLER_IDENTIFIER_MESSAGE,
      ),
    },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? `Unknown field ${issue.keys.join(", ")}; a car update may change ${fieldsText}.`
          : `The body must be a JSON object with any of ${fieldsText}.`,
    },
  )
  .refine((update) => Object.values(update).some((value) => value !== undefined), {
    error: `Send at least one field to change: ${fieldsText}.`,
  });

export type CarUpdate = z.infer<typeof carUpdateSchema>;

/** The columns a car update writes, in domain names. */
export type CarChanges = Partial<
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
    | "isCertified"
    | "tag"
    | "description"
    | "carsalesSellerIdentifier"
  >
>;

export type CarSaleState = { status: CarStatus; isSold: boolean; soldAt: Date | null };

export type PlannedCarUpdate =
  { ok: true; changes: CarChanges } | { ok: false; errors: FieldErrors };

export function parseCarUpdate(
  body: unknown,
): { ok: true; update: CarUpdate } | { ok: false; errors: FieldErrors } {
  const parsed = parseFields(carUpdateSchema, body);
  return parsed.ok ? { ok: true, update: parsed.data } : parsed;
}

/**
 * The columns to write for a parsed update of a car in `current` sale state. Status and the
 * sold flag stay in step (spec §4: sold is a status and a flag): `status: "sold"` or
 * `sold: true` sells the car, stamping `sold_at` with the time given, the time it was already
 * sold, or now; any other status or `sold: false` puts it back on sale and clears `sold_at`.
 * The sold-car window of the search counts from `sold_at`, so it is never left unset on a sold
 * car nor set on one for sale.
 */
export function planCarUpdate(
  current: CarSaleState,
  update: CarUpdate,
  now: Date,
): PlannedCarUpdate {
  const errors: FieldErrors = {};
  const changes: CarChanges = {};
  if (update.price !== undefined) changes.price = update.price;
  if (update.before_price !== undefined) changes.beforePrice = update.before_price;
  if (update.subscription_price !== undefined)
    changes.subscriptionPrice = update.subscription_price;
  if (update.dapprice !== undefined) changes.dapPrice = update.dapprice;
  if (update.km !== undefined) changes.km = update.km;
  if (update.reserved !== undefined) changes.isReserved = update.reserved;
  if (update.reservable !== undefined) changes.isReservable = update.reservable;
  if (update.preorder !== undefined) changes.isPreorder = update.preorder;
  if (update.certified !== undefined) changes.isCertified = update.certified;
  if (update.tag !== undefined) changes.tag = update.tag;
  if (update.description !== undefined) changes.description = update.description;
  if (update.carsales_seller_identifier !== undefined)
    changes.carsalesSellerIdentifier = update.carsales_seller_identifier;

  const wasSold = current.isSold || current.status === "sold";
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
  const isSoldAfter = isSold || status === "sold";

  let soldAt: Date | null = current.soldAt;
  if (update.sold_at !== undefined && update.sold_at !== null) {
    const given = new Date(update.sold_at);
    if (!isSoldAfter) {
      errors.sold_at = "sold_at can only be set on a sold car (send status sold or sold true).";
    } else if (given.getTime() > now.getTime() + SOLD_AT_SKEW_MS) {
      errors.sold_at = "sold_at cannot be in the future.";
    } else {
      soldAt = given;
    }
  } else if (update.sold_at === null && isSoldAfter) {
    errors.sold_at = "sold_at cannot be cleared on a sold car; put the car back on sale instead.";
  } else if (isSoldAfter) {
    soldAt = wasSold ? (current.soldAt ?? now) : now;
  } else {
    soldAt = null;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const isSaleChange =
    update.status !== undefined || update.sold !== undefined || update.sold_at !== undefined;
  if (isSaleChange) {
    changes.status = status;
    changes.isSold = isSold;
    if (soldAt?.getTime() !== current.soldAt?.getTime()) changes.soldAt = soldAt;
  }
  return { ok: true, changes };
}
