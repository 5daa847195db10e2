import { and, eq, ne, sql } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import { parseCarUpdate, type CarUpdate } from "@forecourt/core/stock/car-update";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database, Tx } from "../../client.ts";
import { cars } from "../../schema.ts";
import { queueSavedCarAlerts } from "../garage/queue-saved-car-alerts.ts";
import { carKeyMatch, lockCarByKey } from "./car-key.ts";
import { carChanges, type CarRow, type CarRowChanges } from "./car-row.ts";
import { getCarById } from "./get-car.ts";
import { lockSiteStock } from "./lock-site-stock.ts";
import { readCarVinRule } from "./read-car-vin-rule.ts";
import { resolveCarPlaces } from "./resolve-car-places.ts";

type UpdateCarOptions = {
  websiteId: number;
  /** The car's id or its slug, as the car API takes it. */
  key: string;
  update: CarUpdate;
  now?: Date;
  /**
   * Runs in the write's transaction when a column changed, with the row as it was and the
   * columns written: the console records its audit entry here, so both commit or neither.
   */
  onChanged?: (tx: Tx, change: { before: CarRow; changes: CarRowChanges }) => Promise<void>;
};

export type UpdateCarResult =
  | {
      ok: true;
      detail: CarDetail;
      /** Whether any column changed: a car sent as it is writes nothing. */
      isChanged: boolean;
      /** Whether the update's images are to be synced to the car. */
      isImageSync: boolean;
    }
  | { ok: false; reason: "car-not-found" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

/**
 * A new stock number or VIN another car of the site already has: the message at its field; null
 * when neither is taken.
 */
async function identityClash(
  tx: Tx,
  websiteId: number,
  carId: number,
  changes: { stockNumber?: string; vin?: string | null },
): Promise<FieldErrors | null> {
  if (changes.stockNumber !== undefined) {
    const [taken] = await tx
      .select({ slug: cars.slug })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), eq(cars.stockNumber, changes.stockNumber)))
      .limit(1);
    if (taken) {
      return {
        stocknum: `Another car of this site (${taken.slug}) has stock number ${changes.stockNumber}.`,
      };
    }
  }
  if (changes.vin) {
    const [taken] = await tx
      .select({ slug: cars.slug, stockNumber: cars.stockNumber })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), eq(cars.vin, changes.vin), ne(cars.id, carId)))
      .limit(1);
    if (taken) {
      return {
        vin: `Another car of this site (${taken.slug}, stock number ${taken.stockNumber}) has VIN ${changes.vin}.`,
      };
    }
  }
  return null;
}

/**
 * Applies a change to one car of one site (any field of a car write, locks included: a write
 * by hand), in one transaction with the car's row locked, so two writers racing on the same
 * car each see the other's sale state. A key that is a number is tried as the car's id first,
 * then as a slug. Another site's car is not found and nothing is written; a new stock number or
 * VIN another car of the site has is refused, naming that car.
 */
export async function updateCar(
  db: Database,
  { websiteId, key, update, now = new Date(), onChanged }: UpdateCarOptions,
): Promise<UpdateCarResult> {
  const parsed = parseCarUpdate(update, now);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  const match = carKeyMatch(key);
  if (!match) return { ok: false, reason: "car-not-found" };
  const input = parsed.update;
  const result = await db.transaction(async (tx) => {
    // A new stock number or VIN is checked against the site's other cars under the stock lock.
    if (input.stocknum !== undefined || input.vin) await lockSiteStock(tx, websiteId);
    const row = await lockCarByKey(tx, websiteId, match);
    if (!row) return { ok: false, reason: "car-not-found" } as const;
    const resolved = await resolveCarPlaces(tx, { websiteId, input, isNew: false });
    if (!resolved.ok) return { ok: false, reason: "invalid", errors: resolved.errors } as const;
    const planned = carChanges(row, input, {
      source: "api",
      now,
      ...resolved.places,
      vinRule: await readCarVinRule(tx, websiteId),
    });
    if (!planned.ok) return { ok: false, reason: "invalid", errors: planned.errors } as const;
    const { changes } = planned;
    const clash = await identityClash(tx, websiteId, row.id, changes);
    if (clash) return { ok: false, reason: "invalid", errors: clash } as const;
    const isChanged = Object.keys(changes).length > 0;
    if (isChanged) {
      await tx
        .update(cars)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(and(eq(cars.websiteId, websiteId), eq(cars.id, row.id)));
      // Watchers hear of a lower price, a sale or a reservation in this same transaction.
      await queueSavedCarAlerts(tx, {
        websiteId,
        carId: row.id,
        before: row,
        after: { ...row, ...changes },
      });
      await onChanged?.(tx, { before: row, changes });
    }
    return { ok: true, carId: row.id, isChanged } as const;
  });
  if (!result.ok) return result;
  const detail = await getCarById(db, { websiteId, id: result.carId });
  if (!detail) return { ok: false, reason: "car-not-found" };
  return { ok: true, detail, isChanged: result.isChanged, isImageSync: input.images !== undefined };
}
