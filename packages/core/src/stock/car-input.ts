import { hasControlCharacter } from "../text/control-characters.ts";
import { z } from "zod";
import { CAR_STATUSES, CAR_TYPES, SIMPLE_FUELS } from "../domain/car.ts";
import { CAR_DESCRIPTION_FIELDS } from "./car-description.ts";
import { isSecretMarker } from "../security/secret-marker.ts";
import { SLUG_PATTERN } from "../domain/slug.ts";
import { VIN_LENGTH, VIN_PATTERN } from "../domain/vin.ts";
import type { FieldErrors } from "../validation/field-errors.ts";
import { plainIssueMessage } from "../validation/plain-issue-message.ts";
import { MAX_ROW_ID } from "../domain/row-id.ts";

/**
 * A car as a dealer's stock system writes it through the platform API (create, upsert, PATCH)
 * and as a feed row becomes once mapped: every writable spec §3 Car field, in the snake_case
 * names the car API returns (`stocknum`, `dapprice`, `before_price`, ...). Absent means "leave
 * as it is"; `null` clears an optional value; an empty text is read as null.
 */

export const MAX_CAR_PRICE = 100_000_000;
export const MAX_CAR_KM = 10_000_000;
const MAX_CAR_NAME_LENGTH = 200;
/** make, model, series, badge, body, colour, transmission. */
const MAX_CAR_ATTRIBUTE_LENGTH = 100;
const MAX_STOCK_NUMBER_LENGTH = 64;
/** A registration plate: AU plates are at most 9 characters, personalised ones included. */
const MAX_REGO_LENGTH = 20;
export const MAX_CAR_TAG_LENGTH = 60;
export const MAX_CAR_DESCRIPTION_LENGTH = 20_000;
export const MAX_SELLER_IDENTIFIER_LENGTH = 64;
const MAX_CAR_SLUG_LENGTH = 100;
const MAX_CAR_URL_LENGTH = 2_048;
export const MAX_CAR_IMAGES = 100;
const MAX_PAYMENT_PROCESSORS = 5;
const MAX_PROCESSOR_TYPE_LENGTH = 40;
const MAX_PROCESSOR_KEY_LENGTH = 500;
export const MAX_DRIVETRAIN_LENGTH = 20;
export const MAX_ENGINE_LENGTH = 100;
export const MAX_CAR_FEATURES = 50;
const MAX_CAR_FEATURE_LENGTH = 100;
/** Sleeping places a caravan or RV may have. */
const MIN_BERTHS = 1;
const MAX_BERTHS = 12;
/** A caravan's or RV's length in metres: a camper trailer from 2, a coach-built RV to 20. */
export const MIN_LENGTH_M = 1;
export const MAX_LENGTH_M = 20;
/** The first motor car was built in 1886; nothing older is stock. */
const MIN_CAR_YEAR = 1886;
/** Model years run ahead of the calendar by one, sometimes two; further ahead is a typo. */
const MAX_MODEL_YEARS_AHEAD = 2;
/** A sold time may run ahead of ours by clock skew, not more. */
export const SOLD_AT_SKEW_MS = 5 * 60_000;

/** The asking prices of a car, in the order the API documents them. */
export const CAR_PRICE_FIELDS = [
  "price",
  "before_price",
  "subscription_price",
  "dapprice",
] as const;

/** What a car is fitted with and, for caravans and RVs, how it sleeps and how long it is. */
export const CAR_EQUIPMENT_FIELDS = [
  "drivetrain",
  "engine",
  "features",
  "berths",
  "length_m",
] as const;

/** Every field a car write takes, in the order the API documents them. */
export const CAR_INPUT_FIELDS = [
  ...CAR_DESCRIPTION_FIELDS,
  ...CAR_EQUIPMENT_FIELDS,
  "car_type",
  "status",
  ...CAR_PRICE_FIELDS,
  "stocknum",
  "vin",
  "rego",
  "certified",
  "reserved",
  "sold",
  "sold_at",
  "sold_price",
  "reservable",
  "preorder",
  "featured",
  "tag",
  "simple_fuel",
  "description",
  "dealership",
  "dealership_id",
  "location",
  "location_id",
  "carsales_seller_identifier",
  "file",
  "payment_processors",
  "images",
  "locked_fields",
] as const;
export type CarInputField = (typeof CAR_INPUT_FIELDS)[number];

