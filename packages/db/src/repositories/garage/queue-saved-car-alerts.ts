import { and, eq } from "drizzle-orm";
import {
  savedCarAlertKey,
  savedCarChange,
  type AlertCarState,
  type SavedCarChange,
} from "@forecourt/core/garage/saved-car-alert";
import type { Tx } from "../../client.ts";
import { garageUsers, watchlistItems } from "../../schema.ts";
import { queueOutboxRows } from "../outbox/queue-outbox-rows.ts";

type QueueSavedCarAlertsOptions = {
  websiteId: number;
  carId: number;
  /** The car's stock state before the write and after it. */
  before: AlertCarState;
  after: AlertCarState;
};

/**
 * The saved-car alerts hook (issue 10): call it inside the transaction of any stock write (a
 * feed's PATCH, a confirmed reservation, a sale) with the car's state before and after. When the
 * write sold, reserved or cheapened the car, one `garage.saved-car-alert` mail per opted-in
 * watcher is queued in that same transaction, so an alert exists exactly when the change does;
 * the outbox key makes the same change written twice queue nothing more. Returns how many.
 */
export async function queueSavedCarAlerts(
  tx: Tx,
  { websiteId, carId, before, after }: QueueSavedCarAlertsOptions,
): Promise<number> {
  const change: SavedCarChange | null = savedCarChange(before, after);
  if (!change) return 0;
  const watchers = await tx
    .select({ itemId: watchlistItems.id, userId: garageUsers.id, email: garageUsers.email })
    .from(watchlistItems)
    .innerJoin(
      garageUsers,
      and(eq(garageUsers.id, watchlistItems.userId), eq(garageUsers.websiteId, websiteId)),
    )
    .where(
      and(
        eq(watchlistItems.websiteId, websiteId),
        eq(watchlistItems.carId, carId),
        eq(garageUsers.isAlertsOptIn, true),
      ),
    );
  if (watchers.length === 0) return 0;
  return queueOutboxRows(
    tx,
    watchers.map((watcher) => ({
      websiteId,
      kind: "garage.saved-car-alert",
      aggregateId: savedCarAlertKey(watcher.itemId, change, after),
      payload: { to: watcher.email, userId: watcher.userId, carId, change, price: after.price },
    })),
  );
}
