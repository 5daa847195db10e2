import { sql } from "drizzle-orm";
import { SIGN_IN_CODE_TTL_MS, SIGN_IN_GUESS_PERIOD_MS } from "@forecourt/core/garage/sign-in";
import type { Database } from "../../client.ts";
import { rows } from "../../raw-rows.ts";

/**
 * What sign-in leaves behind and when it goes: a code once no guess budget counts it (the guess
 * period stretched by a code's lifetime, as `triesInPeriod` reads them), a session once it has
 * expired. Each is read by an index on that time, so a prune with nothing due reads no rows.
 */
const LEFTOVERS = [
  {
    table: "garage_sign_in_codes",
    column: "created_at",
    keptMs: SIGN_IN_GUESS_PERIOD_MS + SIGN_IN_CODE_TTL_MS,
  },
  {
    table: "staff_sign_in_codes",
    column: "created_at",
    keptMs: SIGN_IN_GUESS_PERIOD_MS + SIGN_IN_CODE_TTL_MS,
  },
  { table: "garage_sessions", column: "expires_at", keptMs: 0 },
  { table: "staff_sessions", column: "expires_at", keptMs: 0 },
] as const;

type SignInLeftovers = Record<(typeof LEFTOVERS)[number]["table"], number>;

/**
 * Deletes sign-in codes no guess budget counts any more and expired sessions, at most
 * `batchSize` rows of a table per statement and `maxBatches` statements a table per call (what
 * is left waits for the next call); answers how many rows went from each table.
 */
export async function pruneSignIns(
  db: Database,
  { batchSize, maxBatches }: { batchSize: number; maxBatches: number },
): Promise<SignInLeftovers> {
  const pruned = {} as SignInLeftovers;
  for (const { table, column, keptMs } of LEFTOVERS) {
    pruned[table] = 0;
    const key = table.endsWith("_sessions") ? "token_hash" : "id";
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const gone = await rows<unknown>(
        db,
        sql`delete from ${sql.identifier(table)}
             where ${sql.identifier(key)} in (
               select ${sql.identifier(key)} from ${sql.identifier(table)}
                where ${sql.identifier(column)} < now() - (${keptMs} * interval '1 millisecond')
                order by ${sql.identifier(column)}
                limit ${batchSize})
            returning 1`,
      );
      pruned[table] += gone.length;
      if (gone.length < batchSize) break;
    }
  }
  return pruned;
}
