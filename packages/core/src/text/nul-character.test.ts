import { describe, expect, it } from "vitest";
import { hasNul, NUL, withoutNul } from "./nul-character.ts";

describe("the NUL rule", () => {
  it("finds a NUL character anywhere, and only that character", () => {
    expect(NUL).toBe(String.fromCharCode(0));
    for (const text of ["\u0000", "a\u0000", "\u0000b", "a\u0000\u0000b"]) {
      expect(hasNul(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["", "abc", "\\u0000", "\\0", "%00", "\u0001", "\u2400", "0"]) {
      expect(hasNul(text), JSON.stringify(text)).toBe(false);
    }
  });

  it("removes every NUL character and nothing else", () => {
    expect(withoutNul("\u0000a\u0000\u0000b\u0000")).toBe("ab");
    expect(withoutNul("\u0000")).toBe("");
    expect(withoutNul("a\u0001b\\u0000")).toBe("a\u0001b\\u0000");
  });
});
