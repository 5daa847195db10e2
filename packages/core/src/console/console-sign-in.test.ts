import { describe, expect, it } from "vitest";
import { consoleVerifyCodeSchema } from "./console-sign-in.ts";

describe("consoleVerifyCodeSchema", () => {
  it("takes an address and an eight-digit code and nothing of the garage's watchlist", () => {
    expect(
      consoleVerifyCodeSchema.parse({ email: "A@B.co", code: " 01234567 ", favourites: [1] }),
    ).toEqual({
      email: "a@b.co",
      code: "01234567",
    });
  });

  it("takes the code as people paste it: '8271 3645' or '8271-3645' signs in", () => {
    for (const code of ["8271 3645", "8271-3645"]) {
      expect(consoleVerifyCodeSchema.parse({ email: "a@b.co", code }).code).toBe("82713645");
    }
  });

  it("refuses a code of the wrong length", () => {
    for (const code of ["12345", "123456", "1234 567"]) {
      expect(consoleVerifyCodeSchema.safeParse({ email: "a@b.co", code }).success).toBe(false);
    }
  });
});
