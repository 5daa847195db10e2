import { describe, expect, it } from "vitest";
import {
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_GUESS_LIMITS,
  SIGN_IN_LONG_CODE_LENGTH,
  SIGN_IN_MAX_ATTEMPTS,
  SIGN_IN_MAX_GUESS_ODDS,
  SIGN_IN_LONG_TRIES_PER_PERIOD,
  SIGN_IN_SHORT_TRIES_PER_PERIOD,
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
  it("normalise the email and read eight digits", () => {
    expect(requestCodeSchema.parse({ email: " Jo@Example.COM " })).toEqual({
      email: "jo@example.com",
    });
    expect(verifyCodeSchema.parse({ email: "jo@example.com", code: "01234567" })).toEqual({
      email: "jo@example.com",
      code: "01234567",
      favourites: [],
    });
  });

  it("read a code as people paste it, with spaces or dashes between its digits", () => {
    for (const code of ["0123 4567", "0123-4567", " 01 23 45 67 ", "0123\u20134567"]) {
      expect(verifyCodeSchema.parse({ email: "jo@example.com", code }).code).toBe("01234567");
    }
    expect(
      verifyCodeSchema.parse({ email: "jo@example.com", code: "1234 5678 9012 3456" }).code,
    ).toBe("1234567890123456");
    for (const code of ["0123.4567", "0123 456", "0123_4567"]) {
      expect(verifyCodeSchema.safeParse({ email: "jo@example.com", code }).success).toBe(false);
    }
  });

  it("refuse a bad email, a short or non-numeric code and bad favourites", () => {
    expect(requestCodeSchema.safeParse({ email: "jo" }).success).toBe(false);
    for (const code of [
      "123456",
      "1234567",
      "123456789",
      "12a45678",
      "",
      "1".repeat(SIGN_IN_LONG_CODE_LENGTH + 1),
    ]) {
      expect(verifyCodeSchema.safeParse({ email: "jo@example.com", code }).success).toBe(false);
    }
    expect(
      verifyCodeSchema.safeParse({ email: "jo@example.com", code: "12345678", favourites: [-1] })
        .success,
    ).toBe(false);
  });
});

describe("the guessing bound", () => {
  it("keeps a guesser with any number of clients and browsers under one in a million a year", () => {
    const odds = guessOdds(SIGN_IN_GUESS_LIMITS);
    expect(SIGN_IN_MAX_GUESS_ODDS).toBe(1e-6);
    expect(odds.shortOdds).toBeCloseTo(SIGN_IN_SHORT_TRIES_PER_PERIOD / 10 ** SIGN_IN_CODE_LENGTH);
    expect(odds.longOdds).toBeCloseTo(
      SIGN_IN_LONG_TRIES_PER_PERIOD / 10 ** SIGN_IN_LONG_CODE_LENGTH,
    );
    expect(odds.odds).toBeLessThan(SIGN_IN_MAX_GUESS_ODDS);
  });

  it("fails when a limit is raised past the bound", () => {
    const sixDigits = { ...SIGN_IN_GUESS_LIMITS, codeLength: 6 };
    expect(guessOdds(sixDigits).odds).toBeGreaterThan(SIGN_IN_MAX_GUESS_ODDS);
    const moreTries = { ...SIGN_IN_GUESS_LIMITS, shortTriesPerPeriod: 100 };
    expect(guessOdds(moreTries).odds).toBeGreaterThan(SIGN_IN_MAX_GUESS_ODDS);
    const shorter = { ...SIGN_IN_GUESS_LIMITS, longCodeLength: 15 };
    expect(guessOdds(shorter).odds).toBeGreaterThan(SIGN_IN_MAX_GUESS_ODDS);
  });

  it("sends short codes while their budget has room for a whole code's tries, long ones after", () => {
    const room = SIGN_IN_SHORT_TRIES_PER_PERIOD - SIGN_IN_MAX_ATTEMPTS;
    expect(signInCodeLength({ short: 0, long: 0 })).toBe(SIGN_IN_CODE_LENGTH);
    expect(signInCodeLength({ short: room, long: 0 })).toBe(SIGN_IN_CODE_LENGTH);
    expect(signInCodeLength({ short: room + 1, long: 0 })).toBe(SIGN_IN_LONG_CODE_LENGTH);
    const longRoom = SIGN_IN_LONG_TRIES_PER_PERIOD - SIGN_IN_MAX_ATTEMPTS;
    expect(signInCodeLength({ short: room + 1, long: longRoom })).toBe(SIGN_IN_LONG_CODE_LENGTH);
    expect(signInCodeLength({ short: room + 1, long: longRoom + 1 })).toBeNull();
  });

  it("reads a long code too", () => {
    const code = "0".repeat(SIGN_IN_LONG_CODE_LENGTH);
    expect(verifyCodeSchema.parse({ email: "jo@example.com", code }).code).toBe(code);
  });
});
