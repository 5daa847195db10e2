"use server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import {
  CODE_SENT_MESSAGE,
  CONSOLE_SESSION_TTL_MS,
  consoleRequestCodeSchema,
  consoleVerifyCodeSchema,
} from "@forecourt/core/console/console-sign-in";
import { SIGN_IN_MESSAGES } from "@forecourt/core/garage/sign-in";
import { issueStaffSignInCode } from "@forecourt/db/repositories/staff/issue-staff-sign-in-code";
import { verifyStaffSignInCode } from "@forecourt/db/repositories/staff/verify-staff-sign-in-code";
import { db } from "../db.ts";
import { env } from "../env.ts";
import {
  hashSessionToken,
  hashSignInCode,
  newSessionToken,
  newSignInCode,
} from "../garage/garage-crypto.ts";
import { rateLimiter } from "../http/edge.ts";
import { RATE_LIMITED_MESSAGES } from "../http/endpoints.ts";
import { clientAddress } from "../http/trusted-proxy.ts";
import { CONSOLE_CODE_REALM, consoleSecret } from "../security/console-secret.ts";
import { setConsoleSessionCookie } from "./console-session.ts";
import { consoleSignInBrowser, consoleSignInBrowserHash } from "./console-sign-in-browser.ts";
import { fieldErrorsOf, formValues, type FormState } from "./form-state.ts";
import { isSameSecret } from "../security/same-secret.ts";
import { metrics } from "../observability/metrics.ts";

/** A right code of a staff member who has a passkey, where the operator requires passkeys. */
const PASSKEY_REQUIRED_MESSAGE =
  "Your account signs in with its passkey: use “Sign in with a passkey” on the sign-in page.";

/**
 * The sign-in form's one action, in two steps: an address asks for a code, then the address and
 * code start a session. Each call counts against the client's `signin` rate limit, as
 * /api/auth/* does. The request step answers the same for every address, whether it has access,
 * has been sent its share of codes or not (so the form confirms no address as staff); the code
 * is bound to this browser, so nobody else's requests or tries void or close it.
 */
export async function signInAction(_previous: FormState, formData: FormData): Promise<FormState> {
  // Anyone can post to an action with any arguments (an empty body gives none): not a form is
  // an empty one, which asks for the address again.
  const values = formData instanceof FormData ? formValues(formData) : {};
  const client = clientAddress({ headers: await headers() }, { hops: env().TRUSTED_PROXY_HOPS });
  const decision = await rateLimiter().consume({ group: "signin", client });
  if (!decision.isAllowed) {
    metrics().rateLimited.inc({ group: "signin" });
    const { email = "" } = values;
    return "code" in values
      ? { status: "done", fieldErrors: { code: RATE_LIMITED_MESSAGES.signin }, values: { email } }
      : { status: "error", message: RATE_LIMITED_MESSAGES.signin, values: { email } };
  }
  return "code" in values ? verifyCode(values) : requestCode(values, client);
}

async function requestCode(values: Record<string, string>, client: string): Promise<FormState> {
  const parsed = consoleRequestCodeSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "error", fieldErrors: fieldErrorsOf(parsed.error), values };
  }
  const { email } = parsed.data;
  const database = await db();
  const secret = await consoleSecret(database);
  const browser = await consoleSignInBrowser();
  const result = await issueStaffSignInCode(database, {
    email,
    client,
    browserHash: browser.hash,
    newCode: (length) => {
      const code = newSignInCode(length);
      return { code, codeHash: hashSignInCode(secret, CONSOLE_CODE_REALM, email, code) };
    },
    now: new Date(),
    codesPerEmail: env().STAFF_SIGN_IN_CODES_PER_EMAIL,
  });
  const isSent = result.ok && result.sent;
  metrics().signInCodes.inc({ audience: "staff", result: isSent ? "sent" : "refused" });
  // A refused request (this client's share for the address) answers as a sent one: a different
  // answer would be given for staff addresses only. The codes already sent still work.
  return { status: "done", message: CODE_SENT_MESSAGE, values: { email } };
}

async function verifyCode(values: Record<string, string>): Promise<FormState> {
  const parsed = consoleVerifyCodeSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "done", fieldErrors: fieldErrorsOf(parsed.error), values };
  }
  const { email, code } = parsed.data;
  const database = await db();
  const expected = hashSignInCode(await consoleSecret(database), CONSOLE_CODE_REALM, email, code);
  const token = newSessionToken();
  const now = new Date();
  const result = await verifyStaffSignInCode(database, {
    email,
    browserHash: await consoleSignInBrowserHash(),
    matches: (hash) => isSameSecret(hash, expected),
    session: {
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + CONSOLE_SESSION_TTL_MS),
    },
    now,
    passkeyRequired: env().STAFF_PASSKEY_REQUIRED === "true",
  });
  if (!result.ok) {
    // Still on the code step: the address is kept and the code field says what is wrong.
    return {
      status: "done",
      fieldErrors: {
        code:
          result.reason === "passkey-required"
            ? PASSKEY_REQUIRED_MESSAGE
            : SIGN_IN_MESSAGES[result.reason],
      },
      values: { email },
    };
  }
  await setConsoleSessionCookie(token);
  redirect(CONSOLE_PATH);
}
