import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_CODES_PER_EMAIL, SIGN_IN_MAX_ATTEMPTS } from "@forecourt/core/garage/sign-in";
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

const issue = (email: string, code: string, at = now) =>
  issueStaffSignInCode(handle.db, { email, code, codeHash: `hash-${code}`, now: at });
const verify = (email: string, code: string, token: string, at = now) =>
  verifyStaffSignInCode(handle.db, {
    email,
    matches: (hash) => hash === `hash-${code}`,
    session: { tokenHash: `session-${token}`, expiresAt: later(60 * 60 * 1000) },
    now: at,
  });

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "signin" });
  await createStaffUser(handle.db, {
    email: "admin@signin.test",
    grants: [{ websiteId: site.id, role: "dealer-admin", dealershipId: null, locationId: null }],
  });
  await createStaffUser(handle.db, { email: "limit@signin.test", isPlatformOperator: true });
});

afterAll(async () => {
  await handle?.close();
});

describe("console sign-in codes", () => {
  it("sends nothing to an address with no staff user and no invitation", async () => {
    expect(await issue("stranger@signin.test", "111111")).toEqual({ ok: true, sent: false });
    const rows = await handle.db
      .select()
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.email, "stranger@signin.test"));
    expect(rows).toEqual([]);
  });

  it("queues a staff user's code as platform mail no site owns", async () => {
    expect(await issue("admin@signin.test", "222222")).toEqual({ ok: true, sent: true });
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "console.sign-in-code"));
    expect(mail).toMatchObject({
      websiteId: null,
      payload: { to: "admin@signin.test", code: "222222", siteName: CONSOLE_MAIL_NAME },
    });
  });

  it("counts a wrong code, then starts a session with the right one, once", async () => {
    expect(await verify("admin@signin.test", "999999", "a")).toEqual({
      ok: false,
      reason: "wrong-code",
    });
    const result = await verify("admin@signin.test", "222222", "a");
    expect(result).toMatchObject({ ok: true, user: { email: "admin@signin.test" } });
    expect(await verify("admin@signin.test", "222222", "b")).toEqual({
      ok: false,
      reason: "no-code",
    });
    const user = await getStaffSession(handle.db, { tokenHash: "session-a", now });
    expect(user?.grants).toEqual([
      { websiteId: site.id, role: "dealer-admin", dealershipId: null, locationId: null },
    ]);
  });

  it("refuses a code after its tries, even the right one", async () => {
    await issue("admin@signin.test", "333333", later(1000));
    for (let i = 0; i < SIGN_IN_MAX_ATTEMPTS; i++) await verify("admin@signin.test", "000000", "c");
    expect(await verify("admin@signin.test", "333333", "c")).toEqual({
      ok: false,
      reason: "too-many-attempts",
    });
  });

  it("refuses an expired code", async () => {
    await issue("admin@signin.test", "444444", later(2000));
    expect(await verify("admin@signin.test", "444444", "d", later(11 * 60 * 1000))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("limits the codes one address is sent in the window", async () => {
    for (let i = 0; i < SIGN_IN_CODES_PER_EMAIL; i++) {
      expect(await issue("limit@signin.test", "555555")).toEqual({ ok: true, sent: true });
    }
    expect(await issue("limit@signin.test", "555555")).toEqual({
      ok: false,
      reason: "email-limit",
    });
  });
});

describe("console sessions", () => {
  it("reads a live session, not an expired or ended one", async () => {
    await verify("limit@signin.test", "555555", "e");
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
