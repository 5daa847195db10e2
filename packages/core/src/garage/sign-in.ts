import { z } from "zod";
import { MAX_ROW_ID } from "../domain/row-id.ts";
import { SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH } from "./sign-in-code-length.ts";

/** Spec §6 sign-in by emailed code, with the limits the issue sets. */
export { SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH };
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
export const SIGN_IN_MAX_ATTEMPTS = 5;
/**
 * Codes one address may be sent per window at one client's request (its network address). Counted
 * per client, so a stranger asking for someone else's address never uses up the owner's own
 * requests; the guess budget below is what holds across all clients.
 */
export const SIGN_IN_CODES_PER_EMAIL = 3;
export const SIGN_IN_EMAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * The guessing bound (docs/architecture/shoppers.md, "Sign-in by emailed code"). A code is bound to the
 * browser that asked for it, so each try is at one code; a guesser with any number of clients
 * and browsers gets, per address and rolling period, at most `SIGN_IN_SHORT_TRIES_PER_PERIOD`
 * wrong tries at `SIGN_IN_CODE_LENGTH`-digit codes and `SIGN_IN_LONG_TRIES_PER_PERIOD` at
 * `SIGN_IN_LONG_CODE_LENGTH`-digit ones. A code reserves its tries when it is issued (a closed
 * one keeps only the wrong tries it had), so a stranger's tries never close a code someone else
 * holds: once the short budget is spent or reserved, the next code is long.
 */
export const SIGN_IN_GUESS_PERIOD_MS = 365 * 24 * 60 * 60 * 1000;
export const SIGN_IN_SHORT_TRIES_PER_PERIOD = 40;
export const SIGN_IN_LONG_TRIES_PER_PERIOD = 5_000_000_000;
/** The most a persistent guesser may win one address's sign-in in a period: one in a million. */
export const SIGN_IN_MAX_GUESS_ODDS = 1 / 1_000_000;

/** Wrong tries an address's codes have had or may still have in the period, by code length. */
export type TriesInPeriod = { short: number; long: number };

/**
 * How long the next code for an address is, given its tries in the guess period: short while the
 * short budget has room for a whole code's tries, long while the long budget has; null when
 * neither has (no code is sent; a figure no guesser reaches in practice, see the docs).
 */
export function signInCodeLength(
  tries: TriesInPeriod,
  limits: GuessLimits = SIGN_IN_GUESS_LIMITS,
): number | null {
  if (tries.short + limits.attemptsPerCode <= limits.shortTriesPerPeriod) return limits.codeLength;
  if (tries.long + limits.attemptsPerCode <= limits.longTriesPerPeriod) {
    return limits.longCodeLength;
  }
  return null;
}

type GuessLimits = {
  codeLength: number;
  longCodeLength: number;
  attemptsPerCode: number;
  shortTriesPerPeriod: number;
  longTriesPerPeriod: number;
};

type GuessOdds = {
  /** The chance the short codes' tries find one: shortTriesPerPeriod / 10^codeLength. */
  shortOdds: number;
  /** The chance the long codes' tries find one: longTriesPerPeriod / 10^longCodeLength. */
  longOdds: number;
  /** Both: the most a guesser wins one address's sign-in in one period. */
  odds: number;
};

/**
 * A guesser's chances against one address in one period under these limits. Each try is at one
 * code of `10^length` equally likely ones, so n tries win with odds at most n / 10^length.
 */
export function guessOdds(limits: GuessLimits): GuessOdds {
  const shortOdds = limits.shortTriesPerPeriod / 10 ** limits.codeLength;
  const longOdds = limits.longTriesPerPeriod / 10 ** limits.longCodeLength;
  return { shortOdds, longOdds, odds: shortOdds + longOdds };
}

/** The limits this module sets, for the code, the bound's test and the docs. */
export const SIGN_IN_GUESS_LIMITS: GuessLimits = {
  codeLength: SIGN_IN_CODE_LENGTH,
  longCodeLength: SIGN_IN_LONG_CODE_LENGTH,
  attemptsPerCode: SIGN_IN_MAX_ATTEMPTS,
  shortTriesPerPeriod: SIGN_IN_SHORT_TRIES_PER_PERIOD,
  longTriesPerPeriod: SIGN_IN_LONG_TRIES_PER_PERIOD,
};

/** A signed-in session lasts this long from sign-in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const SIGN_IN_MESSAGES = {
  email: "Please enter a valid email address",
  code: `Enter the ${SIGN_IN_CODE_LENGTH}-digit code we emailed you (or all ${SIGN_IN_LONG_CODE_LENGTH} digits of a longer one)`,
  "no-code": "That code has expired. Please ask for a new one.",
  expired: "That code has expired. Please ask for a new one.",
  "too-many-attempts": "Too many tries with that code. Please ask for a new one.",
  "wrong-code": "That code is not right. Please check the email and try again.",
  "email-limit": "We have sent several codes to that address. Please wait a few minutes.",
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, SIGN_IN_MESSAGES.email)
  .pipe(z.email({ error: SIGN_IN_MESSAGES.email }));

export const requestCodeSchema = z.object({ email });
export type RequestCode = z.infer<typeof requestCodeSchema>;

/**
 * A code as people paste it: "8271 3645", "8271-3645" or with a stray space at either end. Only
 * spaces and dashes go; anything else stays and fails the digits check.
 */
const CODE_SEPARATORS = /[\s\-\u2010-\u2015]/g;

export const verifyCodeSchema = z.object({
  email,
  code: z
    .string()
    .transform((code) => code.replace(CODE_SEPARATORS, ""))
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^(\\d{${SIGN_IN_CODE_LENGTH}}|\\d{${SIGN_IN_LONG_CODE_LENGTH}})$`),
          SIGN_IN_MESSAGES.code,
        ),
    ),
  /** The browser's favourites, merged into the watchlist on sign-in. */
  favourites: z.array(z.number().int().positive().max(MAX_ROW_ID)).max(100).default([]),
});
export type VerifyCode = z.infer<typeof verifyCodeSchema>;

/** The stored code a check reads: when it lapses and how many wrong tries it has had. */
type StoredCode = { expiresAt: Date; attempts: number; consumedAt: Date | null };

export type CodeCheck =
  { ok: true } | { ok: false; reason: "no-code" | "expired" | "too-many-attempts" | "wrong-code" };

/**
 * Whether a code sent now signs in: a used or missing code, one past its 10 minutes or one
 * that has had its 5 tries is refused before the code is even compared.
 */
export function checkCode(stored: StoredCode | null, isMatch: boolean, now: Date): CodeCheck {
  if (!stored || stored.consumedAt) return { ok: false, reason: "no-code" };
  if (now.getTime() >= stored.expiresAt.getTime()) return { ok: false, reason: "expired" };
  if (stored.attempts >= SIGN_IN_MAX_ATTEMPTS) return { ok: false, reason: "too-many-attempts" };
  return isMatch ? { ok: true } : { ok: false, reason: "wrong-code" };
}

const carIds = z.array(z.number().int().positive().max(MAX_ROW_ID)).max(100);

/** A signed-in shopper's watchlist as the browser has it, and the saved-car alerts choice. */
export const watchlistInputSchema = z.object({ ids: carIds, alerts: z.boolean().optional() });
export type WatchlistInput = z.infer<typeof watchlistInputSchema>;
