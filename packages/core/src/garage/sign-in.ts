import { z } from "zod";
import { SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH } from "./sign-in-code-length.ts";

/** Spec §6 sign-in by emailed code, with the limits the issue sets. */
export { SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH };
export const SIGN_IN_CODE_TTL_MS = 10 * 60 * 1000;
export const SIGN_IN_MAX_ATTEMPTS = 5;
/**
 * Codes one address may be sent per window at one client's request (the garage), or in all
 * (the console). Counted per client in the garage, so a stranger asking for someone else's
 * address never uses up the owner's own requests.
 */
export const SIGN_IN_CODES_PER_EMAIL = 3;
export const SIGN_IN_EMAIL_WINDOW_MS = 15 * 60 * 1000;

/**
 * The guessing bound (docs/architecture.md, "Sign-in by emailed code"). Per-client limits stop
 * no one with many clients, so across all clients an address gets at most this many
 * `SIGN_IN_CODE_LENGTH`-digit codes per `SIGN_IN_GUESS_PERIOD_MS`; every code after those is
 * `SIGN_IN_LONG_CODE_LENGTH` digits, so the owner still signs in while the short codes'
 * guesses are spent.
 */
export const SIGN_IN_SHORT_CODES_PER_PERIOD = 18;
export const SIGN_IN_GUESS_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;
/** The most a persistent guesser may win one address's sign-in in a period. */
export const SIGN_IN_MAX_GUESS_ODDS = 1 / 10_000;

/** How long the next code for an address is, given its codes so far in the guess period. */
export function signInCodeLength(codesInPeriod: number): number {
  return codesInPeriod < SIGN_IN_SHORT_CODES_PER_PERIOD
    ? SIGN_IN_CODE_LENGTH
    : SIGN_IN_LONG_CODE_LENGTH;
}

export type GuessLimits = {
  codeLength: number;
  attemptsPerCode: number;
  shortCodesPerPeriod: number;
  longCodeLength: number;
};

export type GuessOdds = {
  /** Tries an unlimited number of clients get at short codes per address and period. */
  shortGuesses: number;
  /** The chance those tries find one short code: shortGuesses / 10^codeLength. */
  shortOdds: number;
  /** The chance one try finds a long code: 1 / 10^longCodeLength. */
  longOddsPerGuess: number;
  /** Tries at long codes in one period it would take to pass `maxOdds` in all. */
  longGuessesToBound: number;
};

/**
 * A guesser's chances against one address in one period under these limits. Each try is at one
 * code of `10^length` equally likely ones, so n tries win with odds at most n / 10^length.
 */
export function guessOdds(limits: GuessLimits, maxOdds = SIGN_IN_MAX_GUESS_ODDS): GuessOdds {
  const shortGuesses = limits.shortCodesPerPeriod * limits.attemptsPerCode;
  const shortOdds = shortGuesses / 10 ** limits.codeLength;
  const longOddsPerGuess = 1 / 10 ** limits.longCodeLength;
  return {
    shortGuesses,
    shortOdds,
    longOddsPerGuess,
    longGuessesToBound: Math.max(0, maxOdds - shortOdds) / longOddsPerGuess,
  };
}

/** The limits this module sets, for the bound's test and the docs. */
export const SIGN_IN_GUESS_LIMITS: GuessLimits = {
  codeLength: SIGN_IN_CODE_LENGTH,
  attemptsPerCode: SIGN_IN_MAX_ATTEMPTS,
  shortCodesPerPeriod: SIGN_IN_SHORT_CODES_PER_PERIOD,
  longCodeLength: SIGN_IN_LONG_CODE_LENGTH,
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

export const verifyCodeSchema = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(
      new RegExp(`^(\\d{${SIGN_IN_CODE_LENGTH}}|\\d{${SIGN_IN_LONG_CODE_LENGTH}})$`),
      SIGN_IN_MESSAGES.code,
    ),
  /** The browser's favourites, merged into the watchlist on sign-in. */
  favourites: z.array(z.number().int().positive().max(2_147_483_647)).max(100).default([]),
});
export type VerifyCode = z.infer<typeof verifyCodeSchema>;

/** The stored code a check reads: when it lapses and how many wrong tries it has had. */
export type StoredCode = { expiresAt: Date; attempts: number; consumedAt: Date | null };

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

const carIds = z.array(z.number().int().positive().max(2_147_483_647)).max(100);

/** A signed-in shopper's watchlist as the browser has it, and the saved-car alerts choice. */
export const watchlistInputSchema = z.object({ ids: carIds, alerts: z.boolean().optional() });
export type WatchlistInput = z.infer<typeof watchlistInputSchema>;
