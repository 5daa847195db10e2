import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODES_PER_EMAIL,
  SIGN_IN_LONG_CODE_LENGTH,
  SIGN_IN_MAX_ATTEMPTS,
  SIGN_IN_SHORT_TRIES_PER_PERIOD,
} from "@forecourt/core/garage/sign-in";
import type { DatabaseHandle } from "../../client.ts";
import { outbox, staffSessions, staffSignInCodes } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createStaffUser } from "./create-staff-user.ts";
import { endStaffSession } from "./end-staff-session.ts";
import { getStaffSession } from "./get-staff-session.ts";
import { CONSOLE_MAIL_NAME, issueStaffSignInCode } from "./issue-staff-sign-in-code.ts";
import { verifyStaffSignInCode } from "./verify-staff-sign-in-code.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
const now = new Date("2026-03-01T10:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);

/** Who asks or tries: a network address and a browser (its sign-in cookie's hash). */
type Caller = { client: string; browser: string };
const OWNER: Caller = { client: "198.51.100.1", browser: "owner-browser" };

/** Issues `code` (whatever length the rules ask for, padded or cut to it) from `caller`. */
const issue = (email: string, code: string, at = now, caller = OWNER) =>
  issueStaffSignInCode(handle.db, {
    email,
    client: caller.client,
    browserHash: caller.browser,
    newCode: (length) => {
      const sized = code.padEnd(length, "0").slice(0, length);
      return { code: sized, codeHash: `hash-${sized}` };
    },
    now: at,
  });
const verify = (email: string, code: string, token: string, at = now, caller = OWNER) =>
  verifyStaffSignInCode(handle.db, {
    email,
    browserHash: caller.browser,
    matches: (hash) => hash === `hash-${code}`,
    session: { tokenHash: `session-${token}`, expiresAt: later(60 * 60 * 1000) },
    now: at,
  });

/** The code the outbox holds for the address's latest request. */
async function mailedCode(email: string): Promise<string> {
  // In the order they were queued (a row updated since may sit elsewhere in the table).
  const rows = await handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, "console.sign-in-code"))
    .orderBy(outbox.id);
  const last = rows.filter((row) => (row.payload as { to: string }).to === email).at(-1);
  if (!last) throw new Error(`no code mailed to ${email}`);
  return (last.payload as { code: string }).code;
}

const stranger = (i: number): Caller => ({ client: `203.0.113.${i}`, browser: `stranger-${i}` });
const wrongFor = (code: string) => (code.startsWith("9") ? "1" : "9") + code.slice(1);

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "signin" });
  const grants = [
    { websiteId: site.id, role: "dealer-admin" as const, dealershipId: null, locationId: null },
  ];
  await createStaffUser(handle.db, { email: "admin@signin.test", grants });
  await createStaffUser(handle.db, { email: "limit@signin.test", isPlatformOperator: true });
  for (const email of [
    "voided@signin.test",
    "blocked@signin.test",
    "closed@signin.test",
    "same@signin.test",
  ]) {
    await createStaffUser(handle.db, { email, grants });
  }
  await createStaffUser(handle.db, { email: "operator@signin.test", isPlatformOperator: true });
});

afterAll(async () => {
  await handle?.close();
});

