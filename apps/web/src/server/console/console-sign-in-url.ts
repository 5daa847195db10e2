import "server-only";
import { headers } from "next/headers";
import { CONSOLE_SIGN_IN_PATH } from "@forecourt/core/console/console-paths";

/** The sign-in page on the host the staff member is using (the platform host), for a mail. */
export async function consoleSignInUrl(): Promise<string> {
  const requestHeaders = await headers();
  const proto = requestHeaders.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${proto}://${requestHeaders.get("host") ?? "localhost"}${CONSOLE_SIGN_IN_PATH}`;
}
