import { and, eq, gt } from "drizzle-orm";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { reservations } from "../../schema.ts";

type ActiveHold = Pick<
  Reservation,
  "id" | "reference" | "kind" | "expiresAt" | "browserHash" | "paymentUrl"
>;

/**
 * The unpaid hold on a car, or null when nobody holds it: what the reserve page tells a shopper
 * before they fill anything in, and what the browser that started it resumes. A hold whose time
 * ran out counts as none (the next `holdCar` releases it).
 */
export async function getActiveHold(
  db: Database,
  input: { websiteId: number; carId: number; now?: Date },
): Promise<ActiveHold | null> {
  const [row] = await db
    .select({
      id: reservations.id,
      reference: reservations.reference,
      kind: reservations.kind,
      expiresAt: reservations.expiresAt,
      browserHash: reservations.browserHash,
      paymentUrl: reservations.paymentUrl,
    })
    .from(reservations)
    .where(
      and(
        eq(reservations.websiteId, input.websiteId),
        eq(reservations.carId, input.carId),
        eq(reservations.status, "pending"),
        gt(reservations.expiresAt, input.now ?? new Date()),
      ),
    )
    .limit(1);
  return row ? { ...row, kind: row.kind as Reservation["kind"] } : null;
}

/** Whether the hold was started by the browser whose cookie token hashes to `browserHash`. */
export function isOwnHold(hold: ActiveHold, browserHash: string | null): boolean {
  return browserHash !== null && browserHash !== "" && hold.browserHash === browserHash;
}
