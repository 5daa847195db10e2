import { and, eq, lt } from "drizzle-orm";
import { STAFF_HOLD_KIND } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { reservations } from "../../schema.ts";
import { releaseExpiredHolds } from "./hold-car.ts";

/**
 * Every site's staff holds that ran out by `now` are released and their cars put on offer again
 * (the worker's clock calls this, so a held car does not stay reserved on the site until someone
 * next touches it). Returns the cars that came off hold, by site, for their pages to be expired.
 */
export async function releaseLapsedStaffHolds(
  db: Database,
  now: Date,
): Promise<{ websiteId: number; carIds: number[] }[]> {
  const sites = await db
    .selectDistinct({ websiteId: reservations.websiteId })
    .from(reservations)
    .where(
      and(
        eq(reservations.kind, STAFF_HOLD_KIND),
        eq(reservations.status, "pending"),
        lt(reservations.expiresAt, now),
      ),
    );
  const released = [];
  for (const { websiteId } of sites) {
    const carIds = await db.transaction((tx) => releaseExpiredHolds(tx, { websiteId }, now));
    if (carIds.length > 0) released.push({ websiteId, carIds });
  }
  return released;
}
