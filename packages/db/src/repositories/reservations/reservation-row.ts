import { randomInt } from "node:crypto";
import type {
  AnyReservationKind,
  Reservation,
  ReservationStatus,
} from "@forecourt/core/domain/reservation";
import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../client.ts";
import { cars, reservations } from "../../schema.ts";

/** The row as the domain type: its columns are the type's fields, with its unions checked in. */
export function toReservation(row: typeof reservations.$inferSelect): Reservation {
  return {
    ...row,
    kind: row.kind as AnyReservationKind,
    status: row.status as ReservationStatus,
    answers: row.answers as Record<string, unknown>,
  };
}

// No 0/O, 1/I/L: a reference is read out over the phone.
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "RES-7K3F9Q": short enough to say, random enough (31^8) never to be guessed. */
function newReservationReference(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `RES-${code}`;
}

/** A site's reservation with its row locked for the rest of the transaction, if it exists. */
export async function lockReservation(tx: Tx, websiteId: number, reservationId: string) {
  const [row] = await tx
    .select()
    .from(reservations)
    .where(and(eq(reservations.websiteId, websiteId), eq(reservations.id, reservationId)))
    .for("update");
  return row;
}

/** Marks a site's car reserved or on offer again. */
export async function setCarReserved(
  tx: Tx,
  car: { websiteId: number; carId: number },
  isReserved: boolean,
  now: Date,
): Promise<void> {
  await tx
    .update(cars)
    .set({ isReserved, updatedAt: now })
    .where(and(eq(cars.websiteId, car.websiteId), eq(cars.id, car.carId)));
}

/** What a new hold states; the rest (reference, `pending`, its times) every hold shares. */
type NewHold = Omit<
  typeof reservations.$inferInsert,
  "reference" | "status" | "createdAt" | "updatedAt"
>;

/**
 * Stores a `pending` hold of a car, unless a live hold or deposit already has it: the partial
 * unique index on the car's live rows decides under any interleaving. Null when one does.
 */
export async function insertLiveHold(tx: Tx, hold: NewHold, now: Date) {
  const [inserted] = await tx
    .insert(reservations)
    .values({
      ...hold,
      reference: newReservationReference(),
      status: "pending",
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({
      target: reservations.carId,
      where: sql`${reservations.status} in ('pending', 'confirmed')`,
    })
    .returning();
  return inserted ?? null;
}
