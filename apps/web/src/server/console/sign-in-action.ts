"use server";
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
import { wakeOutboxWorker } from "../worker/embedded.ts";
import { CONSOLE_CODE_REALM, consoleSecret } from "./console-secret.ts";
import { setConsoleSessionCookie } from "./console-session.ts";
import { fieldErrorsOf, formValues, type FormState } from "./form-state.ts";
import { isSameSecret } from "../security/same-secret.ts";

/**
 * The sign-in form's one action, in two steps: an address asks for a code (the answer is the
 * same whether or not the address has access), then the address and code start a session.
 */
export async function signInAction(_previous: FormState, formData: FormData): Promise<FormState> {
  const values = formValues(formData);
  return formData.has("code") ? verifyCode(values) : requestCode(values);
}

async function requestCode(values: Record<string, string>): Promise<FormState> {
  const parsed = consoleRequestCodeSchema.safeParse(values);
  if (!parsed.success) {
    return { status: "error", fieldErrors: fieldErrorsOf(parsed.error), values };
  }
  const { email } = parsed.data;
  const database = await db();
  const code = newSignInCode();
  const codeHash = hashSignInCode(await consoleSecret(database), CONSOLE_CODE_REALM, email, code);
  const result = await issueStaffSignInCode(database, {
    email,
    code,
    codeHash,
    now: new Date(),
    codesPerEmail: env().STAFF_SIGN_IN_CODES_PER_EMAIL,
  });
  if (!result.ok) {
    return { status: "error", message: SIGN_IN_MESSAGES["email-limit"], values: { email } };
  }
  if (result.sent) wakeOutboxWorker();
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
    matches: (hash) => isSameSecret(hash, expected),
    session: {
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(now.getTime() + CONSOLE_SESSION_TTL_MS),
    },
    now,
  });
  if (!result.ok) {
    // Still on the code step: the address is kept and the code field says what is wrong.
    return {
      status: "done",
      fieldErrors: { code: SIGN_IN_MESSAGES[result.reason] },
      values: { email },
    };
  }
  await setConsoleSessionCookie(token);
  redirect(CONSOLE_PATH);
}
