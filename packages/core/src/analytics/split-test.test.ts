import { describe, expect, it } from "vitest";
import {
  assignVariant,
  drawVariant,
  runningSplitTest,
  readVariant,
  variantCookieValue,
  variantRoutePath,
} from "./split-test.ts";

const test = { name: "home-hero", variants: ["a", "b"] };

describe("split test", () => {
  it("keeps a valid cookie's variant", () => {
    expect(assignVariant("home-hero.b", test, 0)).toEqual({
      name: "home-hero",
      variant: "b",
      isNew: false,
    });
  });

  it("draws anew for no cookie, another experiment or a variant no longer offered", () => {
    for (const cookie of [null, "", "other.a", "home-hero.c", "home-hero", ".a"]) {
      expect(assignVariant(cookie, test, 0.75)).toEqual({
        name: "home-hero",
        variant: "b",
        isNew: true,
      });
    }
  });

  it("splits evenly", () => {
    const three = { name: "x", variants: ["a", "b", "c"] };
    const counts = { a: 0, b: 0, c: 0 } as Record<string, number>;
    for (let i = 0; i < 300; i++) counts[drawVariant(three, i / 300).variant]!++;
    expect(counts).toEqual({ a: 100, b: 100, c: 100 });
    expect(drawVariant(three, 0.999999).variant).toBe("c");
  });

  it("round-trips the cookie value", () => {
    expect(readVariant(variantCookieValue({ name: "home-hero", variant: "a" }), test)).toEqual({
      name: "home-hero",
      variant: "a",
    });
  });

  it("routes only the home page to the variant's own path", () => {
    const b = { name: "home-hero", variant: "b" };
    expect(variantRoutePath("/", b)).toBe("/~v/b");
    expect(variantRoutePath("", b)).toBe("/~v/b");
    expect(variantRoutePath("/cars/1", b)).toBe("/cars/1");
    expect(variantRoutePath("/", null)).toBe("/");
  });
});

describe("split test shares and stopping", () => {
  const test = { name: "hero", variants: ["a", "b", "c"], shares: { a: 20, b: 30, c: 50 } };

  it("draws by the shares: each variant takes its slice of [0, 1) in order", () => {
    expect(drawVariant(test, 0).variant).toBe("a");
    expect(drawVariant(test, 0.1999).variant).toBe("a");
    expect(drawVariant(test, 0.2).variant).toBe("b");
    expect(drawVariant(test, 0.4999).variant).toBe("b");
    expect(drawVariant(test, 0.5).variant).toBe("c");
    expect(drawVariant(test, 0.9999).variant).toBe("c");
  });

  it("draws evenly without shares", () => {
    const even = { name: "hero", variants: ["a", "b"] };
    expect(drawVariant(even, 0.49).variant).toBe("a");
    expect(drawVariant(even, 0.5).variant).toBe("b");
  });

  it("runs a test only while it is running", () => {
    expect(runningSplitTest({ ...test, isRunning: false })).toBeNull();
    expect(runningSplitTest(undefined)).toBeNull();
    expect(runningSplitTest({ ...test, isRunning: true })).toEqual(test);
  });
});
