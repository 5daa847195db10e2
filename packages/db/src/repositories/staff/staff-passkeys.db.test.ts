import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { staffPasskeys, staffSessions } from "../../schema.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { addStaffPasskey } from "./add-staff-passkey.ts";
import { createStaffUser } from "./create-staff-user.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { getStaffSession } from "./get-staff-session.ts";
import { issueStaffSignInCode } from "./issue-staff-sign-in-code.ts";
import { listStaffPasskeys } from "./list-staff-passkeys.ts";
import {
  openStaffPasskeyChallenge,
  STAFF_PASSKEY_CHALLENGE_TTL_MS,
} from "./open-staff-passkey-challenge.ts";
import { removeStaffPasskey } from "./remove-staff-passkey.ts";
import { signInWithStaffPasskey } from "./sign-in-with-staff-passkey.ts";
import { takeStaffPasskeyChallenge } from "./take-staff-passkey-challenge.ts";
import { verifyStaffSignInCode } from "./verify-staff-sign-in-code.ts";

let handle: DatabaseHandle;
let owner: StaffMember;
let other: StaffMember;
const now = new Date("2026-03-01T10:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

const passkey = (staffUserId: string, credentialId: string, name = "Laptop") => ({
  staffUserId,
  credentialId,
  publicKey: `key-${credentialId}`,
  counter: 1,
  transports: ["internal"],
  name,
  now,
});

beforeAll(async () => {
  handle = await createTestDatabase();
  owner = await createStaffUser(handle.db, { email: "owner@passkey.test" });
  other = await createStaffUser(handle.db, { email: "other@passkey.test" });
});

afterAll(async () => {
  await handle?.close();
});

describe("passkey challenges", () => {
  const open = (browserHash: string, challenge: string, staffUserId: string | null = null) =>
    openStaffPasskeyChallenge(handle.db, {
      purpose: staffUserId ? "register" : "sign-in",
      browserHash,
      staffUserId,
      challenge,
      now,
    });
  const take = (browserHash: string, staffUserId: string | null = null, at = now) =>
    takeStaffPasskeyChallenge(handle.db, {
      purpose: staffUserId ? "register" : "sign-in",
      browserHash,
      staffUserId,
      now: at,
    });

  it("are answered once, by the browser that asked, and only its newest", async () => {
    await open("browser-a", "first");
    await open("browser-a", "second");
    await open("browser-b", "theirs");
    expect(await take("browser-c")).toBeNull();
    expect(await take("")).toBeNull();
    expect(await take("browser-a")).toBe("second");
    // A replayed answer finds its challenge used up.
    expect(await take("browser-a")).toBeNull();
    expect(await take("browser-b")).toBe("theirs");
  });

  it("lapse after five minutes", async () => {
    await open("browser-late", "slow");
    expect(await take("browser-late", null, later(STAFF_PASSKEY_CHALLENGE_TTL_MS + 1))).toBeNull();
  });

  it("for a registration belong to the signed-in user and are no sign-in's", async () => {
    await open("browser-r", "reg", owner.id);
    expect(await take("browser-r")).toBeNull();
    expect(await take("browser-r", other.id)).toBeNull();
    expect(await take("browser-r", owner.id)).toBe("reg");
  });
});

describe("staff passkeys", () => {
  it("are kept once per credential and listed for their owner only", async () => {
    expect(await addStaffPasskey(handle.db, passkey(owner.id, "cred-1"))).toMatchObject({
      ok: true,
    });
    expect(await addStaffPasskey(handle.db, passkey(other.id, "cred-1"))).toEqual({
      ok: false,
      reason: "already-registered",
    });
    await addStaffPasskey(handle.db, passkey(other.id, "cred-2", "Phone"));
    const mine = await listStaffPasskeys(handle.db, { staffUserId: owner.id });
    expect(mine.map((key) => [key.name, key.credentialId, key.lastUsedAt])).toEqual([
      ["Laptop", "cred-1", null],
    ]);
  });

  it("are removed by their owner only", async () => {
    const [theirs] = await listStaffPasskeys(handle.db, { staffUserId: other.id });
    expect(
      await removeStaffPasskey(handle.db, { staffUserId: owner.id, passkeyId: theirs!.id }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await removeStaffPasskey(handle.db, { staffUserId: other.id, passkeyId: theirs!.id }),
    ).toEqual({ ok: true });
    expect(await listStaffPasskeys(handle.db, { staffUserId: other.id })).toEqual([]);
  });

  const signIn = (credentialId: string, token: string, counter: number | null) =>
    signInWithStaffPasskey(handle.db, {
      credentialId,
      verify: async () => counter,
      session: { tokenHash: `session-${token}`, expiresAt: later(60 * 60 * 1000) },
      now,
    });

  it("sign their owner in, storing the counter and the last use with the session", async () => {
    const result = await signIn("cred-1", "good", 7);
    expect(result).toMatchObject({ ok: true, user: { email: "owner@passkey.test" } });
    expect(await getStaffSession(handle.db, { tokenHash: "session-good", now })).toMatchObject({
      id: owner.id,
    });
    const [stored] = await handle.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.credentialId, "cred-1"));
    expect(stored).toMatchObject({ counter: 7, lastUsedAt: now });
  });

  it("start no session for a refused answer or an unknown passkey", async () => {
    expect(await signIn("cred-1", "refused", null)).toEqual({ ok: false, reason: "refused" });
    expect(await signIn("cred-unknown", "unknown", 9)).toEqual({
      ok: false,
      reason: "unknown-passkey",
    });
    const sessions = await handle.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.staffUserId, owner.id));
    expect(sessions.map((session) => session.tokenHash)).toEqual(["session-good"]);
    const [stored] = await handle.db
      .select()
      .from(staffPasskeys)
      .where(eq(staffPasskeys.credentialId, "cred-1"));
    expect(stored?.counter).toBe(7);
  });
});

describe("the operator's passkey rule", () => {
  /** Issues the code "12345678" to `email` and tries it, with the rule on or off. */
  async function signInByCode(email: string, passkeyRequired: boolean, token: string) {
    await issueStaffSignInCode(handle.db, {
      email,
      client: "198.51.100.1",
      browserHash: `browser-${token}`,
      newCode: (length) => {
        const code = "12345678".padEnd(length, "0").slice(0, length);
        return { code, codeHash: `hash-${code}` };
      },
      now,
    });
    return verifyStaffSignInCode(handle.db, {
      email,
      browserHash: `browser-${token}`,
      matches: (hash) => hash.startsWith("hash-12345678"),
      session: { tokenHash: `session-${token}`, expiresAt: later(60 * 60 * 1000) },
      now,
      passkeyRequired,
    });
  }

  it("refuses the code alone of a user with a passkey, and starts no session", async () => {
    expect(await signInByCode("owner@passkey.test", true, "rule-owner")).toEqual({
      ok: false,
      reason: "passkey-required",
    });
    expect(await getStaffSession(handle.db, { tokenHash: "session-rule-owner", now })).toBeNull();
  });

  it("lets a user without a passkey, or anyone with the rule off, sign in by code", async () => {
    expect(await signInByCode("other@passkey.test", true, "rule-other")).toMatchObject({
      ok: true,
    });
    expect(await signInByCode("owner@passkey.test", false, "rule-off")).toMatchObject({
      ok: true,
    });
  });
});
