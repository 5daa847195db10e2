import { and, count, eq, gt, isNull, type SQL } from "drizzle-orm";
import {
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_CODES_PER_EMAIL,
  SIGN_IN_EMAIL_WINDOW_MS,
  signInCodeLength,
} from "@forecourt/core/garage/sign-in";
import type { Tx } from "../../client.ts";
import { triesInPeriod, type SignInCodeTable } from "./tries-in-period.ts";

/** A fresh code of the length asked for, and the hash the database keeps of it. */
export type NewSignInCode = (length: number) => { code: string; codeHash: string };

type StoreSignInCodeOptions = {
  /** The address's codes in `table` (a site's, for the garage). */
  ofAddress: SQL | undefined;
  /** The new row's own columns: the address, and the site's id for the garage. */
  columns: { email: string; websiteId?: number };
  /** The client asking (its address as the trusted proxy gives it), for the per-client limit. */
  client: string;
  /** SHA-256 of the asking browser's sign-in cookie: the only browser that may try the code. */
  browserHash: string;
  newCode: NewSignInCode;
  now: Date;
  /** Codes one address may be sent in the window at one client's request. */
  codesPerEmail?: number;
};

/**
 * The garage's and the console's one way to store a sign-in code, run by the caller under the
 * address's advisory lock so the counts are exact: refused (null) when this client has asked
 * for its share of codes for the address in the window, or the address's guess budget is spent;
 * otherwise this browser's earlier open code is closed (other browsers' stay open) and a new one
 * is stored as a hash, short while the budget has room, long after (core `signInCodeLength`).
 * Answers the row's id and the code to mail.
 */
export async function storeSignInCode(
  tx: Tx,
  table: SignInCodeTable,
  options: StoreSignInCodeOptions,
): Promise<{ id: string; code: string } | null> {
  const { ofAddress, client, browserHash, now } = options;
  const [fromClient] = await tx
    .select({ value: count() })
    .from(table)
    .where(
      and(
        ofAddress,
        eq(table.client, client),
        gt(table.createdAt, new Date(now.getTime() - SIGN_IN_EMAIL_WINDOW_MS)),
      ),
    );
  if ((fromClient?.value ?? 0) >= (options.codesPerEmail ?? SIGN_IN_CODES_PER_EMAIL)) return null;
  const length = signInCodeLength(await triesInPeriod(tx, table, ofAddress, now));
  if (length === null) return null;
  const { code, codeHash } = options.newCode(length);
  await tx
    .update(table)
    .set({ consumedAt: now })
    .where(and(ofAddress, eq(table.browserHash, browserHash), isNull(table.consumedAt)));
  const [row] = await tx
    .insert(table)
    .values({
      ...options.columns,
      client,
      browserHash,
      codeLength: length,
      codeHash,
      expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
      createdAt: now,
    } as typeof table.$inferInsert & { websiteId: number })
    .returning({ id: table.id });
  if (!row) throw new Error("sign-in code not stored");
  return { id: row.id, code };
}