/**
 * The fields a dealer may not lock against feed imports. The stock number is the match key, and
 * the sale state follows the feed (a car missing from a snapshot is sold), so neither can be
 * locked; `dealership` and `location` lock their `_id` forms too.
 */
const UNLOCKABLE_FIELDS = [
  "status",
  "stocknum",
  "sold",
  "sold_at",
  "sold_price",
  "dealership_id",
  "location_id",
  "locked_fields",
] as const satisfies readonly CarInputField[];
export type LockableField = Exclude<CarInputField, (typeof UNLOCKABLE_FIELDS)[number]>;

/**
 * The fields a dealer may lock against feed imports (a price edited by hand stays): every other
 * field a car write takes, in the same order.
 */
export const LOCKABLE_FIELDS: readonly LockableField[] = CAR_INPUT_FIELDS.filter(
  (field): field is LockableField => !(UNLOCKABLE_FIELDS as readonly string[]).includes(field),
);

/** The fields a new car needs; `name` defaults to "year make model badge". */
export const REQUIRED_CAR_FIELDS = ["make", "model", "year", "car_type", "stocknum"] as const;

const fmt = (n: number) => n.toLocaleString("en-US");

const priceMessage = (name: string) =>
  `${name} must be a whole number from 0 to ${fmt(MAX_CAR_PRICE)}, or null.`;
const KM_MESSAGE = `km must be a whole number from 0 to ${fmt(MAX_CAR_KM)}.`;
const TAG_MESSAGE = `tag must be text of at most ${MAX_CAR_TAG_LENGTH} characters, or null.`;
const DESCRIPTION_MESSAGE = `description must be text of at most ${fmt(MAX_CAR_DESCRIPTION_LENGTH)} characters, or null.`;
const SELLER_IDENTIFIER_MESSAGE = `carsales_seller_identifier must be text of at most ${MAX_SELLER_IDENTIFIER_LENGTH} characters, or null.`;
const SOLD_AT_MESSAGE = "sold_at must be an ISO 8601 date and time with a time zone, or null.";
const STATUS_MESSAGE = `status must be one of ${CAR_STATUSES.join(", ")}.`;
const CAR_TYPE_MESSAGE = `car_type must be one of ${CAR_TYPES.join(", ")}.`;
const SIMPLE_FUEL_MESSAGE = `simple_fuel must be one of ${SIMPLE_FUELS.join(", ")}, or null.`;
const CAR_REGO_MESSAGE = `rego must be text of at most ${MAX_REGO_LENGTH} letters, digits, spaces and hyphens, or null.`;
const VIN_MESSAGE = `vin must be ${VIN_LENGTH} letters and digits without I, O or Q, or null.`;
const STOCK_NUMBER_MESSAGE = `stocknum must be text of 1 to ${MAX_STOCK_NUMBER_LENGTH} characters without control characters.`;
const CAR_NAME_MESSAGE = `name must be text of 1 to ${MAX_CAR_NAME_LENGTH} characters.`;
export const DRIVETRAIN_MESSAGE = `drivetrain must be text of at most ${MAX_DRIVETRAIN_LENGTH} characters (e.g. 4WD, AWD, FWD, RWD), or null.`;
export const ENGINE_MESSAGE = `engine must be text of at most ${MAX_ENGINE_LENGTH} characters (e.g. 2.8L 4cyl turbo diesel), or null.`;
export const FEATURES_MESSAGE = `features must be a list of at most ${MAX_CAR_FEATURES} short texts of at most ${MAX_CAR_FEATURE_LENGTH} characters each, or null.`;
export const BERTHS_MESSAGE = `berths must be a whole number from ${MIN_BERTHS} to ${MAX_BERTHS}, or null.`;
export const LENGTH_MESSAGE = `length_m must be a length in metres from ${MIN_LENGTH_M} to ${MAX_LENGTH_M} (e.g. 6.4), or null.`;
const yearMessage = (maxYear: number) =>
  `year must be a whole number from ${MIN_CAR_YEAR} to ${maxYear}.`;
const requiredText = (name: string) =>
  `${name} must be text of 1 to ${MAX_CAR_ATTRIBUTE_LENGTH} characters.`;
