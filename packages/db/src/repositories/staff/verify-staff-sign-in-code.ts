import { and, desc, eq, isNull } from "drizzle-orm";
import { checkCode, type CodeCheck } from "@forecourt/core/garage/sign-in";
import type { Database } from "../../client.ts";
import { staffPasskeys, staffSignInCodes, staffSessions } from "../../schema.ts";
import { acceptStaffInvitations } from "./accept-staff-invitations.ts";
import type { StaffMember } from "./get-staff-member.ts";

type VerifyStaffSignInCodeOptions = {
  email: string;
  /** SHA-256 of the trying browser's sign-in cookie: only the code it asked for is tried. */
  browserHash: string;
  /** Whether a stored hash is the hash of the code typed. */
  matches: (codeHash: string) => boolean;
  /** The new session's token hash and end, stored when the code is good. */
  session: { tokenHash: string; expiresAt: Date };
  now: Date;
  /** The operator's rule: a staff user with a passkey signs in with it, not by code alone. */
  passkeyRequired?: boolean;
};

type VerifyStaffSignInCodeResult =
  | { ok: true; user: StaffMember }
  | { ok: false; reason: Exclude<CodeCheck, { ok: true }>["reason"] | "passkey-required" };

/**
 * Checks a typed code against the open code this browser asked for, in a transaction that locks
 * it, with the garage's rules (core `checkCode`): a wrong code counts a try; the right one is
 * used up, the address's open invitations are taken up and a session starts, all or nothing.
 * Another browser's tries are at its own codes and never use up or close this one. Where the
 * operator requires passkeys, the right code of a user who has one is used up but starts no
 * session: that user signs in with the passkey.
 */
export async function verifyStaffSignInCode(
  db: Database,
  {
    email,
    browserHash,
    matches,
    session,
    now,
    passkeyRequired = false,
  }: VerifyStaffSignInCodeOptions,
): Promise<VerifyStaffSignInCodeResult> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(staffSignInCodes)
      .where(
        and(
          eq(staffSignInCodes.email, email),
          eq(staffSignInCodes.browserHash, browserHash),
          isNull(staffSignInCodes.consumedAt),
        ),
      )
      .orderBy(desc(staffSignInCodes.createdAt))
      .limit(1)
      .for("update");
    const result = checkCode(stored ?? null, stored ? matches(stored.codeHash) : false, now);
    if (!stored) return { ok: false, reason: "no-code" };
    await tx
      .update(staffSignInCodes)
      .set({
        attempts: result.ok
          ? stored.attempts
          : stored.attempts + Number(result.reason === "wrong-code"),
        consumedAt: result.ok ? now : null,
      })
      .where(eq(staffSignInCodes.id, stored.id));
    if (!result.ok) return result;
    const user = await acceptStaffInvitations(tx, { email, now });
    // The address lost its access (user removed, invitation lapsed) since the code was sent.
    if (!user) return { ok: false, reason: "no-code" };
    if (passkeyRequired) {
      const [passkey] = await tx
        .select({ id: staffPasskeys.id })
        .from(staffPasskeys)
        .where(eq(staffPasskeys.staffUserId, user.id))
        .limit(1);
      if (passkey) return { ok: false, reason: "passkey-required" };
    }
    await tx.insert(staffSessions).values({ staffUserId: user.id, createdAt: now, ...session });
    return { ok: true, user };
  });
}
