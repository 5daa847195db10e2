import { and, eq, inArray, sql } from "drizzle-orm";
import { OWED_DELIVERY_STATUSES } from "@forecourt/core/domain/lead";
import type { Database } from "../../client.ts";
import { outbox } from "../../schema.ts";
import type { OutboxClaim } from "./renew-leases.ts";

export type BackoffOptions = { baseMs: number; maxMs: number };

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 5_000, maxMs: 60 * 60 * 1000 };

/** Delay before attempt n+1 after n failed attempts: base, 2·base, 4·base ... capped at max. */
export function backoffDelayMs(
  attempts: number,
  options: BackoffOptions = DEFAULT_BACKOFF,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  return Math.min(options.maxMs, options.baseMs * 2 ** exponent);
}

const MAX_ERROR_LENGTH = 1_000;
// Only a row still owed may change: a delivered row stays delivered whatever a late worker says.
const isOpen = inArray(outbox.status, [...OWED_DELIVERY_STATUSES]);

/**
 * Marks a claimed row `sending`, with a fresh lease, just before its one send: a worker that
 * dies now leaves this row, and only this one, with an outcome nobody knows. Answers false when
 * the claim is no longer this worker's (its lease ran out and another worker claimed the row, or
 * it was settled): the caller must not send it.
 */
export async function markSending(
  db: Database,
  claim: OutboxClaim,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set({
      status: "sending",
      nextAttemptAt: sql`now() + (${leaseMs} * interval '1 millisecond')`,
    })
    .where(and(eq(outbox.id, claim.id), eq(outbox.attempts, claim.attempts), isOpen))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export async function markDelivered(db: Database, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "delivered", deliveredAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), isOpen));
}

/** Kept on purpose (no SMTP server configured); the note says where the content went instead. */
export async function markHeld(db: Database, id: number, note: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "held", lastError: note.slice(0, MAX_ERROR_LENGTH) })
    .where(and(eq(outbox.id, id), isOpen));
}

async function markRetry(
  db: Database,
  item: OutboxClaim,
  status: "retrying" | "unknown",
  error: string,
  backoff: BackoffOptions,
): Promise<Date> {
  const delayMs = backoffDelayMs(item.attempts, backoff);
  const [row] = await db
    .update(outbox)
    .set({
      status,
      lastError: error.slice(0, MAX_ERROR_LENGTH),
      nextAttemptAt: sql`now() + (${delayMs} * interval '1 millisecond')`,
    })
    .where(and(eq(outbox.id, item.id), isOpen))
    .returning({ nextAttemptAt: outbox.nextAttemptAt });
  return row?.nextAttemptAt ?? new Date(Date.now() + delayMs);
}

/** A failed attempt (nothing arrived): retried after an exponential back-off. */
export function markFailed(
  db: Database,
  item: OutboxClaim,
  error: string,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): Promise<Date> {
  return markRetry(db, item, "retrying", error, backoff);
}

/**
 * An attempt whose outcome nobody knows (the server went quiet after it was handed the message):
 * `unknown`, retried after the same back-off with the same Message-ID or webhook key, so the
 * receiver can drop the repeat.
 */
export function markOutcomeUnknown(
  db: Database,
  item: OutboxClaim,
  error: string,
  backoff: BackoffOptions = DEFAULT_BACKOFF,
): Promise<Date> {
  return markRetry(db, item, "unknown", error, backoff);
}

/**
 * Never tried again: retrying cannot help (the payload does not parse, the lead is gone) or the
 * tries ran out. The row stays `failed`, with the reason, for the operator who looks at the
 * lead's deliveries.
 */
export async function markUndeliverable(db: Database, id: number, error: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: "failed", lastError: error.slice(0, MAX_ERROR_LENGTH) })
    .where(and(eq(outbox.id, id), isOpen));
}

/** Held mail goes back to the queue, e.g. once an SMTP server has been configured. */
export async function releaseHeld(db: Database, kinds: string[]): Promise<number> {
  if (kinds.length === 0) return 0;
  const rows = await db
    .update(outbox)
    .set({ status: "pending", nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.status, "held"), inArray(outbox.kind, kinds)))
    .returning({ id: outbox.id });
  return rows.length;
}
