import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { trackingEvents } from "../../schema.ts";
import type { TrackingEventInput } from "./record-tracking-events.ts";

/** A stored collector event as the platform reads it back (its site is the one asked for). */
export type StoredTrackingEvent = Omit<
  TrackingEventInput,
  "websiteId" | "errorMessage" | "createdAt"
> & { id: number; createdAt: Date };

/** Most events one answer lists; a shopper's session has far fewer. */
export const MAX_SESSION_EVENTS = 500;

/** One visitor session's events on one site, oldest first. */
export async function listSessionEvents(
  db: Database,
  websiteId: number,
  sessionId: string,
): Promise<StoredTrackingEvent[]> {
  const rows = await db
    .select()
    .from(trackingEvents)
    .where(and(eq(trackingEvents.websiteId, websiteId), eq(trackingEvents.sessionId, sessionId)))
    .orderBy(asc(trackingEvents.createdAt), asc(trackingEvents.id))
    .limit(MAX_SESSION_EVENTS);
  return rows.map((row) => ({
    id: row.id,
    category: row.category,
    eventId: row.eventId,
    url: row.url,
    leadId: row.leadId,
    carId: row.carId,
    anonId: row.anonId,
    sessionId: row.sessionId,
    properties: row.properties as Record<string, unknown>,
    createdAt: row.createdAt,
  }));
}
