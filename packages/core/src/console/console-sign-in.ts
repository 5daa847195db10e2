import { requestCodeSchema, verifyCodeSchema } from "../garage/sign-in.ts";

/**
 * Console sign-in takes the garage's rules (garage/sign-in.ts): the same address and code
 * fields, the same code length, lifetime, tries and per-address limit, and `checkCode`.
 */
export const consoleRequestCodeSchema = requestCodeSchema;

export const consoleVerifyCodeSchema = verifyCodeSchema.pick({ email: true, code: true });

/** A console session is a working day, far shorter than a shopper's. */
export const CONSOLE_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

/**
 * Shown whether or not the address has console access, so the form does not tell strangers
 * which addresses do.
 */
export const CODE_SENT_MESSAGE =
  "If that address has access to the console, a sign-in code is on its way to it.";
