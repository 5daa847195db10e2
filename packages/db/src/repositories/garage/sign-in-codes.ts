import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_CODES_PER_EMAIL,
  SIGN_IN_EMAIL_WINDOW_MS,
  checkCode,
  type CodeCheck,
} from "@forecourt/core/garage/sign-in";
import type { Database } from "../../client.ts";
import { garageSignInCodes, outbox } from "../../schema.ts";

export type CreateSignInCodeOptions = {
  websiteId: number;
  email: string;
  code: string;
  codeHash: string;
  siteName: string;
  now: Date;
};

export type CreateSignInCodeResult =
  { ok: true; id: string } | { ok: false; reason: "email-limit" };

/**
 * Stores a new sign-in code (hashed) and queues its mail in one transaction, unless the address
 * has had its share of codes in the window. The mail's outbox row carries the code itself
 * until it is sent; the code is worthless after its 10 minutes.
 */
export async function createSignInCode(
  db: Database,
  { websiteId, email, code, codeHash, siteName, now }: CreateSignInCodeOptions,
): Promise<CreateSignInCodeResult> {
  return db.transaction(async (tx) => {
    // One address's requests queue behind each other, so the count below is exact.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`sign-in:${websiteId}:${email}`}))`,
    );
    const [recent] = await tx
      .select({ value: count() })
      .from(garageSignInCodes)
      .where(
        and(
          eq(garageSignInCodes.websiteId, websiteId),
          eq(garageSignInCodes.email, email),
          gt(garageSignInCodes.createdAt, new Date(now.getTime() - SIGN_IN_EMAIL_WINDOW_MS)),
        ),
      );
    if ((recent?.value ?? 0) >= SIGN_IN_CODES_PER_EMAIL)
      return { ok: false, reason: "email-limit" };
    // A new code replaces any earlier one still open.
    await tx
      .update(garageSignInCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(garageSignInCodes.websiteId, websiteId),
          eq(garageSignInCodes.email, email),
          isNull(garageSignInCodes.consumedAt),
        ),
      );
    const [row] = await tx
      .insert(garageSignInCodes)
      .values({
        websiteId,
        email,
        codeHash,
        expiresAt: new Date(now.getTime() + SIGN_IN_CODE_TTL_MS),
        createdAt: now,
      })
      .returning({ id: garageSignInCodes.id });
    if (!row) throw new Error("sign-in code not stored");
    await tx.insert(outbox).values({
      websiteId,
      kind: "garage.sign-in-code",
      aggregateId: row.id,
      payload: { to: email, code, siteName },
    });
    return { ok: true, id: row.id };
  });
}

export type ConsumeSignInCodeOptions = {
  websiteId: number;
  email: string;
  /** Whether a stored hash is the hash of the code the shopper typed. */
  matches: (codeHash: string) => boolean;
  now: Date;
};

/**
 * Checks a typed code against the address's open code, in a transaction that locks it: a wrong
 * code counts a try, the right one (within 10 minutes and 5 tries) is used up.
 */
export async function consumeSignInCode(
  db: Database,
  { websiteId, email, matches, now }: ConsumeSignInCodeOptions,
  then: (tx: Database) => Promise<void> = async () => {},
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(garageSignInCodes)
      .where(
        and(
          eq(garageSignInCodes.websiteId, websiteId),
          eq(garageSignInCodes.email, email),
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
        .set({ consumedAt: now, attempts: stored.attempts + 1 })
        .where(eq(garageSignInCodes.id, stored.id));
      await then(tx as unknown as Database);
    } else if (result.reason === "wrong-code") {
      await tx
        .update(garageSignInCodes)
        .set({ attempts: stored.attempts + 1 })
        .where(eq(garageSignInCodes.id, stored.id));
    }
    return result;
  });
}
