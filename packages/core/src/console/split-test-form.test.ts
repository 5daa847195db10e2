import { describe, expect, it } from "vitest";
import { splitTestFormValues, splitTestPatchFromForm } from "./split-test-form.ts";

const form = (extra: Record<string, string> = {}) => ({
  name: "home-hero",
  "variants.0.name": "a",
  "variants.1.name": "b",
  ...extra,
});

describe("splitTestPatchFromForm", () => {
  it("starts a new test with its shares and heroes", () => {
    const planned = splitTestPatchFromForm(
      form({
        intent: "start",
        "variants.0.share": "70",
        "variants.1.share": "30",
        "variants.1.title": "Finance first",
      }),
      undefined,
    );
    expect(planned).toEqual({
      ok: true,
      patch: {
        experiments: {
          splitTest: {
            name: "home-hero",
            variants: ["a", "b"],
            shares: { a: 70, b: 30 },
            isRunning: true,
            homeHero: { b: { title: "Finance first" } },
          },
        },
      },
    });
  });

  it("says where the shares do not add up to 100, and a missing share", () => {
    const over = splitTestPatchFromForm(
      form({ "variants.0.share": "70", "variants.1.share": "40" }),
      undefined,
    );
    expect(over).toEqual({
      ok: false,
      errors: { "variants.0.share": "The variants' shares add up to 100 (they add up to 110)." },
    });
    const missing = splitTestPatchFromForm(form({ "variants.0.share": "70" }), undefined);
    expect(missing.ok || Object.keys(missing.errors)).toEqual(["variants.1.share"]);
  });

  it("needs two variants with slug names, each once", () => {
    const one = splitTestPatchFromForm({ name: "t", "variants.0.name": "a" }, undefined);
    expect(one).toEqual({
      ok: false,
      errors: { "variants.0.name": "A split test needs at least two variants." },
    });
    const bad = splitTestPatchFromForm(form({ "variants.1.name": "B B" }), undefined);
    expect(bad.ok || bad.errors["variants.1.name"]).toMatch(/lower case/);
  });

  it("stops a running test and drops what a removed variant had", () => {
    const stored = {
      name: "home-hero",
      variants: ["a", "b", "c"],
      shares: { a: 40, b: 30, c: 30 },
      isRunning: true,
      homeHero: { c: { title: "Old" } },
    };
    const planned = splitTestPatchFromForm(form({ intent: "stop" }), stored);
    expect(planned).toEqual({
      ok: true,
      patch: {
        experiments: {
          splitTest: {
            name: "home-hero",
            variants: ["a", "b"],
            shares: null,
            isRunning: false,
            homeHero: { c: null },
          },
        },
      },
    });
    expect(splitTestFormValues(stored)["variants.2.share"]).toBe("30");
  });

  it("removes the test", () => {
    expect(splitTestPatchFromForm({ intent: "remove" }, undefined)).toEqual({
      ok: true,
      patch: { experiments: { splitTest: null } },
    });
  });
});
