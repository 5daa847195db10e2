import { and, eq } from "drizzle-orm";
import { scopeOf } from "@forecourt/core/console/staff-access";
import { STAFF_HOLD_KIND, type Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { cars, reservations } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { inScope } from "../staff/site-scope.ts";
import { lockReservation, setCarReserved, toReservation } from "./reservation-row.ts";

const HOLD_RELEASED_MESSAGE = "Released by staff.";

/** not-found: none the actor may release; not-held: not a staff hold, or it already ended. */
type ReleaseStaffHoldResult =
  { ok: true; reservation: Reservation } | { ok: false; reason: "not-found" | "not-held" };

/**
 * A salesperson lets a car they (or a colleague) held go: the hold is `released` and the car on
 * offer again, audited, in one transaction with the hold locked. Only a live staff hold can be
 * released here; an online deposit ends by its own rules.
 */
export async function releaseStaffHold(
  db: Database,
  input: { actor: StaffMember; reservationId: string; now?: Date },
): Promise<ReleaseStaffHoldResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const [visible] = await tx
      .select({ websiteId: reservations.websiteId })
      .from(reservations)
      .innerJoin(cars, eq(cars.id, reservations.carId))
      .where(
        and(
          eq(reservations.id, input.reservationId),
          inScope(scopeOf(input.actor, "hold-cars"), {
            websiteId: reservations.websiteId,
            dealershipId: cars.dealershipId,
            locationId: cars.locationId,
          }),
        ),
      );
    if (!visible) return { ok: false, reason: "not-found" } as const;
    const row = await lockReservation(tx, visible.websiteId, input.reservationId);
    if (!row) return { ok: false, reason: "not-found" } as const;
    if (row.kind !== STAFF_HOLD_KIND || row.status !== "pending") {
      return { ok: false, reason: "not-held" } as const;
    }
    const [released] = await tx
      .update(reservations)
      .set({ status: "released", message: HOLD_RELEASED_MESSAGE, updatedAt: now })
      .where(eq(reservations.id, row.id))
      .returning();
    await setCarReserved(tx, { websiteId: row.websiteId, carId: row.carId }, false, now);
    await appendAuditEntry(tx, {
      actor: input.actor,
      websiteId: row.websiteId,
      action: "reservation.hold-released",
      subject: `reservation:${row.reference}`,
      before: { status: row.status, expiresAt: row.expiresAt },
      after: { status: "released" },
      now,
    });
    return { ok: true, reservation: toReservation(released!) } as const;
  });
}
