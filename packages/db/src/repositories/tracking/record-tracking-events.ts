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

/** Why the database refused one event of a batch, in words a client can be told. */
export const TRACKING_EVENT_REFUSALS = {
  unstorableCharacter: "The event holds a character the database cannot store (such as \\u0000).",
  unstorableValue: "The event holds a value the database cannot store.",
  unknownReference: "The event names a site or record that does not exist.",
} as const;

/** One event of the list the database refused: its index in that list, and why. */
export type RefusedTrackingEvent = { index: number; reason: string };
export type RecordTrackingEventsResult = {
  stored: number;
  refused: RefusedTrackingEvent[];
};

type TrackingRow = typeof trackingEvents.$inferInsert;

/** The SQLSTATE in an error's cause chain (drivers and Drizzle wrap each other's errors). */
function sqlState(error: unknown): string | null {
  for (let at = error, depth = 0; at && typeof at === "object" && depth < 5; depth += 1) {
    const code = (at as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    at = (at as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Why one row's INSERT failed, when the row itself is at fault: a data exception (class 22:
 * a NUL character, a number out of range) or an integrity violation (class 23: a site removed
 * meanwhile). Null for anything else (a lost connection, a full disk), which fails the batch.
 */
function refusalOf(error: unknown): string | null {
  const code = sqlState(error);
  if (code === "22021" || code === "22P05") return TRACKING_EVENT_REFUSALS.unstorableCharacter;
  if (code?.startsWith("22")) return TRACKING_EVENT_REFUSALS.unstorableValue;
  if (code?.startsWith("23")) return TRACKING_EVENT_REFUSALS.unknownReference;
  return null;
}

const toRow = (event: TrackingEventInput): TrackingRow => ({
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
});

/**
 * Writes collector events in as few statements as possible (one multi-row INSERT per 500), in
 * one transaction. One event the database refuses (see `refusalOf`) does not cost the others:
 * the rows are then written one by one, each under a savepoint, and the refused ones are
 * answered by their index in `events` with the reason. Any other failure stores nothing.
 */
export async function recordTrackingEvents(
  db: Database,
  events: readonly TrackingEventInput[],
): Promise<RecordTrackingEventsResult> {
  if (events.length === 0) return { stored: 0, refused: [] };
  const rows = events.map(toRow);
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += MAX_TRACKING_BATCH) {
        await tx.insert(trackingEvents).values(rows.slice(i, i + MAX_TRACKING_BATCH));
      }
    });
    return { stored: rows.length, refused: [] };
  } catch (error) {
    if (refusalOf(error) === null) throw error;
  }
  // Some row is at fault: find which, keeping every other.
  const refused: RefusedTrackingEvent[] = [];
  await db.transaction(async (tx) => {
    for (const [index, row] of rows.entries()) {
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint.insert(trackingEvents).values(row);
        });
      } catch (error) {
        const reason = refusalOf(error);
        if (reason === null) throw error;
        refused.push({ index, reason });
      }
    }
  });
  return { stored: rows.length - refused.length, refused };
}
