import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { staffPasskeyChallenges } from "../../schema.ts";
import type { StaffPasskeyPurpose } from "./open-staff-passkey-challenge.ts";

/**
 * The browser's open challenge for `purpose` (and, for a registration, for this staff user),
 * used up as it is read: an answer is checked once, so a replayed one finds no challenge.
 * Null when there is none or it has lapsed.
 */
export async function takeStaffPasskeyChallenge(
  db: Database,
  {
    purpose,
    browserHash,
    staffUserId,
    now,
  }: { purpose: StaffPasskeyPurpose; browserHash: string; staffUserId: string | null; now: Date },
): Promise<string | null> {
  if (browserHash === "") return null;
  const [taken] = await db
    .delete(staffPasskeyChallenges)
    .where(
      and(
        eq(staffPasskeyChallenges.browserHash, browserHash),
        eq(staffPasskeyChallenges.purpose, purpose),
        staffUserId === null
          ? isNull(staffPasskeyChallenges.staffUserId)
          : eq(staffPasskeyChallenges.staffUserId, staffUserId),
      ),
    )
    .returning({
      challenge: staffPasskeyChallenges.challenge,
      expiresAt: staffPasskeyChallenges.expiresAt,
    });
  return taken && taken.expiresAt > now ? taken.challenge : null;
}
