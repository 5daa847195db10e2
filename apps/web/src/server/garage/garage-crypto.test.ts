import { describe, expect, it } from "vitest";
import { SIGN_IN_CODE_LENGTH, SIGN_IN_LONG_CODE_LENGTH } from "@forecourt/core/garage/sign-in";
import { newSignInCode } from "./garage-crypto.ts";

describe("newSignInCode", () => {
  it("makes six digits unless asked", () => {
    expect(newSignInCode()).toMatch(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`));
  });

  it("makes a long code past randomInt's 2^48 range, every place a digit", () => {
    const codes = Array.from({ length: 200 }, () => newSignInCode(SIGN_IN_LONG_CODE_LENGTH));
    for (const code of codes)
      expect(code).toMatch(new RegExp(`^\\d{${SIGN_IN_LONG_CODE_LENGTH}}$`));
    // Every place takes more than one digit (a place stuck at 0 would be a shorter code).
    for (let place = 0; place < SIGN_IN_LONG_CODE_LENGTH; place++) {
      expect(new Set(codes.map((code) => code[place])).size).toBeGreaterThan(1);
    }
  });
});
