import { and, eq } from "drizzle-orm";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { cars, reservations } from "../../schema.ts";
import { toReservation } from "./reservation-row.ts";

export type CancelReservationResult =
  { ok: true; reservation: Reservation } | { ok: false; reason: "not-found" | "not-confirmed" };

/**
 * A dealer's cancel of a confirmed reservation, after its deposit was refunded: the reservation
 * is `cancelled` and the car is on offer again, in one transaction with both rows locked.
 */
export async function cancelReservation(
  db: Database,
  input: { websiteId: number; reservationId: string; refundRef: string; now?: Date },
): Promise<CancelReservationResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(
        and(eq(reservations.websiteId, input.websiteId), eq(reservations.id, input.reservationId)),
      )
      .for("update");
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.status !== "confirmed") return { ok: false, reason: "not-confirmed" } as const;
    const [cancelled] = await tx
      .update(reservations)
      .set({ status: "cancelled", refundRef: input.refundRef, updatedAt: now })
      .where(eq(reservations.id, row.id))
      .returning();
    await tx
      .update(cars)
      .set({ isReserved: false, updatedAt: now })
      .where(and(eq(cars.websiteId, input.websiteId), eq(cars.id, row.carId)));
    return { ok: true, reservation: toReservation(cancelled!) } as const;
  });
}
