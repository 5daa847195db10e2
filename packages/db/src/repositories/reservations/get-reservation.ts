import { and, desc, eq, or } from "drizzle-orm";
import type { Reservation } from "@forecourt/core/domain/reservation";
import type { Database } from "../../client.ts";
import { reservations } from "../../schema.ts";
import { releaseExpiredHolds } from "./hold-car.ts";
import { toReservation } from "./reservation-row.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REFERENCE = /^RES-[0-9A-Z]{8}$/;

/** One site's reservation by its id or its reference; null for another site's or none. */
export async function getReservation(
  db: Database,
  { websiteId, key }: { websiteId: number; key: string },
): Promise<Reservation | null> {
  const byId = UUID.test(key) ? eq(reservations.id, key.toLowerCase()) : undefined;
  const byReference = REFERENCE.test(key) ? eq(reservations.reference, key) : undefined;
  if (!byId && !byReference) return null;
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.websiteId, websiteId), or(byId, byReference)))
    .limit(1);
  return row ? toReservation(row) : null;
}

/** The site's reservations, newest first; holds that ran out are released first. */
export async function listReservations(
  db: Database,
  { websiteId, limit = 500, now = new Date() }: { websiteId: number; limit?: number; now?: Date },
): Promise<Reservation[]> {
  await releaseExpiredHolds(db, { websiteId }, now);
  const rows = await db
    .select()
    .from(reservations)
    .where(eq(reservations.websiteId, websiteId))
    .orderBy(desc(reservations.createdAt))
    .limit(limit);
  return rows.map(toReservation);
}
