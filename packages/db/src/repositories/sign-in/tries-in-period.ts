import { and, gt, sql, type SQL } from "drizzle-orm";
import {
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_GUESS_PERIOD_MS,
  SIGN_IN_LONG_CODE_LENGTH,
  SIGN_IN_MAX_ATTEMPTS,
  type TriesInPeriod,
} from "@forecourt/core/garage/sign-in";
import type { Tx } from "../../client.ts";
import type { garageSignInCodes, staffSignInCodes } from "../../schema.ts";

/** The garage's and the console's code tables, which share the columns read here. */
export type SignInCodeTable = typeof garageSignInCodes | typeof staffSignInCodes;

/**
 * The wrong tries an address's codes (`ofAddress`) have had or may still have in the guess
 * period, by code length (core `signInCodeLength` reads it): an open code not yet expired counts
 * all its tries, since whoever holds it may still make them; any other counts those it had. The
 * period is stretched by a code's lifetime, as a code's tries come up to 10 minutes after it.
 * Run under the address's advisory lock, so no two requests spend the same tries.
 */
export async function triesInPeriod(
  tx: Tx,
  table: SignInCodeTable,
  ofAddress: SQL | undefined,
  now: Date,
): Promise<TriesInPeriod> {
  const since = new Date(now.getTime() - SIGN_IN_GUESS_PERIOD_MS - SIGN_IN_CODE_TTL_MS);
  const tries = sql`case when ${table.consumedAt} is null and ${table.expiresAt} > ${now}
    then ${SIGN_IN_MAX_ATTEMPTS} else ${table.attempts} end`;
  const rows = await tx
    .select({ length: table.codeLength, tries: sql<string>`coalesce(sum(${tries}), 0)` })
    .from(table)
    .where(and(ofAddress, gt(table.createdAt, since)))
    .groupBy(table.codeLength);
  const total = (long: boolean) =>
    rows
      .filter((row) => row.length >= SIGN_IN_LONG_CODE_LENGTH === long)
      .reduce((sum, row) => sum + Number(row.tries), 0);
  return { short: total(false), long: total(true) };
}
