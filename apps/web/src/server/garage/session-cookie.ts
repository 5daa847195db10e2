import "server-only";
import { SESSION_TTL_MS } from "@forecourt/core/garage/sign-in";

/** The garage session cookie: one site's host only (no Domain attribute), never read by script. */
const SESSION_COOKIE = "forecourt_garage";

function isHttps(request: Request): boolean {
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  return (forwarded ?? new URL(request.url).protocol.replace(":", "")) === "https";
}

export function sessionCookie(request: Request, token: string): string {
  const maxAgeS = Math.floor(SESSION_TTL_MS / 1000);
  return browserCookie(request, { name: SESSION_COOKIE, token, path: "/", maxAgeS });
}

/** An httpOnly cookie of this host that names the browser (`Secure` on HTTPS). */
export function browserCookie(
  request: Request,
  cookie: { name: string; token: string; path: string; maxAgeS: number },
): string {
  const parts = [
    `${cookie.name}=${cookie.token}`,
    `Path=${cookie.path}`,
    "HttpOnly",
    "SameSite=Lax",
    `Max-Age=${cookie.maxAgeS}`,
  ];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

export function clearedSessionCookie(request: Request): string {
  const parts = [`${SESSION_COOKIE}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0"];
  if (isHttps(request)) parts.push("Secure");
  return parts.join("; ");
}

/** The shape of every random token this server puts in a cookie (`newSessionToken`). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The well-formed token the request carries in cookie `cookie`, if any. */
export function cookieToken(request: Request, cookie: string): string | null {
  const header = request.headers.get("cookie");
  if (!header) return null;
  for (const pair of header.split(";")) {
    const [name, ...value] = pair.trim().split("=");
    if (name === cookie) {
      const token = value.join("=");
      return TOKEN_PATTERN.test(token) ? token : null;
    }
  }
  return null;
}

/** The session token the request carries, if any. */
export function sessionToken(request: Request): string | null {
  return cookieToken(request, SESSION_COOKIE);
}
