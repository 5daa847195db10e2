import { and, eq, sql } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { LockableField, NewCarInput } from "@forecourt/core/stock/car-input";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database, Tx } from "../../client.ts";
import { cars } from "../../schema.ts";
import { queueSavedCarAlerts } from "../garage/queue-saved-car-alerts.ts";
import { carChanges, isKeptByLock, type CarWriteSource } from "./car-row.ts";
import { insertCar } from "./create-car.ts";
import { findCarMatch } from "./find-car-match.ts";
import { getCarById } from "./get-car.ts";
import { lockSiteStock } from "./lock-site-stock.ts";
import { readCarVinRule } from "./read-car-vin-rule.ts";
import { resolveCarPlaces } from "./resolve-car-places.ts";

type UpsertCarOptions = {
  websiteId: number;
  input: NewCarInput;
  /** A feed keeps the fields the dealer locked; an API write changes any. */
  source?: CarWriteSource;
  now?: Date;
};

type CarUpsertOutcome = "created" | "updated" | "unchanged";

type WrittenCar = {
  outcome: CarUpsertOutcome;
  carId: number;
  /** Locked fields a feed sent another value for, kept. */
  kept: LockableField[];
  /** Whether the input's images are to be synced to the car (sent, and not locked). */
  isImageSync: boolean;
};

type UpsertCarResult =
  | ({ ok: true; detail: CarDetail } & WrittenCar)
  | { ok: false; reason: "invalid"; errors: FieldErrors };

/**
 * Writes one car of a site's stock as its dealer system has it: the car with the same stock
 * number, else the same VIN, is updated; none is created. A car sent as it is writes nothing
 * (`unchanged`). Watchers hear of a lower price or a sale in the same transaction.
 */
export async function upsertCar(
  db: Database,
  { websiteId, input, source = "api", now = new Date() }: UpsertCarOptions,
): Promise<UpsertCarResult> {
  const written = await db.transaction(async (tx) => {
    await lockSiteStock(tx, websiteId);
    return writeCarUpsert(tx, { websiteId, input, source, now });
  });
  if (!written.ok) return written;
  const detail = await getCarById(db, { websiteId, id: written.carId });
  if (!detail) throw new Error(`car ${written.carId} vanished after its write`);
  return { ...written, detail };
}

/**
 * The upsert of one car inside the caller's transaction, under the site's stock lock
 * (lockSiteStock): for a feed import that writes many cars in one transaction.
 */
async function writeCarUpsert(
  tx: Tx,
  { websiteId, input, source, now }: Required<UpsertCarOptions>,
): Promise<({ ok: true } & WrittenCar) | { ok: false; reason: "invalid"; errors: FieldErrors }> {
  const match = await findCarMatch(tx, { websiteId, stockNumber: input.stocknum, vin: input.vin });
  if (!match) {
    const inserted = await insertCar(tx, { websiteId, input, now });
    if (!inserted.ok) return inserted;
    return {
      ok: true,
      outcome: "created",
      carId: inserted.carId,
      kept: [],
      isImageSync: input.images !== undefined,
    };
  }
  const existing = match.row;
  const resolved = await resolveCarPlaces(tx, { websiteId, input, isNew: false });
  if (!resolved.ok) return { ok: false, reason: "invalid", errors: resolved.errors };
  const planned = carChanges(existing, input, {
    source,
    now,
    ...resolved.places,
    vinRule: await readCarVinRule(tx, websiteId),
  });
  if (!planned.ok) return { ok: false, reason: "invalid", errors: planned.errors };
  const isImageSync =
    input.images !== undefined && !isKeptByLock(existing.lockedFields, "images", source);
  const base = { ok: true, carId: existing.id, kept: planned.kept, isImageSync } as const;
  if (Object.keys(planned.changes).length === 0) return { ...base, outcome: "unchanged" };
  await tx
    .update(cars)
    .set({ ...planned.changes, updatedAt: sql`now()` })
    .where(and(eq(cars.websiteId, websiteId), eq(cars.id, existing.id)));
  await queueSavedCarAlerts(tx, {
    websiteId,
    carId: existing.id,
    before: existing,
    after: { ...existing, ...planned.changes },
  });
  return { ...base, outcome: "updated" };
}
