import { describe, expect, it } from "vitest";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_GUESS_LIMITS,
  SIGN_IN_LONG_CODE_LENGTH,
  SIGN_IN_MAX_ATTEMPTS,
  SIGN_IN_MAX_GUESS_ODDS,
  SIGN_IN_SHORT_CODES_PER_PERIOD,
  checkCode,
  guessOdds,
  signInCodeLength,
  requestCodeSchema,
  verifyCodeSchema,
} from "./sign-in.ts";

const NOW = new Date("2026-11-22T12:00:00Z");
const fresh = {
  expiresAt: new Date(NOW.getTime() + SIGN_IN_CODE_TTL_MS),
  attempts: 0,
  consumedAt: null,
};

describe("checkCode", () => {
  it("accepts the right code within its time and tries", () => {
    expect(checkCode(fresh, true, NOW)).toEqual({ ok: true });
    expect(checkCode({ ...fresh, attempts: SIGN_IN_MAX_ATTEMPTS - 1 }, true, NOW)).toEqual({
      ok: true,
    });
  });

  it("refuses a wrong code", () => {
    expect(checkCode(fresh, false, NOW)).toEqual({ ok: false, reason: "wrong-code" });
  });

  it("refuses at the 10-minute mark, even the right code", () => {
    const lapse = new Date(fresh.expiresAt.getTime());
    expect(checkCode(fresh, true, lapse)).toEqual({ ok: false, reason: "expired" });
    expect(checkCode(fresh, true, new Date(lapse.getTime() - 1))).toEqual({ ok: true });
  });

  it(`refuses after ${SIGN_IN_MAX_ATTEMPTS} tries, even the right code`, () => {
    expect(checkCode({ ...fresh, attempts: SIGN_IN_MAX_ATTEMPTS }, true, NOW)).toEqual({
      ok: false,
      reason: "too-many-attempts",
    });
  });

  it("refuses a used code and no code", () => {
    expect(checkCode({ ...fresh, consumedAt: NOW }, true, NOW)).toEqual({
      ok: false,
      reason: "no-code",
    });
    expect(checkCode(null, true, NOW)).toEqual({ ok: false, reason: "no-code" });
  });
});

describe("sign-in schemas", () => {
  it("normalise the email and read six digits", () => {
    expect(requestCodeSchema.parse({ email: " Jo@Example.COM " })).toEqual({
      email: "jo@example.com",
    });
    expect(verifyCodeSchema.parse({ email: "jo@example.com", code: "012345" })).toEqual({
      email: "jo@example.com",
      code: "012345",
      favourites: [],
    });
  });

  it("refuse a bad email, a short or non-numeric code and bad favourites", () => {
    expect(requestCodeSchema.safeParse({ email: "jo" }).success).toBe(false);
    for (const code of [
      "12345",
      "1234567",
      "12a456",
      "",
      "1".repeat(SIGN_IN_LONG_CODE_LENGTH + 1),
    ]) {
      expect(verifyCodeSchema.safeParse({ email: "jo@example.com", code }).success).toBe(false);
    }
    expect(
      verifyCodeSchema.safeParse({ email: "jo@example.com", code: "123456", favourites: [-1] })
        .success,
    ).toBe(false);
  });
});

describe("the guessing bound", () => {
  it("keeps a guesser with any number of clients to the stated odds per address and period", () => {
    const odds = guessOdds(SIGN_IN_GUESS_LIMITS);
    expect(odds.shortGuesses).toBe(SIGN_IN_SHORT_CODES_PER_PERIOD * SIGN_IN_MAX_ATTEMPTS);
    expect(odds.shortOdds).toBeLessThanOrEqual(SIGN_IN_MAX_GUESS_ODDS);
  });

  it("leaves the long codes room for 10^10 tries in a period before the odds pass the bound", () => {
    // 10^10 tries in 30 days is 3,858 a second at one address for the whole month.
    expect(guessOdds(SIGN_IN_GUESS_LIMITS).longGuessesToBound).toBeGreaterThanOrEqual(1e10);
  });

  it("fails when a limit is raised past the bound", () => {
    const raised = { ...SIGN_IN_GUESS_LIMITS, attemptsPerCode: SIGN_IN_MAX_ATTEMPTS * 2 };
    expect(guessOdds(raised).shortOdds).toBeGreaterThan(SIGN_IN_MAX_GUESS_ODDS);
    expect(guessOdds(raised).longGuessesToBound).toBe(0);
    const shorter = { ...SIGN_IN_GUESS_LIMITS, longCodeLength: 8 };
    expect(guessOdds(shorter).longGuessesToBound).toBeLessThan(1e10);
  });

  it("sends short codes until the period's share is spent, long ones after", () => {
    expect(signInCodeLength(0)).toBe(SIGN_IN_CODE_LENGTH);
    expect(signInCodeLength(SIGN_IN_SHORT_CODES_PER_PERIOD - 1)).toBe(SIGN_IN_CODE_LENGTH);
    expect(signInCodeLength(SIGN_IN_SHORT_CODES_PER_PERIOD)).toBe(SIGN_IN_LONG_CODE_LENGTH);
  });

  it("reads a long code too", () => {
    const code = "0".repeat(SIGN_IN_LONG_CODE_LENGTH);
    expect(verifyCodeSchema.parse({ email: "jo@example.com", code }).code).toBe(code);
  });
});
