import "server-only";
import { MAX_RESERVATION_HOLD_MINUTES } from "@forecourt/core/domain/reservation";
import { signInBrowser, signInBrowserHash, type SignInBrowser } from "../garage/sign-in-browser.ts";
import { browserCookie, cookieToken } from "../garage/session-cookie.ts";

/**
 * The browser a deposit hold belongs to: starting a reservation gives the browser a random token
 * in an httpOnly cookie (kept if it has one) and the hold keeps only its SHA-256, so the same
 * browser coming back to the car is sent to its own payment and any other is told the car is
 * held. Sent only to the reservation calls; lasts as long as the longest hold.
 */
const CHECKOUT_BROWSER_COOKIE = "forecourt_checkout";
const CHECKOUT_COOKIE_PATH = "/api/reservations";

export function checkoutBrowser(request: Request): SignInBrowser {
  return signInBrowser(cookieToken(request, CHECKOUT_BROWSER_COOKIE));
}

/** The hash a hold of this browser is filed under; "" matches no hold. */
export function checkoutBrowserHash(request: Request): string {
  return signInBrowserHash(cookieToken(request, CHECKOUT_BROWSER_COOKIE));
}

export function checkoutBrowserCookie(request: Request, token: string): string {
  return browserCookie(request, {
    name: CHECKOUT_BROWSER_COOKIE,
    token,
    path: CHECKOUT_COOKIE_PATH,
    maxAgeS: MAX_RESERVATION_HOLD_MINUTES * 60,
  });
}
