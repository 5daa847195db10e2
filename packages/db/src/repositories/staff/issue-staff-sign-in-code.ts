import { eq, is, sql, TransactionRollbackError } from "drizzle-orm";
import { SIGN_IN_CODES_PER_EMAIL } from "@forecourt/core/garage/sign-in";
import type { Database } from "../../client.ts";
import { outbox, staffSignInCodes, staffUsers } from "../../schema.ts";
import { storeSignInCode, type NewSignInCode } from "../sign-in/store-sign-in-code.ts";
import { openInvitationsFor } from "./open-invitations.ts";

/** How the console names itself in its code mail. */
export const CONSOLE_MAIL_NAME = "Forecourt dealer console";

type IssueStaffSignInCodeOptions = {
  email: string;
  /** The client asking (its address as the trusted proxy gives it), for the per-client limit. */
  client: string;
  /** SHA-256 of the asking browser's sign-in cookie: the only browser that may try the code. */
  browserHash: string;
  newCode: NewSignInCode;
  now: Date;
  /** Codes one address may be sent in the window at one client's request; the garage's limit. */
  codesPerEmail?: number;
};

/**
 * `sent: false` when the address is no staff user's and has no open invitation: its code is
 * stored all the same (its hash, under the same limits) but mailed to nobody.
 */
type IssueStaffSignInCodeResult =
  { ok: true; sent: boolean } | { ok: false; reason: "email-limit" };

/**
 * Stores a new console code (hashed) for the asking browser and, for an address that is a staff
 * user's or has an open invitation, queues its mail, in one transaction, within the garage's
 * limits: per address and client in the window, and the address's guess budget (core
 * `signInCodeLength`: short codes while it has room, long after). A new code closes only this
 * browser's earlier one, so nobody else's request voids the code someone holds. Any other
 * address is given the same work and a code of its own that nobody is sent, so neither the
 * time taken nor the code step's answers (a wrong code, too many tries, a lapsed code) tell a
 * staff address from another.
 */
export async function issueStaffSignInCode(
  db: Database,
  {
    email,
    client,
    browserHash,
    newCode,
    now,
    codesPerEmail = SIGN_IN_CODES_PER_EMAIL,
  }: IssueStaffSignInCodeOptions,
): Promise<IssueStaffSignInCodeResult> {
  return db.transaction(async (tx) => {
    // One address's requests queue behind each other, so the count below is exact.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-sign-in:${email}`}))`);
    const [user] = await tx
      .select({ id: staffUsers.id })
      .from(staffUsers)
      .where(eq(staffUsers.email, email));
    const isStaff = user !== undefined || (await openInvitationsFor(tx, { email, now })).length > 0;
    const row = await storeSignInCode(tx, staffSignInCodes, {
      ofAddress: eq(staffSignInCodes.email, email),
      columns: { email },
      client,
      browserHash,
      newCode,
      now,
      codesPerEmail,
    });
    if (!row) return { ok: false, reason: "email-limit" };
    const { code } = row;
    // Any other address's mail is queued and taken back (its savepoint rolled back): the same
    // work as a staff member's, and no mail.
    try {
      await tx.transaction(async (queued) => {
        await queued.insert(outbox).values({
          websiteId: null,
          kind: "console.sign-in-code",
          aggregateId: row.id,
          payload: { to: email, code, siteName: CONSOLE_MAIL_NAME },
        });
        if (!isStaff) queued.rollback();
      });
    } catch (error) {
      // `is`, not instanceof: a bundle may hold two copies of drizzle-orm (the server build does).
      if (!is(error, TransactionRollbackError)) throw error;
    }
    if (!isStaff) return { ok: true, sent: false };
    return { ok: true, sent: true };
  });
}
