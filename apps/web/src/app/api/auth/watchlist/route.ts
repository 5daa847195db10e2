import { watchlistInputSchema } from "@forecourt/core/garage/sign-in";
import {
  accountOf,
  currentUser,
  requireAuthSite,
  saveUserWatchlist,
} from "@/server/garage/garage-auth";
import { db } from "@/server/db";
import { NO_STORE } from "@/server/http/no-store";
import { AppError } from "@/server/http/app-error";
import { browserEndpoint } from "@/server/http/edge";
import { parseInput } from "@/server/http/parse-input";
import { readJson } from "@/server/http/read-body";
import { routeMethods } from "@/server/http/route-methods";

export const SIGNED_OUT_MESSAGE = "Please sign in again";

/**
 * PUT /api/auth/watchlist {ids, alerts?}: the signed-in shopper's watchlist becomes these of the
 * site's cars (and the saved-car alerts choice, when sent); answers `{user, watchlist}`.
 * 401 when signed out.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  PUT: browserEndpoint("garage", async ({ request, site }) => {
    requireAuthSite(site);
    const input = parseInput(watchlistInputSchema, await readJson(request, { maxBytes: 4_096 }));
    const database = await db();
    const user = await currentUser(database, site, request);
    if (!user) throw new AppError("UNAUTHORIZED", SIGNED_OUT_MESSAGE);
    await saveUserWatchlist(database, site, user, input);
    const fresh = await currentUser(database, site, request);
    return Response.json(await accountOf(database, site, fresh), {
      headers: NO_STORE,
    });
  }),
});
