import type { PaymentProcessor } from "@forecourt/core/domain/car";
import {
  LOCKABLE_FIELDS,
  type CarInput,
  type CarInputField,
  type LockableField,
  type NewCarInput,
} from "@forecourt/core/stock/car-input";
import { planCarUpdate, type CarSaleState } from "@forecourt/core/stock/car-update";
import { carVinProblem, type CarVinRule } from "@forecourt/core/stock/car-vin-rule";
import { slugify } from "@forecourt/core/text/slugify";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { cars } from "../../schema.ts";

/** A cars row as read, and as inserted. */
export type CarRow = typeof cars.$inferSelect;
export type CarInsertRow = typeof cars.$inferInsert;
/** The columns a car write may change on an existing row. */
export type CarRowChanges = Partial<Omit<CarInsertRow, "id" | "websiteId" | "createdAt">>;

/** Who writes: an API call (a person or their stock system) or a feed import. */
export type CarWriteSource = "api" | "feed";

type CarRowContext = {
  websiteId: number;
  /** Resolved from `dealership` / `dealership_id` (or the site's only dealership). */
  dealershipId: number;
  /** Resolved from `location` / `location_id`; null for none. */
  locationId: number | null;
  now: Date;
  /** The slug to store, made unique for the site; {@link carSlugBase} when not given. */
  slug?: string;
  /** The site's VIN rule (`readCarVinRule`); none checks the VIN's characters only. */
  vinRule?: CarVinRule;
};

type CarRowResult = { ok: true; row: CarInsertRow } | { ok: false; errors: FieldErrors };

/** "2024 Toyota Corolla Ascent Sport": the name a car sent without one is listed under. */
export function defaultCarName(input: Pick<NewCarInput, "year" | "make" | "model" | "badge">) {
  return [input.year, input.make, input.model, input.badge].filter(Boolean).join(" ");
}

/** A new car's slug before it is made unique: its name and stock number, as the demo's cars. */
export function carSlugBase(
  input: Pick<NewCarInput, "name" | "year" | "make" | "model" | "badge" | "stocknum">,
) {
  return slugify(`${input.name ?? defaultCarName(input)} ${input.stocknum}`) || "car";
}

/**
 * The processors to store. A processor sent without its key (or with the marker the car JSON
 * shows) keeps the key stored for a processor of the same type, if any.
 */
const toProcessors = (
  list: NonNullable<CarInput["payment_processors"]>,
  stored: readonly PaymentProcessor[],
): PaymentProcessor[] =>
  list.map((p) => ({
    authorizationType: p.authorization_type,
    authorizationKey:
      p.authorization_key !== undefined
        ? p.authorization_key
        : (stored.find((s) => s.authorizationType === p.authorization_type)?.authorizationKey ??
          null),
    depositAmount: p.deposit_amount,
  }));

/**
 * The column each plain field writes, with the value it stores. The sale state (status, sold,
 * sold_at) follows planCarUpdate, dealership and location come resolved in the context, and
 * images live in car_images: none of them is here.
 */
