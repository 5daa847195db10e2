import type { Database } from "../../client.ts";
import { staffPasskeys } from "../../schema.ts";

type NewStaffPasskey = {
  staffUserId: string;
  /** base64url */
  credentialId: string;
  /** The COSE public key, base64url. */
  publicKey: string;
  counter: number;
  transports: string[];
  name: string;
  now: Date;
};

/** Keeps a verified new passkey; false when that credential is already someone's. */
export async function addStaffPasskey(
  db: Database,
  { now, ...passkey }: NewStaffPasskey,
): Promise<{ ok: true; id: string } | { ok: false; reason: "already-registered" }> {
  const [added] = await db
    .insert(staffPasskeys)
    .values({ ...passkey, createdAt: now })
    .onConflictDoNothing({ target: staffPasskeys.credentialId })
    .returning({ id: staffPasskeys.id });
  return added ? { ok: true, id: added.id } : { ok: false, reason: "already-registered" };
}
