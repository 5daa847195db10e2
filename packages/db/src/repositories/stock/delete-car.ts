import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { cars, reservations } from "../../schema.ts";
import { carKeyMatch, lockCarByKey } from "./car-key.ts";

type DeleteCarOptions = {
  websiteId: number;
  /** The car's id or its slug, as the car API takes it. */
  key: string;
};

/** Reservations that carry a payment's record: deleting the car would take them with it. */
const KEPT_RESERVATION_STATUSES = ["pending", "confirmed", "cancelled", "refunded"];

type DeleteCarResult =
  | { ok: true; carId: number; slug: string }
  | { ok: false; reason: "car-not-found" }
  | { ok: false; reason: "reserved"; reference: string; status: string };

/**
 * Removes one car of one site for good: its images, watchlist entries and released holds go
 * with it, leads and offers keep their text without the link. A car with a reservation that
 * records a payment (held, paid, cancelled or refunded) is not deleted: it is marked sold
 * instead, so the payment keeps its car. Another site's car is not found.
 */
export async function deleteStoredCar(
  db: Database,
  { websiteId, key }: DeleteCarOptions,
): Promise<DeleteCarResult> {
  const match = carKeyMatch(key);
  if (!match) return { ok: false, reason: "car-not-found" };
  return db.transaction(async (tx) => {
    const row = await lockCarByKey(tx, websiteId, match);
    if (!row) return { ok: false, reason: "car-not-found" } as const;
    const [reservation] = await tx
      .select({ reference: reservations.reference, status: reservations.status })
      .from(reservations)
      .where(
        and(
          eq(reservations.websiteId, websiteId),
          eq(reservations.carId, row.id),
          inArray(reservations.status, KEPT_RESERVATION_STATUSES),
        ),
      )
      .limit(1);
    if (reservation) return { ok: false, reason: "reserved", ...reservation } as const;
    await tx.delete(cars).where(and(eq(cars.websiteId, websiteId), eq(cars.id, row.id)));
    return { ok: true, carId: row.id, slug: row.slug } as const;
  });
}
