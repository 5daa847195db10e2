import { describe, expect, it } from "vitest";
import { readSignInRequest, safeRedirect, signInHref } from "./sign-in-link.ts";

const fallbacks = { garage: "/my-garage", finance: "/finance" };

describe("safeRedirect", () => {
  it("keeps a path on this site, with its query and anchor", () => {
    expect(safeRedirect("/finance?car_id=3#finance-form", "/")).toBe(
      "/finance?car_id=3#finance-form",
    );
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["another host", "https://evil.test/"],
    ["protocol-relative", "//evil.test/"],
    ["backslash", "/\\evil.test"],
    ["a scheme", "javascript:alert(1)"],
    ["relative", "finance"],
    ["whitespace", "/ /evil.test"],
  ])("falls back when %s", (_, raw) => {
    expect(safeRedirect(raw, "/fallback")).toBe("/fallback");
  });
});

describe("readSignInRequest", () => {
  it("reads a finance sign-in and its redirect", () => {
    expect(readSignInRequest({ type: "finance", redirect: "/apply" }, fallbacks)).toEqual({
      type: "finance",
      redirect: "/apply",
    });
  });

  it("sends each type to its own page when no redirect is usable", () => {
    expect(readSignInRequest({ type: "finance", redirect: "//x.test" }, fallbacks)).toEqual({
      type: "finance",
      redirect: "/finance",
    });
    expect(readSignInRequest({}, fallbacks)).toEqual({ type: "garage", redirect: "/my-garage" });
  });

  it("takes an unknown type as the garage's, and the first of repeated values", () => {
    expect(readSignInRequest({ type: ["loans", "finance"] }, fallbacks).type).toBe("garage");
    expect(readSignInRequest({ type: ["finance", "garage"] }, fallbacks).type).toBe("finance");
  });
});

describe("signInHref", () => {
  it("builds the sign-in route with the type and an encoded redirect", () => {
    expect(signInHref("finance", "/finance#finance-form")).toBe(
      "/sign-in?type=finance&redirect=%2Ffinance%23finance-form",
    );
    const url = new URL(signInHref("finance", "/finance?a=1&b=2"), "https://x.test");
    expect(url.searchParams.get("redirect")).toBe("/finance?a=1&b=2");
  });
});