const PLAIN_COLUMNS = {
  name: (v) => ({ name: v }),
  make: (v) => ({ make: v }),
  model: (v) => ({ model: v }),
  series: (v) => ({ series: v }),
  badge: (v) => ({ badge: v }),
  body: (v) => ({ body: v }),
  colour: (v) => ({ colour: v }),
  transmission: (v) => ({ transmission: v }),
  drivetrain: (v) => ({ drivetrain: v }),
  engine: (v) => ({ engine: v }),
  features: (v) => ({ features: v }),
  berths: (v) => ({ berths: v }),
  length_m: (v) => ({ lengthM: v }),
  year: (v) => ({ year: v }),
  km: (v) => ({ km: v }),
  car_type: (v) => ({ carType: v }),
  price: (v) => ({ price: v }),
  before_price: (v) => ({ beforePrice: v }),
  subscription_price: (v) => ({ subscriptionPrice: v }),
  dapprice: (v) => ({ dapPrice: v }),
  stocknum: (v) => ({ stockNumber: v }),
  vin: (v) => ({ vin: v }),
  rego: (v) => ({ rego: v }),
  certified: (v) => ({ isCertified: v }),
  reserved: (v) => ({ isReserved: v }),
  reservable: (v) => ({ isReservable: v }),
  preorder: (v) => ({ isPreorder: v }),
  featured: (v) => ({ isFeatured: v }),
  tag: (v) => ({ tag: v }),
  simple_fuel: (v) => ({ simpleFuel: v }),
  description: (v) => ({ description: v }),
  carsales_seller_identifier: (v) => ({ carsalesSellerIdentifier: v }),
  file: (v) => ({ fileUrl: v }),
  payment_processors: (v, stored) => ({ paymentProcessors: toProcessors(v, stored) }),
} satisfies {
  [K in CarInputField]?: (
    value: NonNullable<CarInput[K]> | Extract<CarInput[K], null>,
    storedProcessors: readonly PaymentProcessor[],
  ) => CarRowChanges;
};
type PlainField = keyof typeof PLAIN_COLUMNS;
const PLAIN_FIELDS = Object.keys(PLAIN_COLUMNS) as PlainField[];

function plainColumns(
  input: CarInput,
  skip: (field: PlainField) => boolean,
  storedProcessors: readonly PaymentProcessor[],
): CarRowChanges {
  const columns: CarRowChanges = {};
  for (const field of PLAIN_FIELDS) {
    const value = input[field];
    if (value === undefined || skip(field)) continue;
    const column = PLAIN_COLUMNS[field] as (
      v: unknown,
      stored: readonly PaymentProcessor[],
    ) => CarRowChanges;
    Object.assign(columns, column(value, storedProcessors));
  }
  return columns;
}

/** The sale columns a write gives, by the sold rules of planCarUpdate. */
function saleColumns(current: CarSaleState, input: CarInput, now: Date) {
  const planned = planCarUpdate(
    current,
    {
      status: input.status,
      sold: input.sold,
      sold_at: input.sold_at,
      sold_price: input.sold_price,
    },
    now,
  );
  if (!planned.ok) return planned;
  const { status, isSold, soldAt, soldPrice } = planned.changes;
  const columns: CarRowChanges = {};
  if (status !== undefined) columns.status = status;
  if (isSold !== undefined) columns.isSold = isSold;
  if (soldAt !== undefined) columns.soldAt = soldAt;
  if (soldPrice !== undefined) columns.soldPrice = soldPrice;
  return { ok: true as const, columns };
}

const NEW_CAR_SALE_STATE: CarSaleState = { status: "in_stock", isSold: false, soldAt: null };

/**
 * The cars row a new car is inserted as. A car sent as sold is stamped sold at the time given
 * or now; `sold_at` on a car for sale is refused as a PATCH refuses it.
 */
export function carRowFromInput(input: NewCarInput, context: CarRowContext): CarRowResult {
  const sale = saleColumns(NEW_CAR_SALE_STATE, input, context.now);
  if (!sale.ok) return sale;
  const vinProblem =
    context.vinRule &&
    carVinProblem({ vin: input.vin ?? null, year: input.year }, context.vinRule, context.now);
  if (vinProblem) return { ok: false, errors: vinProblem };
  const name = input.name ?? defaultCarName(input);
  return {
    ok: true,
    row: {
      ...plainColumns(input, () => false, []),
      ...sale.columns,
      websiteId: context.websiteId,
      dealershipId: context.dealershipId,
      locationId: context.locationId,
      slug: context.slug ?? carSlugBase({ ...input, name }),
      name,
      make: input.make,
      model: input.model,
      year: input.year,
      carType: input.car_type,
      stockNumber: input.stocknum,
      lockedFields: input.locked_fields ?? [],
      createdAt: context.now,
      updatedAt: context.now,
    },
  };
}