const optionalTextMessage = (name: string) =>
  `${name} must be text of at most ${MAX_CAR_ATTRIBUTE_LENGTH} characters, or null.`;
const slugMessage = (name: string) =>
  `${name} must be the slug of one of the site's ${name === "dealership" ? "dealerships" : "locations"} (letters, digits, - and _)${name === "location" ? ", or null" : ""}.`;
const idMessage = (name: string, nullable: boolean) =>
  `${name} must be a positive whole number${nullable ? ", or null" : ""}.`;
const FILE_MESSAGE = `file must be an http or https URL of at most ${fmt(MAX_CAR_URL_LENGTH)} characters, or null.`;
const IMAGES_MESSAGE = `images must be a list of at most ${MAX_CAR_IMAGES} different image addresses (http or https URLs, or /media/ paths of images stored here), in the order to show them.`;
const PROCESSORS_MESSAGE = `payment_processors must be a list of at most ${MAX_PAYMENT_PROCESSORS} objects with authorization_type (text), authorization_key (text, null to remove it, or left out to keep the stored one) and deposit_amount (a whole number from 0 to ${fmt(MAX_CAR_PRICE)}).`;
const LOCKED_FIELDS_MESSAGE = `locked_fields must be a list of fields among ${LOCKABLE_FIELDS.join(", ")}.`;

/** "x is required." when the field is missing, else the field's own message. */
const messageFor =
  (name: string, message: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `${name} is required.` : message;

const price = (name: string) =>
  z
    .number({ error: priceMessage(name) })
    .int({ error: priceMessage(name) })
    .min(0, { error: priceMessage(name) })
    .max(MAX_CAR_PRICE, { error: priceMessage(name) })
    .nullable();

const flag = (name: string) => z.boolean({ error: `${name} must be true or false.` });

/** Optional text that reads an empty string as "no value". */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, { error: message })
    .nullable()
    .transform((value) => (value === "" ? null : value));

/** Optional one-line text: no line breaks or other control characters. */
const optionalLine = (max: number, message: string) =>
  optionalText(max, message).refine((value) => value === null || !hasControlCharacter(value), {
    error: message,
  });

/** A list of short lines: each trimmed, blanks and repeats dropped; null is an empty list. */
const featureList = z
  .array(
    z
      .string({ error: FEATURES_MESSAGE })
      .trim()
      .max(MAX_CAR_FEATURE_LENGTH, { error: FEATURES_MESSAGE })
      .refine((value) => !hasControlCharacter(value), { error: FEATURES_MESSAGE }),
    { error: FEATURES_MESSAGE },
  )
  .nullable()
  .transform((list) => [...new Set((list ?? []).filter((line) => line !== ""))])
  .refine((list) => list.length <= MAX_CAR_FEATURES, { error: FEATURES_MESSAGE });

/** Required one-line text, trimmed. */
const lineText = (name: string, max: number, message: string) =>
  z
    .string({ error: messageFor(name, message) })
    .trim()
    .min(1, { error: message })
    .max(max, { error: message })
    .refine((value) => !hasControlCharacter(value), { error: message });

