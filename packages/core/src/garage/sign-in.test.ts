import { describe, expect, it } from "vitest";
import {
  SIGN_IN_CODE_TTL_MS,
  SIGN_IN_MAX_ATTEMPTS,
  checkCode,
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
    for (const code of ["12345", "1234567", "12a456", ""]) {
      expect(verifyCodeSchema.safeParse({ email: "jo@example.com", code }).success).toBe(false);
    }
    expect(
      verifyCodeSchema.safeParse({ email: "jo@example.com", code: "123456", favourites: [-1] })
        .success,
    ).toBe(false);
  });
});
