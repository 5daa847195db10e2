import { describe, expect, it } from "vitest";
import { consoleVerifyCodeSchema } from "./console-sign-in.ts";

describe("consoleVerifyCodeSchema", () => {
  it("takes an address and a six-digit code and nothing of the garage's watchlist", () => {
    expect(
      consoleVerifyCodeSchema.parse({ email: "A@B.co", code: " 012345 ", favourites: [1] }),
    ).toEqual({
      email: "a@b.co",
      code: "012345",
    });
  });

  it("refuses a code of the wrong length", () => {
    expect(consoleVerifyCodeSchema.safeParse({ email: "a@b.co", code: "12345" }).success).toBe(
      false,
    );
  });
});