function isHttpUrl(value: string): boolean {
  if (value.length > MAX_CAR_URL_LENGTH) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** An image already in the media store, as the car JSON's images give it on this site. */
const MEDIA_PATH_PATTERN = /^\/media\/[A-Za-z0-9._/-]{1,200}$/;

const slugRef = (name: string) =>
  z
    .string({ error: slugMessage(name) })
    .trim()
    .min(1, { error: slugMessage(name) })
    .max(MAX_CAR_SLUG_LENGTH, { error: slugMessage(name) })
    .regex(SLUG_PATTERN, { error: slugMessage(name) });

const positiveId = (name: string, nullable: boolean) =>
  z
    .number({ error: idMessage(name, nullable) })
    .int({ error: idMessage(name, nullable) })
    .min(1, { error: idMessage(name, nullable) })
    .max(MAX_ROW_ID, { error: idMessage(name, nullable) });

const paymentProcessor = z.strictObject(
  {
    authorization_type: z
      .string({ error: PROCESSORS_MESSAGE })
      .trim()
      .min(1, { error: PROCESSORS_MESSAGE })
      .max(MAX_PROCESSOR_TYPE_LENGTH, { error: PROCESSORS_MESSAGE }),
    // The car JSON shows a stored key only as a marker ({set, last4}): a marker sent back, or
    // no key at all, keeps the key stored for a processor of that type (undefined here).
    authorization_key: z
      .union(
        [
          z.string().max(MAX_PROCESSOR_KEY_LENGTH).nullable(),
          z.custom(isSecretMarker).transform(() => undefined),
        ],
        { error: PROCESSORS_MESSAGE },
      )
      .optional(),
    deposit_amount: z
      .number({ error: PROCESSORS_MESSAGE })
      .int({ error: PROCESSORS_MESSAGE })
      .min(0, { error: PROCESSORS_MESSAGE })
      .max(MAX_CAR_PRICE, { error: PROCESSORS_MESSAGE }),
  },
  { error: PROCESSORS_MESSAGE },
);

const distinct = (values: readonly unknown[]) => new Set(values).size === values.length;

const berths = z
  .number({ error: BERTHS_MESSAGE })
  .int({ error: BERTHS_MESSAGE })
  .min(MIN_BERTHS, { error: BERTHS_MESSAGE })
  .max(MAX_BERTHS, { error: BERTHS_MESSAGE })
  .nullable();

// Kept to the centimetre: "6.42" is what a brochure gives, more is a typing slip.
const lengthInMetres = z
  .number({ error: LENGTH_MESSAGE })
  .min(MIN_LENGTH_M, { error: LENGTH_MESSAGE })
  .max(MAX_LENGTH_M, { error: LENGTH_MESSAGE })
  .transform((metres) => Math.round(metres * 100) / 100)
  .nullable();

const km = z
  .number({ error: KM_MESSAGE })
  .int({ error: KM_MESSAGE })
  .min(0, { error: KM_MESSAGE })
  .max(MAX_CAR_KM, { error: KM_MESSAGE });

const vin = z
  .string({ error: VIN_MESSAGE })
  .trim()
  .toUpperCase()
  .refine((value) => value === "" || VIN_PATTERN.test(value), { error: VIN_MESSAGE })
  .nullable()
  .transform((value) => (value === "" ? null : value));

const rego = z
  .string({ error: CAR_REGO_MESSAGE })
  .trim()
  .toUpperCase()
  .max(MAX_REGO_LENGTH, { error: CAR_REGO_MESSAGE })
  .refine((value) => /^[A-Z0-9 -]*$/.test(value), { error: CAR_REGO_MESSAGE })
  .nullable()
  .transform((value) => (value === "" ? null : value));

const file = z
  .string({ error: FILE_MESSAGE })
  .trim()
  .refine((value) => value === "" || isHttpUrl(value), { error: FILE_MESSAGE })
  .nullable()
  .transform((value) => (value === "" ? null : value));

const paymentProcessors = z
  .array(paymentProcessor, { error: PROCESSORS_MESSAGE })
  .max(MAX_PAYMENT_PROCESSORS, { error: PROCESSORS_MESSAGE });

const images = z
  .array(
    z
      .string({ error: IMAGES_MESSAGE })
      .trim()
      .refine((url) => isHttpUrl(url) || MEDIA_PATH_PATTERN.test(url), {
        error: IMAGES_MESSAGE,
      }),
    { error: IMAGES_MESSAGE },
  )
  .max(MAX_CAR_IMAGES, { error: IMAGES_MESSAGE })
  .refine(distinct, { error: `${IMAGES_MESSAGE} The same URL is listed twice.` });

const lockedFields = z
  .array(z.enum(LOCKABLE_FIELDS, { error: LOCKED_FIELDS_MESSAGE }), {
    error: LOCKED_FIELDS_MESSAGE,
  })
  .max(LOCKABLE_FIELDS.length, { error: LOCKED_FIELDS_MESSAGE })
  .transform((fields) => [...new Set(fields)]);

/** The latest model year a car may have, `now` being the time of the write. */
const maxCarYear = (now: Date) => now.getUTCFullYear() + MAX_MODEL_YEARS_AHEAD;

const modelYear = (maxYear: number) =>
  z
    .number({ error: messageFor("year", yearMessage(maxYear)) })
    .int({ error: yearMessage(maxYear) })
    .min(MIN_CAR_YEAR, { error: yearMessage(maxYear) })
    .max(maxYear, { error: yearMessage(maxYear) });

/** The field schemas, every one required as a new car needs it; `partial` relaxes them. */
function carInputShape(maxYear: number) {
  return {
    name: lineText("name", MAX_CAR_NAME_LENGTH, CAR_NAME_MESSAGE),
    make: lineText("make", MAX_CAR_ATTRIBUTE_LENGTH, requiredText("make")),
    model: lineText("model", MAX_CAR_ATTRIBUTE_LENGTH, requiredText("model")),
    series: optionalText(MAX_CAR_ATTRIBUTE_LENGTH, optionalTextMessage("series")),
    badge: optionalText(MAX_CAR_ATTRIBUTE_LENGTH, optionalTextMessage("badge")),
    body: optionalText(MAX_CAR_ATTRIBUTE_LENGTH, optionalTextMessage("body")),
    colour: optionalText(MAX_CAR_ATTRIBUTE_LENGTH, optionalTextMessage("colour")),
    transmission: optionalText(MAX_CAR_ATTRIBUTE_LENGTH, optionalTextMessage("transmission")),
    drivetrain: optionalLine(MAX_DRIVETRAIN_LENGTH, DRIVETRAIN_MESSAGE),
    engine: optionalLine(MAX_ENGINE_LENGTH, ENGINE_MESSAGE),
    features: featureList,
    berths,
    length_m: lengthInMetres,
    year: modelYear(maxYear),
    km,
    car_type: z.enum(CAR_TYPES, { error: messageFor("car_type", CAR_TYPE_MESSAGE) }),
    status: z.enum(CAR_STATUSES, { error: STATUS_MESSAGE }),
    price: price("price"),
    before_price: price("before_price"),
    subscription_price: price("subscription_price"),
    dapprice: price("dapprice"),
    stocknum: lineText("stocknum", MAX_STOCK_NUMBER_LENGTH, STOCK_NUMBER_MESSAGE),
    vin,
    rego,
    certified: flag("certified"),
    reserved: flag("reserved"),
    sold: flag("sold"),
    sold_at: z.iso.datetime({ offset: true, error: SOLD_AT_MESSAGE }).nullable(),
    sold_price: price("sold_price"),
    reservable: z.boolean({ error: "reservable must be true, false or null." }).nullable(),
    preorder: flag("preorder"),
    featured: flag("featured"),
    tag: optionalText(MAX_CAR_TAG_LENGTH, TAG_MESSAGE),
    simple_fuel: z.enum(SIMPLE_FUELS, { error: SIMPLE_FUEL_MESSAGE }).nullable(),
    description: optionalText(MAX_CAR_DESCRIPTION_LENGTH, DESCRIPTION_MESSAGE),
    dealership: slugRef("dealership"),
    dealership_id: positiveId("dealership_id", false),
    location: slugRef("location").nullable(),
    location_id: positiveId("location_id", true).nullable(),
    carsales_seller_identifier: optionalText(
      MAX_SELLER_IDENTIFIER_LENGTH,
      SELLER_IDENTIFIER_MESSAGE,
    ),
    file,
    payment_processors: paymentProcessors,
    images,
    locked_fields: lockedFields,
  } satisfies Record<CarInputField, z.ZodType>;
}

const fieldsText = CAR_INPUT_FIELDS.join(", ");

/** The message for a field the API does not take, or a body that is not an object. */
const unknownFieldMessage = (keys: readonly string[], what: string) =>
  `Unknown field ${keys.join(", ")}; ${what} may set ${fieldsText}.`;

type Shape = ReturnType<typeof carInputShape>;
const OPTIONAL_ON_CREATE = CAR_INPUT_FIELDS.filter(
  (field) => !(REQUIRED_CAR_FIELDS as readonly string[]).includes(field),
);

function objectOptions(what: string) {
  return {
    error: (issue: z.core.$ZodRawIssue) =>
      issue.code === "unrecognized_keys"
        ? unknownFieldMessage(issue.keys, what)
        : `The body must be a JSON object of a car's fields: ${fieldsText}.`,
  };
}

/** Pairs that name the same thing twice: one of each is enough. */
function refuseDoubles(input: Partial<Record<CarInputField, unknown>>, ctx: z.RefinementCtx) {
  if (input.dealership !== undefined && input.dealership_id !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["dealership_id"],
      message: "Send dealership (its slug) or dealership_id, not both.",
    });
  }
  if (input.location !== undefined && input.location_id !== undefined) {
    ctx.addIssue({
      code: "custom",
      path: ["location_id"],
      message: "Send location (its slug) or location_id, not both.",
    });
  }
}