type CarChangeOptions = {
  source: CarWriteSource;
  now: Date;
  /** The dealership the input names, resolved; undefined when it names none. */
  dealershipId?: number;
  /** The location the input names, resolved (null: none); undefined when it names none. */
  locationId?: number | null;
  /** The site's VIN rule (`readCarVinRule`), checked when the VIN or year changes. */
  vinRule?: CarVinRule;
};

type CarChangesResult =
  | {
      ok: true;
      /** Only the columns whose value differs; empty when the car is unchanged. */
      changes: CarRowChanges;
      /** Locked fields the feed sent another value for, kept as they were. */
      kept: LockableField[];
    }
  | { ok: false; errors: FieldErrors };

const sameValue = (a: unknown, b: unknown): boolean => {
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a === "object" && a !== null && typeof b === "object" && b !== null) {
    return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
  }
  return a === b;
};

/** Objects with their keys in order: jsonb gives them back in an order of its own. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** Whether a write from `source` leaves `field` as it is because the dealer locked it. */
export function isKeptByLock(
  lockedFields: readonly string[],
  field: LockableField,
  source: CarWriteSource,
): boolean {
  return source === "feed" && lockedFields.includes(field);
}

const isLockable = (field: string): field is LockableField =>
  (LOCKABLE_FIELDS as readonly string[]).includes(field);

/** The wanted columns that differ from the row's (locked fields compared as sets). */
function differingColumns(existing: CarRow, wanted: CarRowChanges): CarRowChanges {
  const changes: CarRowChanges = {};
  for (const [column, value] of Object.entries(wanted) as [keyof CarRowChanges, unknown][]) {
    if (column === "lockedFields") {
      const before = [...existing.lockedFields].sort();
      const after = [...(value as string[])].sort();
      if (!sameValue(before, after)) changes.lockedFields = value as string[];
      continue;
    }
    if (!sameValue(existing[column as keyof CarRow], value)) {
      (changes as Record<string, unknown>)[column] = value;
    }
  }
  return changes;
}

/**
 * What a write changes on an existing car: the columns whose value differs, so a car sent
 * again as it is changes nothing. A feed leaves the fields the dealer locked (`locked_fields`)
 * as they are and cannot change the locks; an API write by hand changes any field and may set
 * the locks. The sale state follows the sold rules of planCarUpdate (the first sold time kept).
 * Images are written apart (car_images); {@link isKeptByLock} says whether a feed may.
 */
export function carChanges(
  existing: CarRow,
  input: CarInput,
  { source, now, dealershipId, locationId, vinRule }: CarChangeOptions,
): CarChangesResult {
  const locked = existing.lockedFields;
  const kept: LockableField[] = [];
  const keep = (field: string) => {
    if (!isLockable(field) || !isKeptByLock(locked, field, source)) return false;
    kept.push(field);
    return true;
  };
  const sale = saleColumns(
    {
      status: existing.status as CarSaleState["status"],
      isSold: existing.isSold,
      soldAt: existing.soldAt,
      soldPrice: existing.soldPrice,
    },
    input,
    now,
  );
  if (!sale.ok) return sale;
  const wanted: CarRowChanges = {
    ...plainColumns(input, keep, existing.paymentProcessors as PaymentProcessor[]),
    ...sale.columns,
  };
  if (dealershipId !== undefined && !keep("dealership")) wanted.dealershipId = dealershipId;
  if (locationId !== undefined && !keep("location")) wanted.locationId = locationId;
  if (input.locked_fields !== undefined && source === "api") {
    wanted.lockedFields = input.locked_fields;
  }
  if (input.images !== undefined) keep("images");

  const changes = differingColumns(existing, wanted);
  const isVinChanged = changes.vin !== undefined || changes.year !== undefined;
  const vinProblem =
    vinRule && isVinChanged
      ? carVinProblem(
          {
            vin: changes.vin !== undefined ? changes.vin : existing.vin,
            year: changes.year ?? existing.year,
          },
          vinRule,
          now,
        )
      : null;
  if (vinProblem) return { ok: false, errors: vinProblem };
  return { ok: true, changes, kept: [...new Set(kept)] };
}
