import { accountOf, currentUser, requireAuthSite } from "@/server/garage/garage-auth";
import { db } from "@/server/db";
import { NO_STORE } from "@/server/http/no-store";
import { browserEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";

/**
 * GET /api/auth (spec §7): `{user, watchlist}` of this site's session cookie; user null and an
 * empty watchlist when signed out. 404 on sites without sign-in.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: browserEndpoint("garage", async ({ request, site }) => {
    requireAuthSite(site);
    const database = await db();
    const account = await accountOf(database, site, await currentUser(database, site, request));
    return Response.json(account, { headers: NO_STORE });
  }),
});
