import { describe, expect, it } from "vitest";
import { signedStaffUser, unsubscribeQuery } from "./weekly-report-link.ts";

const secret = "s".repeat(43);
const user = "4f9d6a58-2f43-4a53-9d26-7bd3f6f0a001";

describe("the weekly report's unsubscribe link", () => {
  it("names its user when signed with the secret, and nobody otherwise", () => {
    const query = new URLSearchParams(unsubscribeQuery(secret, user));
    expect(signedStaffUser(secret, { u: query.get("u"), t: query.get("t") })).toBe(user);
    const other = "4f9d6a58-2f43-4a53-9d26-7bd3f6f0a002";
    expect(signedStaffUser(secret, { u: other, t: query.get("t") })).toBeNull();
    expect(signedStaffUser("x".repeat(43), { u: user, t: query.get("t") })).toBeNull();
    expect(signedStaffUser(secret, { u: user, t: "short" })).toBeNull();
    expect(signedStaffUser(secret, { u: null, t: null })).toBeNull();
  });
});
