import type { CAR_STATUSES } from "../domain/car.ts";
import { siteDayRange } from "../time/site-time.ts";
import { LOCKABLE_FIELDS, type CarInput, type LockableField } from "../stock/car-input.ts";

/**
 * The console's stock forms turn what a form posts (text) into a car update in the car API's
 * own names; the update is then checked by the API's schema (`parseCarUpdate`) in the same
 * repository the API writes through, so the console and the API refuse the same things with the
 * same words. Nothing here validates: a value that is not a number stays text and is refused
 * there with the field's message.
 */

export const CAR_STATUS_LABELS = {
  in_stock: "In stock",
  coming_soon: "Coming soon",
  sold: "Sold",
} as const satisfies Record<(typeof CAR_STATUSES)[number], string>;

/** "$45,990" or "45 990" is 45990; empty is no price; anything else is left for the schema. */
/** A whole-dollar amount typed in a form ("$24,990"); blank is none, anything else is left for the schema to refuse. */
export function priceValue(text: string | undefined): unknown {
  const value = (text ?? "").trim();
  if (value === "") return null;
  const plain = value.replace(/^\$/, "").replace(/[,\s]/g, "");
  return /^\d{1,15}$/.test(plain) ? Number(plain) : value;
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A sale date as a date field posts it ("2026-11-28"), as the instant that day starts in the
 * site's zone (`sold_at`); anything else is left for the schema to refuse.
 */
function saleDateValue(text: string, timeZone: string): string {
  const day = Date.parse(`${text}T00:00:00Z`);
  // A day the calendar does not have (2026-02-30) does not read back as itself.
  if (!DAY_PATTERN.test(text) || Number.isNaN(day)) return text;
  if (new Date(day).toISOString().slice(0, 10) !== text) return text;
  return siteDayRange(text, null, timeZone).start!.toISOString();
}

/**
 * The car update a quick edit form posts: a checkbox is on when it is sent. A sale price and a
 * sale date (the day, in the site's zone) are sent with the status Sold only; blank keeps the one
 * recorded (a car sold now without a date is sold today, now).
 */
export function quickEditUpdate(values: Record<string, string>, timeZone = "UTC"): CarInput {
  const soldPrice = (values.soldPrice ?? "").trim();
  const soldOn = (values.soldOn ?? "").trim();
  const isSold = values.status === "sold";
  return {
    price: priceValue(values.price),
    status: values.status,
    tag: values.tag ?? null,
    reserved: values.reserved === "on",
    featured: values.featured === "on",
    ...(isSold && soldPrice !== "" ? { sold_price: priceValue(soldPrice) } : {}),
    ...(isSold && soldOn !== "" ? { sold_at: saleDateValue(soldOn, timeZone) } : {}),
  } as CarInput;
}

/** The quick edit's fields a feed import would replace, each with the car's value it compares. */
const QUICK_EDIT_LOCKS = {
  price: (car: QuickEditCurrent) => car.price,
  tag: (car: QuickEditCurrent) => car.tag,
  reserved: (car: QuickEditCurrent) => car.isReserved,
  featured: (car: QuickEditCurrent) => car.isFeatured,
} as const satisfies Partial<Record<LockableField, (car: QuickEditCurrent) => unknown>>;

type QuickEditCurrent = {
  price: number | null;
  tag: string | null;
  isReserved: boolean;
  isFeatured: boolean;
  lockedFields: readonly string[];
};

/** The quick edit's fields that the dealer's feed replaces on its next import (not locked). */
export function feedReplacedFields(
  car: Pick<QuickEditCurrent, "lockedFields">,
): (keyof typeof QUICK_EDIT_LOCKS)[] {
  return (Object.keys(QUICK_EDIT_LOCKS) as (keyof typeof QUICK_EDIT_LOCKS)[]).filter(
    (field) => !car.lockedFields.includes(field),
  );
}

/**
 * A quick edit that keeps its changes from the feed: the update with `locked_fields` grown by
 * each unlocked field whose value the edit changes (the update unchanged when none is).
 */
export function lockingChangedFields(update: CarInput, car: QuickEditCurrent): CarInput {
  const posted = update as Record<string, unknown>;
  // An empty tag is no tag.
  const plain = (value: unknown) => (value === "" || value === undefined ? null : value);
  const changed = feedReplacedFields(car).filter(
    (field) => plain(posted[field]) !== plain(QUICK_EDIT_LOCKS[field](car)),
  );
  if (changed.length === 0) return update;
  return { ...update, locked_fields: [...car.lockedFields, ...changed] } as CarInput;
}

/** The locks a locks form posts (one checkbox per lockable field, named `lock`). */
export function lockedFieldsUpdate(checked: readonly string[]): CarInput {
  return { locked_fields: checked } as CarInput;
}

export const LOCK_LABELS: Record<LockableField, string> = Object.fromEntries(
  LOCKABLE_FIELDS.map((field) => [field, field.replaceAll("_", " ")]),
) as Record<LockableField, string>;

/** The photo form's button that saves the photos' descriptions rather than moving one. */
export const DESCRIBE_PHOTOS = "describe";

/**
 * A photo form's button: move one photo earlier or later, make it the main (first) photo, remove
 * it, or (a drag) move it to another place.
 */
type PhotoOperation =
  | { kind: "up" | "down" | "main" | "remove"; index: number }
  | { kind: "move"; index: number; to: number };

/**
 * What an operation says it did, for the form's result notice: a moved photo names its new place
 * ("Photo moved to position 3 of 5"), as a screen reader would otherwise not hear the move.
 */
export function photoOperationDone(operation: PhotoOperation, count: number): string {
  if (operation.kind === "remove") return "Photo removed.";
  if (operation.kind === "main") return "Main photo chosen: it shows first on the site.";
  const to = targetOf(operation) ?? operation.index;
  return `Photo moved to position ${to + 1} of ${count}.`;
}

/**
 * The button's value, "up:3", "down:0", "main:2", "remove:2" or (a drag) "move:4:0"; null when it
 * is not one.
 */
export function parsePhotoOperation(value: string | undefined): PhotoOperation | null {
  const move = /^move:(\d{1,3}):(\d{1,3})$/.exec(value ?? "");
  if (move) return { kind: "move", index: Number(move[1]), to: Number(move[2]) };
  const match = /^(up|down|main|remove):(\d{1,3})$/.exec(value ?? "");
  if (!match) return null;
  return { kind: match[1] as "up" | "down" | "main" | "remove", index: Number(match[2]) };
}

/** Where the photo at `index` goes; null when the operation removes it. */
function targetOf(operation: PhotoOperation): number | null {
  switch (operation.kind) {
    case "remove":
      return null;
    case "up":
      return operation.index - 1;
    case "down":
      return operation.index + 1;
    case "main":
      return 0;
    case "move":
      return operation.to;
  }
}

/**
 * The photos in their new order; null when the operation does not apply (a stale page, a move
 * off either end or to where the photo already is).
 */
export function applyPhotoOperation<T>(
  photos: readonly T[],
  operation: PhotoOperation,
): T[] | null {
  const { index } = operation;
  if (index >= photos.length) return null;
  const next = [...photos];
  const [photo] = next.splice(index, 1);
  const to = targetOf(operation);
  if (to === null) return next;
  if (to < 0 || to >= photos.length || to === index) return null;
  next.splice(to, 0, photo as T);
  return next;
}
