import { and, eq, isNull } from "drizzle-orm";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { reservations } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import { toReservation } from "./reservation-row.ts";

type HandOverResult =
  | { ok: true; reservation: Reservation }
  | { ok: false; reason: "not-found" | "not-confirmed" | "handed-over" };

/**
 * The dealer hands a confirmed reservation's car over to the shopper: stamped once, in one
 * conditional update, so a second press (or a cancel racing it) changes nothing.
 */
export async function handOverReservation(
  db: Database,
  input: {
    websiteId: number;
    reservationId: string;
    actor: { id: string; email: string };
    now?: Date;
  },
): Promise<HandOverResult> {
  const now = input.now ?? new Date();
  const mine = and(
    eq(reservations.websiteId, input.websiteId),
    eq(reservations.id, input.reservationId),
  );
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reservations)
      .set({ handedOverAt: now, updatedAt: now })
      .where(and(mine, eq(reservations.status, "confirmed"), isNull(reservations.handedOverAt)))
      .returning();
    if (row) {
      await appendAuditEntry(tx, {
        actor: input.actor,
        websiteId: input.websiteId,
        action: "reservation.handed-over",
        subject: `reservation:${row.reference}`,
        before: { handedOverAt: null },
        after: { handedOverAt: now.toISOString() },
        now,
      });
      return { ok: true, reservation: toReservation(row) } as const;
    }
    const [found] = await tx.select().from(reservations).where(mine).limit(1);
    if (!found) return { ok: false, reason: "not-found" } as const;
    return { ok: false, reason: found.handedOverAt ? "handed-over" : "not-confirmed" } as const;
  });
}
