import { describe, expect, it } from "vitest";
import { isSameSecret } from "./same-secret.ts";

describe("isSameSecret", () => {
  it("is true for the same value, as text or bytes", () => {
    expect(isSameSecret("s3cret-token", "s3cret-token")).toBe(true);
    expect(isSameSecret(Buffer.from("ab01", "hex"), Buffer.from("ab01", "hex"))).toBe(true);
  });

  it("is false for another value, a prefix, a longer value and the empty string", () => {
    for (const given of ["s3cret-tokem", "s3cret", "s3cret-token!", ""]) {
      expect(isSameSecret(given, "s3cret-token")).toBe(false);
    }
  });
});
