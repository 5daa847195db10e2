import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { owedStatuses } from "./claim-due-deliveries.ts";
import { rows } from "../../raw-rows.ts";

/** A claim as the worker holds it: the row and the attempt it counted when it claimed it. */
export type OutboxClaim = { id: number; attempts: number };

/**
 * Pushes the lease of rows still being delivered out by `leaseMs` again, so a delivery that
 * takes longer than one lease (a slow SMTP server) is not claimed and sent by another worker
 * meanwhile. Only the claim that is still current is renewed: `attempts` is counted by every
 * claim, so a row another worker has claimed since (after this one's lease ran out) is left to
 * it. Answers the ids renewed.
 */
export async function renewLeases(
  db: Database,
  claims: readonly OutboxClaim[],
  leaseMs: number,
): Promise<number[]> {
  if (claims.length === 0) return [];
  const pairs = sql.join(
    claims.map((claim) => sql`(${claim.id}::bigint, ${claim.attempts}::int)`),
    sql`, `,
  );
  const result = await rows<{ id: string | number }>(
    db,
    sql`
    update outbox
       set next_attempt_at = now() + (${leaseMs} * interval '1 millisecond')
     where status in (${owedStatuses})
       and (id, attempts) in (${pairs})
    returning id`,
  );
  return result.map((row) => Number(row.id));
}
