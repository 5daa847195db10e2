import "server-only";
import type { Site } from "@forecourt/core/site/site";
import type { Favourite } from "@forecourt/core/garage/favourites";
import {
  SESSION_TTL_MS,
  SIGN_IN_MESSAGES,
  type RequestCode,
  type VerifyCode,
  type WatchlistInput,
} from "@forecourt/core/garage/sign-in";
import type { Database } from "@forecourt/db/client";
import {
  endSession,
  getSessionUser,
  listWatchlist,
  saveWatchlist,
  startSession,
  type GarageUser,
} from "@forecourt/db/repositories/garage/garage-accounts";
import {
  consumeSignInCode,
  createSignInCode,
} from "@forecourt/db/repositories/garage/sign-in-codes";
import { AppError } from "../http/app-error.ts";
import {
  garageSecret,
  hashSessionToken,
  hashSignInCode,
  newSessionToken,
  newSignInCode,
} from "./garage-crypto.ts";
import { sessionToken } from "./session-cookie.ts";
import { isSameSecret } from "../security/same-secret.ts";
import { metrics } from "../observability/metrics.ts";

const AUTH_DISABLED_MESSAGE = "Sign-in is not available on this site";

/** Sign-in exists only where the site's settings turn it on (spec §6). */
export function requireAuthSite(site: Site): void {
  if (!site.settings.auth.isEnabled || !site.settings.garage.isEnabled) {
    throw new AppError("NOT_FOUND", AUTH_DISABLED_MESSAGE);
  }
}

type GarageAccountData = { user: PublicUser | null; watchlist: Favourite[] };
type PublicUser = { email: string; name: string | null; isAlertsOptIn: boolean };

const publicUser = (user: GarageUser): PublicUser => ({
  email: user.email,
  name: user.name,
  isAlertsOptIn: user.isAlertsOptIn,
});

/** The signed-in user of this site's session cookie, or null (no, expired or other site's). */
export async function currentUser(db: Database, site: Site, request: Request) {
  const token = sessionToken(request);
  if (!token) return null;
  return getSessionUser(db, {
    websiteId: site.id,
    tokenHash: hashSessionToken(token),
    now: new Date(),
  });
}

export async function accountOf(db: Database, site: Site, user: GarageUser | null) {
  if (!user) return { user: null, watchlist: [] } satisfies GarageAccountData;
  const watchlist = await listWatchlist(db, { websiteId: site.id, userId: user.id });
  return { user: publicUser(user), watchlist } satisfies GarageAccountData;
}

/** The signed-in user's watchlist becomes these of the site's cars (and alerts, when sent). */
export async function saveUserWatchlist(
  db: Database,
  site: Site,
  user: GarageUser,
  input: WatchlistInput,
): Promise<void> {
  await saveWatchlist(db, {
    websiteId: site.id,
    userId: user.id,
    ids: input.ids,
    isAlertsOptIn: input.alerts,
  });
}

/** Signing out: the session of this cookie's token ends on this site. */
export async function endUserSession(db: Database, site: Site, token: string): Promise<void> {
  await endSession(db, { websiteId: site.id, tokenHash: hashSessionToken(token) });
}

/** Who asks or tries a code: the network address (limits) and the browser (the code's owner). */
type SignInCaller = { client: string; browserHash: string };

/**
 * Stores a fresh code for the asking browser and queues its mail; 429 when this client has had
 * enough codes for the address (`client` is its address as the trusted proxy gives it; other
 * clients are not held back by it) or the address's guess budget is spent.
 */
export async function requestSignInCode(
  db: Database,
  site: Site,
  { email }: RequestCode,
  { client, browserHash }: SignInCaller,
) {
  const secret = await garageSecret(db);
  const result = await createSignInCode(db, {
    websiteId: site.id,
    email,
    client,
    browserHash,
    newCode: (length) => {
      const code = newSignInCode(length);
      return { code, codeHash: hashSignInCode(secret, site.id, email, code) };
    },
    siteName: site.name,
    now: new Date(),
  });
  metrics().signInCodes.inc({ audience: "shopper", result: result.ok ? "sent" : "refused" });
  if (!result.ok) {
    throw new AppError("RATE_LIMITED", SIGN_IN_MESSAGES["email-limit"], undefined, {
      "retry-after": "300",
    });
  }
}

/**
 * A good code starts a session (the token for the cookie) with the favourites merged in; the
 * code tried is the one this browser asked for (`browserHash`, see `sign-in-browser.ts`).
 */
export async function signIn(db: Database, site: Site, input: VerifyCode, browserHash: string) {
  const secret = await garageSecret(db);
  const expected = hashSignInCode(secret, site.id, input.email, input.code);
  const token = newSessionToken();
  let user: GarageUser | null = null;
  const result = await consumeSignInCode(
    db,
    {
      websiteId: site.id,
      email: input.email,
      browserHash,
      matches: (hash) => isSameSecret(hash, expected),
      now: new Date(),
    },
    async (tx) => {
      user = await startSession(tx, {
        websiteId: site.id,
        email: input.email,
        tokenHash: hashSessionToken(token),
        expiresAt: new Date(Date.now() + SESSION_TTL_MS),
        favourites: input.favourites,
      });
    },
  );
  if (!result.ok || !user) {
    const reason = result.ok ? "no-code" : result.reason;
    throw new AppError("INVALID_INPUT", SIGN_IN_MESSAGES[reason], {
      code: SIGN_IN_MESSAGES[reason],
    });
  }
  return { token, account: await accountOf(db, site, user) };
}
