import { and, eq, lt, or } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { staffPasskeyChallenges } from "../../schema.ts";

/** How long a browser has to answer a passkey challenge. */
export const STAFF_PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;

export type StaffPasskeyPurpose = "register" | "sign-in";

type OpenStaffPasskeyChallengeOptions = {
  purpose: StaffPasskeyPurpose;
  /** SHA-256 of the asking browser's console sign-in cookie. */
  browserHash: string;
  /** The signed-in staff user a registration is for; null for a sign-in. */
  staffUserId: string | null;
  challenge: string;
  now: Date;
};

/**
 * Files a new WebAuthn challenge for this browser and purpose, replacing the one it had open
 * (a browser answers only its newest), and drops every lapsed challenge on the way.
 */
export async function openStaffPasskeyChallenge(
  db: Database,
  { purpose, browserHash, staffUserId, challenge, now }: OpenStaffPasskeyChallengeOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(staffPasskeyChallenges)
      .where(
        or(
          lt(staffPasskeyChallenges.expiresAt, now),
          and(
            eq(staffPasskeyChallenges.browserHash, browserHash),
            eq(staffPasskeyChallenges.purpose, purpose),
          ),
        ),
      );
    await tx.insert(staffPasskeyChallenges).values({
      purpose,
      browserHash,
      staffUserId,
      challenge,
      expiresAt: new Date(now.getTime() + STAFF_PASSKEY_CHALLENGE_TTL_MS),
      createdAt: now,
    });
  });
}
