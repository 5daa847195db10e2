import { verifyCodeSchema } from "@forecourt/core/garage/sign-in";
import { endUserSession, requireAuthSite, signIn } from "@/server/garage/garage-auth";
import { garageSignInBrowserHash } from "@/server/garage/sign-in-browser";
import { clearedSessionCookie, sessionCookie, sessionToken } from "@/server/garage/session-cookie";
import { db } from "@/server/db";
import { NO_STORE } from "@/server/http/no-store";
import { browserEndpoint } from "@/server/http/edge";
import { parseInput } from "@/server/http/parse-input";
import { readJson } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";

/**
 * POST /api/auth/session {email, code, favourites}: a good code starts a session (httpOnly,
 * SameSite=Lax cookie on this host, Secure over https) and answers `{user, watchlist}` with the
 * favourites merged in; 422 with the reason otherwise. The code tried is the one this browser
 * asked for (its `forecourt_sign_in` cookie), on whatever network it is now. DELETE signs out.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("signin", async ({ request, site }) => {
    requireAuthSite(site);
    const input = parseInput(verifyCodeSchema, await readJson(request, { maxBytes: 4_096 }));
    const { token, account } = await signIn(
      await db(),
      site,
      input,
      garageSignInBrowserHash(request),
    );
    return Response.json(account, {
      headers: { ...NO_STORE, "set-cookie": sessionCookie(request, token) },
    });
  }),
  DELETE: browserEndpoint("garage", async ({ request, site }) => {
    requireAuthSite(site);
    const token = sessionToken(request);
    if (token) await endUserSession(await db(), site, token);
    return new Response(null, {
      status: 204,
      headers: { ...NO_STORE, "set-cookie": clearedSessionCookie(request) },
    });
  }),
});
