import "server-only";
import { cookies, headers } from "next/headers";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import {
  SIGN_IN_BROWSER_MAX_AGE_S,
  signInBrowser,
  signInBrowserHash,
  type SignInBrowser,
} from "../garage/sign-in-browser.ts";
import { TOKEN_PATTERN } from "../garage/session-cookie.ts";

/**
 * The console's sign-in browser cookie (see `garage/sign-in-browser.ts`): only the browser that
 * asked for a code can try it. Sent only to /console and never on another site's request.
 */
const CONSOLE_SIGN_IN_BROWSER_COOKIE = "forecourt_console_sign_in";

async function sentToken(): Promise<string | null> {
  const token = (await cookies()).get(CONSOLE_SIGN_IN_BROWSER_COOKIE)?.value;
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** This browser (its cookie renewed, or given for the first time). */
export async function consoleSignInBrowser(): Promise<SignInBrowser> {
  const browser = signInBrowser(await sentToken());
  (await cookies()).set(CONSOLE_SIGN_IN_BROWSER_COOKIE, browser.token, {
    path: CONSOLE_PATH,
    httpOnly: true,
    sameSite: "strict",
    // X-Forwarded-Proto is set by the request guard from the trusted proxy hops only.
    secure: (await headers()).get("x-forwarded-proto") === "https",
    maxAge: SIGN_IN_BROWSER_MAX_AGE_S,
  });
  return browser;
}

export async function consoleSignInBrowserHash(): Promise<string> {
  return signInBrowserHash(await sentToken());
}
