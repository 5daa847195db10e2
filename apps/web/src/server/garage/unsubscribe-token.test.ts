import { describe, expect, it } from "vitest";
import { isUnsubscribeToken, unsubscribePath, unsubscribeToken } from "./unsubscribe-token.ts";

const SECRET = "s".repeat(43);
const USER = "4f9d6a58-2f43-4a53-9d26-7bd3f6f0a001";

describe("unsubscribe tokens", () => {
  it("accept the token made for the site and user", () => {
    expect(isUnsubscribeToken(SECRET, 7, USER, unsubscribeToken(SECRET, 7, USER))).toBe(true);
  });

  it("refuse it for another site, another user, another secret, or altered", () => {
    const token = unsubscribeToken(SECRET, 7, USER);
    expect(isUnsubscribeToken(SECRET, 8, USER, token)).toBe(false);
    expect(isUnsubscribeToken(SECRET, 7, USER.replace("a001", "a002"), token)).toBe(false);
    expect(isUnsubscribeToken("t".repeat(43), 7, USER, token)).toBe(false);
    expect(isUnsubscribeToken(SECRET, 7, USER, `${token.slice(0, -1)}x`)).toBe(false);
    expect(isUnsubscribeToken(SECRET, 7, USER, "")).toBe(false);
  });

  it("go in a link with the user and the token", () => {
    const path = unsubscribePath(SECRET, 7, USER);
    const url = new URL(path, "https://example.test");
    expect(url.pathname).toBe("/api/garage/unsubscribe");
    expect(url.searchParams.get("u")).toBe(USER);
    expect(url.searchParams.get("t")).toBe(unsubscribeToken(SECRET, 7, USER));
  });
});
