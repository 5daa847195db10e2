"use server";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import { CONSOLE_SESSION_TTL_MS } from "@forecourt/core/console/console-sign-in";
import { openStaffPasskeyChallenge } from "@forecourt/db/repositories/staff/open-staff-passkey-challenge";
import { signInWithStaffPasskey } from "@forecourt/db/repositories/staff/sign-in-with-staff-passkey";
import { takeStaffPasskeyChallenge } from "@forecourt/db/repositories/staff/take-staff-passkey-challenge";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { headers } from "next/headers";
import { db } from "../db.ts";
import { env } from "../env.ts";
import { hashSessionToken, newSessionToken } from "../garage/garage-crypto.ts";
import { rateLimiter } from "../http/edge.ts";
import { RATE_LIMITED_MESSAGES } from "../http/endpoints.ts";
import { clientAddress } from "../http/trusted-proxy.ts";
import { consoleRelyingParty } from "./console-relying-party.ts";
import { setConsoleSessionCookie } from "./console-session.ts";
import { consoleSignInBrowser, consoleSignInBrowserHash } from "./console-sign-in-browser.ts";
import {
  answeredCredentialId,
  authenticationOptions,
  verifyAuthentication,
} from "./passkey-ceremony.ts";
import type { PasskeyStep } from "./passkey-registration-action.ts";

const REFUSED = "That passkey did not sign you in. Try again or use an emailed code.";

/** Counts the call against the client's `signin` rate limit, as the code form does. */
async function isRateLimited(): Promise<boolean> {
  const client = clientAddress({ headers: await headers() }, { hops: env().TRUSTED_PROXY_HOPS });
  return !(await rateLimiter().consume({ group: "signin", client })).isAllowed;
}

/** Step one of signing in with a passkey: a challenge for this browser, any passkey's answer. */
export async function passkeySignInOptionsAction(): Promise<
  PasskeyStep<PublicKeyCredentialRequestOptionsJSON>
> {
  if (await isRateLimited()) return { ok: false, message: RATE_LIMITED_MESSAGES.signin };
  const rp = await consoleRelyingParty();
  if (!rp) return { ok: false, message: REFUSED };
  const options = await authenticationOptions(rp);
  const browser = await consoleSignInBrowser();
  await openStaffPasskeyChallenge(await db(), {
    purpose: "sign-in",
    browserHash: browser.hash,
    staffUserId: null,
    challenge: options.challenge,
    now: new Date(),
  });
  return { ok: true, value: options };
}

/**
 * Step two: the answer checked against this browser's challenge (used up either way, so an
 * answer cannot be replayed) and the passkey's public key, then a session as a code gives.
 */
export async function signInWithPasskeyAction(response: unknown): Promise<PasskeyStep<string>> {
  if (await isRateLimited()) return { ok: false, message: RATE_LIMITED_MESSAGES.signin };
  const rp = await consoleRelyingParty();
  const credentialId = answeredCredentialId(response);
  if (!rp || !credentialId) return { ok: false, message: REFUSED };
  const database = await db();
  const now = new Date();
  const challenge = await takeStaffPasskeyChallenge(database, {
    purpose: "sign-in",
    browserHash: await consoleSignInBrowserHash(),
    staffUserId: null,
    now,
  });
  if (!challenge) return { ok: false, message: REFUSED };
  const token = newSessionToken();
  const result = await signInWithStaffPasskey(database, {
    credentialId,
    verify: (passkey) => verifyAuthentication(rp, challenge, response, passkey),
    session: {
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + CONSOLE_SESSION_TTL_MS),
    },
    now,
  });
  if (!result.ok) return { ok: false, message: REFUSED };
  await setConsoleSessionCookie(token);
  return { ok: true, value: CONSOLE_PATH };
}
