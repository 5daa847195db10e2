import { requestCodeSchema } from "@forecourt/core/garage/sign-in";
import { requestSignInCode, requireAuthSite } from "@/server/garage/garage-auth";
import { db } from "@/server/db";
import { browserEndpoint } from "@/server/http/edge";
import { parseInput } from "@/server/http/parse-input";
import { readJson } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";
import { wakeOutboxWorker } from "@/server/worker/embedded";

/**
 * POST /api/auth/code {email}: emails a sign-in code through the outbox (spec §6): 6 digits,
 * or 16 once the address has had its share of short codes (core `signInCodeLength`).
 * 202 whether or not the address has signed in before; 429 per client (group "signin") and
 * per address and client (3 codes in 15 minutes); 404 on sites without sign-in.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  POST: browserEndpoint("signin", async ({ request, site, client }) => {
    requireAuthSite(site);
    const input = parseInput(requestCodeSchema, await readJson(request, { maxBytes: 1_024 }));
    await requestSignInCode(await db(), site, input, client);
    wakeOutboxWorker();
    return Response.json({ sent: true }, { status: 202, headers: { "cache-control": "no-store" } });
  }),
});
