import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { reservations } from "../../schema.ts";

/**
 * When another shopper's unpaid hold on a car ends, or null when nobody holds it: what the
 * reserve page tells a shopper before they fill anything in. A hold whose time ran out counts
 * as none (the next `holdCar` releases it).
 */
export async function getActiveHold(
  db: Database,
  input: { websiteId: number; carId: number; now?: Date },
): Promise<{ expiresAt: Date } | null> {
  const [row] = await db
    .select({ expiresAt: reservations.expiresAt })
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
  return row ?? null;
}
