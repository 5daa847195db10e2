import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { checkCode, type CodeCheck } from "@forecourt/core/garage/sign-in";
import type { Database, Tx } from "../../client.ts";
import { garageSignInCodes, outbox } from "../../schema.ts";
import { storeSignInCode, type NewSignInCode } from "../sign-in/store-sign-in-code.ts";

type CreateSignInCodeOptions = {
  websiteId: number;
  email: string;
  /** The client asking (its address as the trusted proxy gives it), for the per-client limit. */
  client: string;
  /** SHA-256 of the asking browser's sign-in cookie: the only browser that may try the code. */
  browserHash: string;
  newCode: NewSignInCode;
  siteName: string;
  now: Date;
};

type CreateSignInCodeResult = { ok: true; id: string } | { ok: false; reason: "email-limit" };

/**
 * Stores a new sign-in code (hashed) for the asking browser and queues its mail in one
 * transaction, unless this client has asked for its share of codes for the address in the
 * window; other clients, the owner's among them, keep theirs. The code is short while the
 * address's guess budget has room, long after (core `signInCodeLength`). A new code closes only
 * this browser's earlier one. The mail's outbox row carries the code itself until it is sent;
 * the code is worthless after its 10 minutes.
 */
export async function createSignInCode(
  db: Database,
  { websiteId, email, client, browserHash, newCode, siteName, now }: CreateSignInCodeOptions,
): Promise<CreateSignInCodeResult> {
  return db.transaction(async (tx) => {
    // One address's requests queue behind each other, so the counts below are exact.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${websiteId}:${email}`}))`,
    );
    const ofAddress = and(
      eq(garageSignInCodes.websiteId, websiteId),
      eq(garageSignInCodes.email, email),
    );
    const row = await storeSignInCode(tx, garageSignInCodes, {
      ofAddress,
      columns: { websiteId, email },
      client,
      browserHash,
      newCode,
      now,
    });
    if (!row) return { ok: false, reason: "email-limit" };
    const { code } = row;
    await tx.insert(outbox).values({
      websiteId,
      kind: "garage.sign-in-code",
      aggregateId: row.id,
      payload: { to: email, code, siteName },
    });
    return { ok: true, id: row.id };
  });
}

type ConsumeSignInCodeOptions = {
  websiteId: number;
  email: string;
  /** SHA-256 of the trying browser's sign-in cookie: only the code it asked for is tried. */
  browserHash: string;
  /** Whether a stored hash is the hash of the code the shopper typed. */
  matches: (codeHash: string) => boolean;
  now: Date;
};

/**
 * Checks a typed code against the open code this browser asked for, in a transaction that locks
 * it: a wrong code counts a try, the right one (within 10 minutes and 5 tries) is used up. So
 * each try is at one code, and another browser's tries never use up or close the owner's.
 */
export async function consumeSignInCode(
  db: Database,
  { websiteId, email, browserHash, matches, now }: ConsumeSignInCodeOptions,
  then: (tx: Tx) => Promise<void> = async () => {},
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(garageSignInCodes)
      .where(
        and(
          eq(garageSignInCodes.websiteId, websiteId),
          eq(garageSignInCodes.email, email),
          eq(garageSignInCodes.browserHash, browserHash),
          isNull(garageSignInCodes.consumedAt),
        ),
      )
      .orderBy(desc(garageSignInCodes.createdAt))
      .limit(1)
      .for("update");
    const result = checkCode(stored ?? null, stored ? matches(stored.codeHash) : false, now);
    if (!stored) return result;
    if (result.ok) {
      await tx
        .update(garageSignInCodes)
        .set({ consumedAt: now })
        .where(eq(garageSignInCodes.id, stored.id));
      await then(tx);
    } else if (result.reason === "wrong-code") {
      await tx
        .update(garageSignInCodes)
        .set({ attempts: stored.attempts + 1 })
        .where(eq(garageSignInCodes.id, stored.id));
    }
    return result;
  });
}