/** A new car's schema: the required fields, the rest optional. */
function buildCarInputSchema(maxYear: number) {
  const shape: Shape = carInputShape(maxYear);
  const optional = Object.fromEntries(
    OPTIONAL_ON_CREATE.map((field) => [field, shape[field].optional()]),
  ) as {
    [K in Exclude<CarInputField, (typeof REQUIRED_CAR_FIELDS)[number]>]: z.ZodOptional<Shape[K]>;
  };
  return z
    .strictObject(
      {
        make: shape.make,
        model: shape.model,
        year: shape.year,
        car_type: shape.car_type,
        stocknum: shape.stocknum,
        ...optional,
      },
      objectOptions("a car"),
    )
    .superRefine(refuseDoubles);
}

/** A change to a car: any of the fields, at least one. */
function buildCarChangeSchema(maxYear: number, what = "a car update") {
  const shape: Shape = carInputShape(maxYear);
  const optional = Object.fromEntries(
    CAR_INPUT_FIELDS.map((field) => [field, shape[field].optional()]),
  ) as { [K in CarInputField]: z.ZodOptional<Shape[K]> };
  return z
    .strictObject(optional, objectOptions(what))
    .superRefine(refuseDoubles)
    .refine((input) => Object.values(input).some((value) => value !== undefined), {
      error: `Send at least one field to change: ${fieldsText}.`,
    });
}

