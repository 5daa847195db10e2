import { requestCodeSchema } from "@forecourt/core/garage/sign-in";
import { requestSignInCode, requireAuthSite } from "@/server/garage/garage-auth";
import { garageSignInBrowser, garageSignInBrowserCookie } from "@/server/garage/sign-in-browser";
import { db } from "@/server/db";
import { NO_STORE } from "@/server/http/no-store";
import { browserEndpoint } from "@/server/http/edge";
import { parseInput } from "@/server/http/parse-input";
import { readJson } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";

/**
 * POST /api/auth/code {email}: emails a sign-in code through the outbox (spec §6): 8 digits,
 * or 16 once the address's guess budget for short codes is spent (core `signInCodeLength`),
 * bound to this browser by the httpOnly cookie `forecourt_sign_in` (set here).
 * 202 whether or not the address has signed in before; 429 per client (group "signin") and
 * per address and client (3 codes in 15 minutes); 404 on sites without sign-in.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("signin", async ({ request, site, client }) => {
    requireAuthSite(site);
    const input = parseInput(requestCodeSchema, await readJson(request, { maxBytes: 1_024 }));
    const browser = garageSignInBrowser(request);
    await requestSignInCode(await db(), site, input, { client, browserHash: browser.hash });
    return Response.json(
      { sent: true },
      {
        status: 202,
        headers: {
          ...NO_STORE,
          "set-cookie": garageSignInBrowserCookie(request, browser.token),
        },
      },
    );
  }),
});
