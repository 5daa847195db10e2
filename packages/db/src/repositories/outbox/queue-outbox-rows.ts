import type { Executor } from "../../client.ts";
import { outbox } from "../../schema.ts";

/**
 * Queues outbox rows in the caller's transaction. A row whose kind and aggregate are queued
 * already is left as it is, so running the same occasion again queues nothing twice. Returns
 * how many were queued.
 */
export async function queueOutboxRows(
  tx: Executor,
  rows: (typeof outbox.$inferInsert)[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const queued = await tx
    .insert(outbox)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: outbox.id });
  return queued.length;
}