/** A car as written: a new car has the required fields; a change may have any. */
export type CarInput = z.output<ReturnType<typeof buildCarChangeSchema>>;
/** A new car: {@link CarInput} with its required fields. */
export type NewCarInput = z.output<ReturnType<typeof buildCarInputSchema>>;

// Built once per kind and model-year bound: a feed parses thousands of cars in a row.
const schemas = new Map<string, z.ZodType>();
function schemaFor(partial: boolean, maxYear: number): z.ZodType {
  const key = `${partial}:${maxYear}`;
  let schema = schemas.get(key);
  if (!schema) {
    schema = partial ? buildCarChangeSchema(maxYear) : buildCarInputSchema(maxYear);
    schemas.set(key, schema);
  }
  return schema;
}

/**
 * Where a problem with the body as a whole is reported (not an object, nothing to change): not
 * `body`, which is a car's field (its body style).
 */
const WHOLE_CAR_FIELD = "car";

type ParseCarInputOptions = {
  /** A change to an existing car (PATCH): every field optional, at least one sent. */
  partial: boolean;
  /** The time of the write: it bounds the model year. */
  now?: Date;
};

type ParsedCarInput<T> = { ok: true; input: T } | { ok: false; errors: FieldErrors };

/**
 * A car write's body checked field by field: every bad field gets its own message, each unknown
 * field is refused under its own name, and a new car (`partial: false`) must have make, model, year,
 * car_type and stocknum.
 */
export function parseCarInput(
  body: unknown,
  options: { partial: false; now?: Date },
): ParsedCarInput<NewCarInput>;
export function parseCarInput(
  body: unknown,
  options: ParseCarInputOptions,
): ParsedCarInput<CarInput>;
export function parseCarInput(
  body: unknown,
  { partial, now = new Date() }: ParseCarInputOptions,
): ParsedCarInput<CarInput> {
  const result = schemaFor(partial, maxCarYear(now)).safeParse(body, { error: plainIssueMessage });
  if (result.success) return { ok: true, input: result.data as CarInput };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys" && issue.path.length === 0) {
      const what = partial ? "a car update" : "a car";
      for (const key of issue.keys) errors[key] ??= unknownFieldMessage([key], what);
      continue;
    }
    errors[issue.path.map(String).join(".") || WHOLE_CAR_FIELD] ??= issue.message;
  }
  return { ok: false, errors };
}
