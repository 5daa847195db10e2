import { and, desc, eq, or, sql } from "drizzle-orm";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { CarStatus } from "@forecourt/core/domain/car";
import { SLUG_PATTERN } from "@forecourt/core/site/site-routes";
import { parseCarUpdate, planCarUpdate, type CarUpdate } from "@forecourt/core/stock/car-update";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import { queueSavedCarAlerts } from "../garage/queue-saved-car-alerts.ts";
import { getCarById } from "./get-car.ts";

export type UpdateCarOptions = {
  websiteId: number;
  /** The car's id or its slug, as the car API takes it. */
  key: string;
  update: CarUpdate;
  now?: Date;
};

export type UpdateCarResult =
  | { ok: true; detail: CarDetail }
  | { ok: false; reason: "car-not-found" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

const MAX_KEY_LENGTH = 200;
const MAX_ID = 2_147_483_647;

/**
 * Applies a stock feed's change to one car of one site, in one transaction with the car's row
 * locked, so two feeds racing on the same car each see the other's sale state. A key that is
 * a number is tried as the car's id first, then as a slug. Another site's car is not found and
 * nothing is written.
 */
export async function updateCar(
  db: Database,
  { websiteId, key, update, now = new Date() }: UpdateCarOptions,
): Promise<UpdateCarResult> {
  const parsed = parseCarUpdate(update);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  if (key.length > MAX_KEY_LENGTH || !SLUG_PATTERN.test(key)) {
    return { ok: false, reason: "car-not-found" };
  }
  const id = /^[1-9][0-9]{0,9}$/.test(key) && Number(key) <= MAX_ID ? Number(key) : null;
  const match = id === null ? eq(cars.slug, key) : or(eq(cars.id, id), eq(cars.slug, key));
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: cars.id,
        status: cars.status,
        isSold: cars.isSold,
        soldAt: cars.soldAt,
        price: cars.price,
        isReserved: cars.isReserved,
      })
      .from(cars)
      .where(and(eq(cars.websiteId, websiteId), match))
      // An id match wins over a car whose slug happens to be the same number.
      .orderBy(id === null ? cars.id : desc(eq(cars.id, id)))
      .limit(1)
      .for("update");
    if (!row) return { ok: false, reason: "car-not-found" } as const;
    const planned = planCarUpdate(
      { status: row.status as CarStatus, isSold: row.isSold, soldAt: row.soldAt },
      parsed.update,
      now,
    );
    if (!planned.ok) return { ok: false, reason: "invalid", errors: planned.errors } as const;
    await tx
      .update(cars)
      .set({ ...planned.changes, updatedAt: sql`now()` })
      .where(and(eq(cars.websiteId, websiteId), eq(cars.id, row.id)));
    // Watchers hear of a lower price, a sale or a reservation in this same transaction.
    await queueSavedCarAlerts(tx, {
      websiteId,
      carId: row.id,
      before: row,
      after: { ...row, ...planned.changes },
    });
    return { ok: true, carId: row.id } as const;
  });
  if (!result.ok) return result;
  const detail = await getCarById(db, { websiteId, id: result.carId });
  if (!detail) return { ok: false, reason: "car-not-found" };
  return { ok: true, detail };
}
