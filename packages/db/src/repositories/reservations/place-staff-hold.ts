import { eq } from "drizzle-orm";
import { isCarSold } from "@forecourt/core/domain/car";
import { STAFF_HOLD_KIND, type Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { cars } from "../../schema.ts";
import { appendAuditEntry } from "../staff/append-audit-entry.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { getHoldableCar } from "./get-holdable-car.ts";
import { releaseExpiredHolds } from "./hold-car.ts";
import { insertLiveHold, setCarReserved, toReservation } from "./reservation-row.ts";

/** What a staff hold's row names as its provider: no money moves. */
const STAFF_HOLD_PROVIDER = "none";

type PlaceStaffHoldInput = {
  actor: StaffMember;
  carId: number;
  buyer: { name: string; phone: string; email: string };
  hours: number;
  now?: Date;
};

/**
 * car-not-found: no such car, or not one the actor may hold (another dealer's or dealership's).
 * sold / reserved: the car is gone or someone's deposit is paid. held: a live hold (a shopper
 * paying online or another salesperson's) has the car.
 */
export type PlaceStaffHoldResult =
  | { ok: true; reservation: Reservation }
  | { ok: false; reason: "car-not-found" | "sold" | "reserved" | "held" };

/**
 * A salesperson holds a car for a phone or walk-in buyer: with the car row locked, holds that
 * ran out are released, then a `pending` hold of kind `hold` (no deposit) is stored until
 * `hours` from now and the car is marked reserved, audited, in one transaction. The partial
 * unique index `reservations_live_car` keeps it to one live hold or deposit per car, so an
 * online deposit and a staff hold can never both have the car.
 */
export async function placeStaffHold(
  db: Database,
  input: PlaceStaffHoldInput,
): Promise<PlaceStaffHoldResult> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const found = await getHoldableCar(tx, { actor: input.actor, carId: input.carId });
    if (!found) return { ok: false, reason: "car-not-found" } as const;
    await releaseExpiredHolds(tx, { websiteId: found.websiteId, carId: input.carId }, now);
    const [car] = await tx
      .select({ isSold: cars.isSold, status: cars.status, isReserved: cars.isReserved })
      .from(cars)
      .where(eq(cars.id, input.carId))
      .for("update");
    if (!car) return { ok: false, reason: "car-not-found" } as const;
    if (isCarSold(car)) return { ok: false, reason: "sold" } as const;
    if (car.isReserved) return { ok: false, reason: "reserved" } as const;
    const inserted = await insertLiveHold(
      tx,
      {
        websiteId: found.websiteId,
        carId: input.carId,
        kind: STAFF_HOLD_KIND,
        amount: 0,
        provider: STAFF_HOLD_PROVIDER,
        answers: input.buyer,
        expiresAt: new Date(now.getTime() + input.hours * 3_600_000),
      },
      now,
    );
    if (!inserted) return { ok: false, reason: "held" } as const;
    await setCarReserved(tx, { websiteId: found.websiteId, carId: input.carId }, true, now);
    await appendAuditEntry(tx, {
      actor: input.actor,
      websiteId: found.websiteId,
      action: "reservation.held",
      subject: `reservation:${inserted.reference}`,
      before: null,
      after: { carId: input.carId, buyer: input.buyer.name, expiresAt: inserted.expiresAt },
      now,
    });
    return { ok: true, reservation: toReservation(inserted) } as const;
  });
}
