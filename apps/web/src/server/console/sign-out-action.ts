"use server";
import { redirect } from "next/navigation";
import { CONSOLE_SIGN_IN_PATH } from "@forecourt/core/console/console-paths";
import { endStaffSession } from "@forecourt/db/repositories/staff/end-staff-session";
import { db } from "../db.ts";
import { hashSessionToken } from "../garage/garage-crypto.ts";
import { clearConsoleSessionCookie, consoleSessionToken } from "./console-session.ts";

/** Ends the session in the database (the token is worthless from now on) and drops the cookie. */
export async function signOutAction(): Promise<void> {
  const token = await consoleSessionToken();
  if (token) await endStaffSession(await db(), { tokenHash: hashSessionToken(token) });
  await clearConsoleSessionCookie();
  redirect(CONSOLE_SIGN_IN_PATH);
}
