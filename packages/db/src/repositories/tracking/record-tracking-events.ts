import type { Database } from "../../client.ts";
import { trackingEvents } from "../../schema.ts";

/** One collector event, already validated and scoped to its site by the caller. */
export type TrackingEventInput = {
  websiteId: number;
  category: string;
  eventId: number | null;
  url: string | null;
  leadId: string | null;
  carId: number | null;
  anonId: string | null;
  sessionId: string | null;
  errorMessage: string | null;
  properties: Record<string, unknown>;
  createdAt?: Date;
};

/** Largest batch in one INSERT; a bigger list is written in several statements. */
export const MAX_TRACKING_BATCH = 500;

/**
 * Writes collector events in as few statements as possible (one multi-row INSERT per 500),
 * in one transaction: a batch is stored whole or not at all.
 */
export async function recordTrackingEvents(
  db: Database,
  events: readonly TrackingEventInput[],
): Promise<number> {
  if (events.length === 0) return 0;
  const rows = events.map((event) => ({
    websiteId: event.websiteId,
    category: event.category,
    eventId: event.eventId,
    url: event.url,
    leadId: event.leadId,
    carId: event.carId,
    anonId: event.anonId,
    sessionId: event.sessionId,
    errorMessage: event.errorMessage,
    properties: event.properties,
    ...(event.createdAt ? { createdAt: event.createdAt } : {}),
  }));
  if (rows.length <= MAX_TRACKING_BATCH) {
    await db.insert(trackingEvents).values(rows);
    return rows.length;
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += MAX_TRACKING_BATCH) {
      await tx.insert(trackingEvents).values(rows.slice(i, i + MAX_TRACKING_BATCH));
    }
  });
  return rows.length;
}
