import { and, eq, inArray } from "drizzle-orm";
import type { Reservation, ReservationStatus } from "@forecourt/core/domain/reservation";
import type { Database, Executor } from "../../client.ts";
import { reservations } from "../../schema.ts";
import { queueReservationMail } from "./queue-reservation-mail.ts";
import { toReservation } from "./reservation-row.ts";

type Where = { websiteId: number; reservationId: string };

async function transition(
  db: Executor,
  where: Where,
  from: readonly ReservationStatus[],
  changes: Partial<typeof reservations.$inferInsert>,
): Promise<Reservation | null> {
  const [row] = await db
    .update(reservations)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(reservations.websiteId, where.websiteId),
        eq(reservations.id, where.reservationId),
        inArray(reservations.status, [...from]),
      ),
    )
    .returning();
  return row ? toReservation(row) : null;
}

/** The provider's id and page for the hold's payment, once it is created. */
export function setPaymentRef(
  db: Database,
  where: Where,
  payment: {
    providerRef: string;
    /** Where the shopper pays; the same browser is sent back there when it returns. */
    paymentUrl: string;
    /** When the provider closes its payment page: the hold ends then (see `releaseExpiredHolds`). */
    expiresAt?: Date | undefined;
  },
) {
  const { providerRef, paymentUrl, expiresAt } = payment;
  return transition(db, where, ["pending"], {
    providerRef,
    paymentUrl,
    ...(expiresAt ? { expiresAt } : {}),
  });
}

/** The payment failed or could not be started: the hold ends, so the shopper (or another) can try again. */
export function releaseHold(db: Database, where: Where, message: string) {
  return transition(db, where, ["pending"], { status: "released", message });
}

/** A payment that could not be kept has been given back; the shopper's mail is queued with it. */
export function markRefunded(db: Database, where: Where, refundRef: string) {
  return db.transaction(async (tx) => {
    const refunded = await transition(tx, where, ["pending", "released", "refunded"], {
      status: "refunded",
      refundRef,
    });
    if (refunded) await queueReservationMail(tx, refunded, "refunded");
    return refunded;
  });
}
