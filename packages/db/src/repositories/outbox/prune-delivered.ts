import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { rows } from "../../raw-rows.ts";

export type PruneOptions = {
  /** Delivered rows older than this go. */
  olderThanMs: number;
  /** Rows deleted per statement, so one prune never holds many locks for long. */
  batchSize: number;
  /** Statements per call; what is left waits for the next call. */
  maxBatches: number;
};

/**
 * Deletes delivered rows whose delivery is older than the cut-off, in bounded batches; rows
 * still owed, held or failed stay whatever their age. Answers how many rows went.
 *
 * `delivered_at` decides; the `next_attempt_at` bound is there so the `outbox_due (status,
 * next_attempt_at)` index finds the rows without a scan of every delivered row. A delivered
 * row's `next_attempt_at` is its last claim time plus the lease, so it passes the cut-off at
 * most one lease after its delivery did.
 */
export async function pruneDelivered(db: Database, options: PruneOptions): Promise<number> {
  let pruned = 0;
  for (let batch = 0; batch < options.maxBatches; batch += 1) {
    const result = await rows<unknown>(
      db,
      sql`
      delete from outbox
       where id in (
         select id from outbox
          where status = 'delivered'
            and next_attempt_at < now() - (${options.olderThanMs} * interval '1 millisecond')
            and delivered_at < now() - (${options.olderThanMs} * interval '1 millisecond')
          order by next_attempt_at
          limit ${options.batchSize}
       )
      returning id`,
    );
    pruned += result.length;
    if (result.length < options.batchSize) break;
  }
  return pruned;
}
