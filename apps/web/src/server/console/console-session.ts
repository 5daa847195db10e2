import "server-only";
import { cookies, headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { CONSOLE_PATH, CONSOLE_SIGN_IN_PATH } from "@forecourt/core/console/console-paths";
import { CONSOLE_SESSION_TTL_MS } from "@forecourt/core/console/console-sign-in";
import { getStaffSession } from "@forecourt/db/repositories/staff/get-staff-session";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { db } from "../db.ts";
import { hashSessionToken } from "../garage/garage-crypto.ts";

/**
 * The console's session cookie, apart from the garage's: sent only to /console, never read by
 * script, never on a request another site starts (Strict), Secure over https.
 */
export const CONSOLE_SESSION_COOKIE = "forecourt_console";

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The request's session token, if it carries a well-formed one. */
export async function consoleSessionToken(): Promise<string | null> {
  const token = (await cookies()).get(CONSOLE_SESSION_COOKIE)?.value;
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** X-Forwarded-Proto is set by the request guard from the trusted proxy hops only. */
async function isHttps(): Promise<boolean> {
  return (await headers()).get("x-forwarded-proto") === "https";
}

export async function setConsoleSessionCookie(token: string): Promise<void> {
  (await cookies()).set(CONSOLE_SESSION_COOKIE, token, {
    path: CONSOLE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: await isHttps(),
    maxAge: Math.floor(CONSOLE_SESSION_TTL_MS / 1000),
  });
}

export async function clearConsoleSessionCookie(): Promise<void> {
  (await cookies()).set(CONSOLE_SESSION_COOKIE, "", {
    path: CONSOLE_PATH,
    httpOnly: true,
    sameSite: "strict",
    secure: await isHttps(),
    maxAge: 0,
  });
}

/**
 * The signed-in staff user, or null (no cookie, an ended or expired session); read once per
 * request however many layouts and pages ask.
 */
export const currentStaff = cache(async (): Promise<StaffMember | null> => {
  const token = await consoleSessionToken();
  if (!token) return null;
  return getStaffSession(await db(), { tokenHash: hashSessionToken(token), now: new Date() });
});

/** The signed-in staff user; anyone else is sent to the sign-in page. */
export async function requireStaff(): Promise<StaffMember> {
  const staff = await currentStaff();
  if (!staff) redirect(CONSOLE_SIGN_IN_PATH);
  return staff;
}

/**
 * What a console page shows of the record its path names, read for the signed-in staff member
 * (sent to sign in when there is none): the 404 page when it does not exist or is not theirs.
 */
export async function staffRecordOr404<T>(
  read: (staff: StaffMember, segment: string) => Promise<T | null | undefined>,
  segment: string,
): Promise<T> {
  const found = await read(await requireStaff(), segment);
  if (!found) notFound();
  return found;
}
