import { eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { staffPasskeys, staffSessions } from "../../schema.ts";
import { getStaffMember, type StaffMember } from "./get-staff-member.ts";

export type StoredStaffPasskey = {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
};

type SignInWithStaffPasskeyOptions = {
  credentialId: string;
  /**
   * Checks the browser's signed answer against the stored passkey; the signature counter it
   * reported, or null when the answer is refused.
   */
  verify: (passkey: StoredStaffPasskey) => Promise<number | null>;
  session: { tokenHash: string; expiresAt: Date };
  now: Date;
};

type SignInWithStaffPasskeyResult =
  { ok: true; user: StaffMember } | { ok: false; reason: "unknown-passkey" | "refused" };

/**
 * Signs in with a passkey: the credential is looked up and locked, the answer verified against
 * it, and its counter and last use stored with the new session, all or nothing.
 */
export async function signInWithStaffPasskey(
  db: Database,
  { credentialId, verify, session, now }: SignInWithStaffPasskeyOptions,
): Promise<SignInWithStaffPasskeyResult> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.credentialId, credentialId))
      .for("update");
    if (!stored) return { ok: false, reason: "unknown-passkey" };
    const counter = await verify(stored);
    if (counter === null) return { ok: false, reason: "refused" };
    const user = await getStaffMember(tx, { id: stored.staffUserId });
    if (!user) return { ok: false, reason: "unknown-passkey" };
    await tx
      .update(staffPasskeys)
      .set({ counter, lastUsedAt: now })
      .where(eq(staffPasskeys.id, stored.id));
    await tx.insert(staffSessions).values({ staffUserId: user.id, createdAt: now, ...session });
    return { ok: true, user };
  });
}
