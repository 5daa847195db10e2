import "server-only";
import { SIGN_IN_CODE_TTL_MS } from "@forecourt/core/garage/sign-in";
import { hashSessionToken, newSessionToken } from "./garage-crypto.ts";
import { browserCookie, cookieToken } from "./session-cookie.ts";

/**
 * The browser a sign-in code belongs to. Asking for a code gives the browser a random 32-byte
 * token in an httpOnly cookie (kept if it has one), and the code row keeps only its SHA-256:
 * only a browser with that cookie can try the code, whatever network it is on by then. No
 * signature is needed: a token is worth something only while a code row names its hash, and
 * nobody can guess 256 random bits. Lasts as long as a code; asking again renews it.
 */
export const SIGN_IN_BROWSER_COOKIE = "forecourt_sign_in";
export const SIGN_IN_BROWSER_MAX_AGE_S = Math.floor(SIGN_IN_CODE_TTL_MS / 1000);

export type SignInBrowser = {
  /** The cookie's token, new or the one the browser sent. */
  token: string;
  /** What the code row keeps. */
  hash: string;
  /** Whether the browser has to be given the cookie. */
  isNew: boolean;
};

/** The browser of a token it sent (null: none or malformed), or a new one. */
export function signInBrowser(sent: string | null): SignInBrowser {
  const token = sent ?? newSessionToken();
  return { token, hash: hashSessionToken(token), isNew: sent === null };
}

/** The hash a code request or try of this browser is filed under; "" matches no code. */
export function signInBrowserHash(sent: string | null): string {
  return sent ? hashSessionToken(sent) : "";
}

/** The garage's: on the site's host for its whole path, sent with the API calls. */
export function garageSignInBrowser(request: Request): SignInBrowser {
  return signInBrowser(cookieToken(request, SIGN_IN_BROWSER_COOKIE));
}

export function garageSignInBrowserHash(request: Request): string {
  return signInBrowserHash(cookieToken(request, SIGN_IN_BROWSER_COOKIE));
}

export function garageSignInBrowserCookie(request: Request, token: string): string {
  return browserCookie(request, {
    name: SIGN_IN_BROWSER_COOKIE,
    token,
    path: "/api/auth",
    maxAgeS: SIGN_IN_BROWSER_MAX_AGE_S,
  });
}
