import { eq } from "drizzle-orm";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { reservations } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import { queueReservationMail } from "./queue-reservation-mail.ts";
import { lockReservation, setCarReserved, toReservation } from "./reservation-row.ts";

type CancelReservationResult =
  | { ok: true; reservation: Reservation }
  | { ok: false; reason: "not-found" | "not-confirmed" | "handed-over" };

/**
 * A dealer's cancel of a confirmed reservation, after its deposit was refunded: the reservation
 * is `cancelled`, the car is on offer again and the shopper's mail is queued, in one transaction
 * with both rows locked.
 */
export async function cancelReservation(
  db: Database,
  input: {
    websiteId: number;
    reservationId: string;
    refundRef: string;
    /** The console user who cancelled, for the audit log (none from the platform API). */
    actor?: { id: string; email: string };
    now?: Date;
  },
): Promise<CancelReservationResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockReservation(tx, input.websiteId, input.reservationId);
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.status !== "confirmed") return { ok: false, reason: "not-confirmed" } as const;
    if (row.handedOverAt) return { ok: false, reason: "handed-over" } as const;
    const [cancelled] = await tx
      .update(reservations)
      .set({ status: "cancelled", refundRef: input.refundRef, updatedAt: now })
      .where(eq(reservations.id, row.id))
      .returning();
    await setCarReserved(tx, { websiteId: input.websiteId, carId: row.carId }, false, now);
    await queueReservationMail(tx, row, "cancelled");
    if (input.actor) {
      await appendAuditEntry(tx, {
        actor: input.actor,
        websiteId: input.websiteId,
        action: "reservation.cancelled",
        subject: `reservation:${row.reference}`,
        before: { status: row.status },
        after: { status: "cancelled", refundRef: input.refundRef },
        now,
      });
    }
    return { ok: true, reservation: toReservation(cancelled!) } as const;
  });
}