describe("console sign-in codes", () => {
  it("sends nothing to an address with no staff user and no invitation, but keeps a code as for staff", async () => {
    expect(await issue("stranger@signin.test", "11111111")).toEqual({ ok: true, sent: false });
    const rows = await handle.db
      .select()
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.email, "stranger@signin.test"));
    expect(rows).toHaveLength(1);
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "console.sign-in-code"));
    expect(mails.filter((row) => JSON.stringify(row.payload).includes("stranger@"))).toEqual([]);
  });

  it(`queues a staff user's ${SIGN_IN_CODE_LENGTH}-digit code as platform mail no site owns`, async () => {
    expect(await issue("admin@signin.test", "22222222")).toEqual({ ok: true, sent: true });
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "console.sign-in-code"));
    expect(mail).toMatchObject({
      websiteId: null,
      payload: { to: "admin@signin.test", code: "22222222", siteName: CONSOLE_MAIL_NAME },
    });
  });

  it("counts a wrong code, then starts a session with the right one, once", async () => {
    expect(await verify("admin@signin.test", "99999999", "a")).toEqual({
      ok: false,
      reason: "wrong-code",
    });
    const result = await verify("admin@signin.test", "22222222", "a");
    expect(result).toMatchObject({ ok: true, user: { email: "admin@signin.test" } });
    expect(await verify("admin@signin.test", "22222222", "b")).toEqual({
      ok: false,
      reason: "no-code",
    });
    const user = await getStaffSession(handle.db, { tokenHash: "session-a", now });
    expect(user?.grants).toEqual([
      { websiteId: site.id, role: "dealer-admin", dealershipId: null, locationId: null },
    ]);
  });

  it("refuses a code after its tries, even the right one", async () => {
    await issue("admin@signin.test", "33333333", later(1000));
    for (let i = 0; i < SIGN_IN_MAX_ATTEMPTS; i++) {
      await verify("admin@signin.test", "00000000", "c");
    }
    expect(await verify("admin@signin.test", "33333333", "c")).toEqual({
      ok: false,
      reason: "too-many-attempts",
    });
  });

  it("refuses an expired code", async () => {
    await issue("admin@signin.test", "44444444", later(2000));
    expect(await verify("admin@signin.test", "44444444", "d", later(11 * 60 * 1000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("limits the codes one address is sent in the window at one client's request", async () => {
    for (let i = 0; i < SIGN_IN_CODES_PER_EMAIL; i++) {
      expect(await issue("limit@signin.test", "55555555")).toEqual({ ok: true, sent: true });
    }
    expect(await issue("limit@signin.test", "55555555")).toEqual({
      ok: false,
      reason: "email-limit",
    });
    // Another client is not held back by it.
    expect(await issue("limit@signin.test", "55555555", now, stranger(99))).toEqual({
      ok: true,
      sent: true,
    });
  });

  it("answers the code step the same for a staff address and any other", async () => {
    const steps = async (email: string) => {
      const at = later(5 * 60 * 1000);
      await issue(email, "12121212", at);
      const seen = [await verify(email, "34343434", "same", at)];
      for (let i = 1; i < SIGN_IN_MAX_ATTEMPTS; i++) await verify(email, "34343434", "same", at);
      seen.push(await verify(email, "34343434", "same", at));
      await issue(email, "56565656", later(6 * 60 * 1000));
      seen.push(await verify(email, "34343434", "same", later(17 * 60 * 1000)));
      return seen.map((result) => (result.ok ? "ok" : result.reason));
    };
    const staff = await steps("same@signin.test");
    expect(staff).toEqual(["wrong-code", "too-many-attempts", "expired"]);
    expect(await steps("nobody@signin.test")).toEqual(staff);
  });
});

describe("a stranger cannot keep staff out", () => {
  it("a stranger's request does not void the code the owner was just sent", async () => {
    const email = "voided@signin.test";
    await issue(email, "12121212");
    expect(await issue(email, "34343434", now, stranger(1))).toEqual({ ok: true, sent: true });
    expect(await verify(email, "12121212", "voided")).toMatchObject({ ok: true });
  });

  it("requests from many clients never block the owner's own request", async () => {
    const email = "blocked@signin.test";
    for (let i = 1; i <= 4; i++) {
      for (let n = 0; n < SIGN_IN_CODES_PER_EMAIL; n++) {
        await issue(email, "56565656", now, stranger(i));
      }
    }
    expect(await issue(email, "78787878")).toEqual({ ok: true, sent: true });
    expect(await verify(email, await mailedCode(email), "blocked")).toMatchObject({ ok: true });
  });

  it("wrong tries from five other clients neither close nor use up the owner's code", async () => {
    const email = "closed@signin.test";
    await issue(email, "24242424");
    for (let i = 1; i <= 5; i++) {
      expect(await verify(email, "00000000", `x${i}`, now, stranger(i))).toEqual({
        ok: false,
        reason: "no-code",
      });
      await issue(email, "13131313", now, stranger(i));
      for (let n = 0; n < SIGN_IN_MAX_ATTEMPTS; n++) {
        await verify(email, "00000000", `x${i}`, now, stranger(i));
      }
    }
    // The owner's browser tries its own code, from another network now: it signs in.
    const onMobile = { ...OWNER, client: "192.0.2.200" };
    expect(await verify(email, "24242424", "closed", now, onMobile)).toMatchObject({ ok: true });
  });
});

describe("the guess budget", () => {
  it(`allows at most ${SIGN_IN_SHORT_TRIES_PER_PERIOD} wrong tries at short codes per address, whatever the clients, then sends long codes that sign in`, async () => {
    const email = "operator@signin.test";
    let shortTries = 0;
    for (let i = 1; i <= 30; i++) {
      const at = later(i * 60 * 60 * 1000);
      const caller = stranger(i);
      if (!(await issue(email, "87654321", at, caller)).ok) continue;
      const code = await mailedCode(email);
      for (let n = 0; n < SIGN_IN_MAX_ATTEMPTS; n++) {
        const result = await verify(email, wrongFor(code), `g${i}`, at, caller);
        if (result.ok) throw new Error("a wrong code signed in");
        if (code.length === SIGN_IN_CODE_LENGTH && result.reason === "wrong-code") shortTries++;
      }
    }
    expect(shortTries).toBe(SIGN_IN_SHORT_TRIES_PER_PERIOD);
    const at = later(31 * 60 * 60 * 1000);
    expect(await issue(email, "1", at)).toEqual({ ok: true, sent: true });
    const code = await mailedCode(email);
    expect(code).toHaveLength(SIGN_IN_LONG_CODE_LENGTH);
    expect(await verify(email, code, "budget", at)).toMatchObject({ ok: true });
    // Short codes come back once the tries have left the period.
    const nextYear = later(367 * 24 * 60 * 60 * 1000);
    await issue(email, "1", nextYear);
    expect(await mailedCode(email)).toHaveLength(SIGN_IN_CODE_LENGTH);
  });

  it("reserves an open code's tries, so a stranger's tries never close a short code someone holds", async () => {
    const email = "admin@signin.test";
    const at = later(3 * 60 * 60 * 1000);
    await issue(email, "1", at);
    const owners = await mailedCode(email);
    expect(owners).toHaveLength(SIGN_IN_CODE_LENGTH);
    for (let i = 40; i < 60; i++) {
      await issue(email, "1", at, stranger(i));
      const code = await mailedCode(email);
      for (let n = 0; n < SIGN_IN_MAX_ATTEMPTS; n++) {
        await verify(email, wrongFor(code), `r${i}`, at, stranger(i));
      }
    }
    const [open] = await handle.db
      .select()
      .from(staffSignInCodes)
      .where(
        and(eq(staffSignInCodes.email, email), eq(staffSignInCodes.browserHash, OWNER.browser)),
      )
      .orderBy(staffSignInCodes.createdAt);
    expect(open).toBeDefined();
    expect(await verify(email, owners, "reserved", at)).toMatchObject({ ok: true });
  });
});

describe("console sessions", () => {
  it("reads a live session, not an expired or ended one", async () => {
    await verify("limit@signin.test", "55555555", "e");
    expect(await getStaffSession(handle.db, { tokenHash: "session-e", now })).toMatchObject({
      email: "limit@signin.test",
      isPlatformOperator: true,
    });
    expect(
      await getStaffSession(handle.db, { tokenHash: "session-e", now: later(2 * 60 * 60 * 1000) }),
    ).toBeNull();
    await endStaffSession(handle.db, { tokenHash: "session-e" });
    expect(await getStaffSession(handle.db, { tokenHash: "session-e", now })).toBeNull();
    const left = await handle.db
      .select()
      .from(staffSessions)
      .where(eq(staffSessions.tokenHash, "session-e"));
    expect(left).toEqual([]);
  });
});
