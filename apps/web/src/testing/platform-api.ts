import type { RouteMethod } from "../server/http/route-methods.ts";

/** The platform credential of the server's defaults (server/env.ts), as a Basic header. */
export const PLATFORM_AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;

/**
 * A JSON request to the platform API as a dealer's system sends it: the platform credential
 * unless `auth` says otherwise, `query` after the path, and a body written as JSON (a text body
 * is sent as it is, so a test can send JSON that does not parse).
 */
export function platformApiRequest(
  method: RouteMethod,
  {
    auth = PLATFORM_AUTH,
    path = "/api",
    query = "",
    body,
  }: { auth?: string; path?: string; query?: string; body?: unknown } = {},
): Request {
  return new Request(`http://localhost${path}${query}`, {
    method,
    headers: { authorization: auth, "content-type": "application/json" },
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}
