import { describe, expect, it } from "vitest";
import { isSecretMarker, secretMarker } from "./secret-marker.ts";

describe("secretMarker", () => {
  it("shows a long secret as set with its last four characters", () => {
    expect(secretMarker("sk_test_51Habcdefghijklmnop1234")).toEqual({ set: true, last4: "1234" });
  });

  it("shows none of a short secret", () => {
    expect(secretMarker("demo_key")).toEqual({ set: true, last4: null });
    expect(secretMarker("0123456789abcde")).toEqual({ set: true, last4: null });
    expect(secretMarker("0123456789abcdef")).toEqual({ set: true, last4: "cdef" });
  });

  it("is null when nothing is set", () => {
    expect(secretMarker(null)).toBeNull();
    expect(secretMarker(undefined)).toBeNull();
    expect(secretMarker("  ")).toBeNull();
  });
});

describe("isSecretMarker", () => {
  it("knows a marker sent back from a value", () => {
    expect(isSecretMarker({ set: true, last4: "1234" })).toBe(true);
    expect(isSecretMarker({ set: true })).toBe(true);
    expect(isSecretMarker("sk_live_x")).toBe(false);
    expect(isSecretMarker({ set: true, value: "x" })).toBe(false);
    expect(isSecretMarker(null)).toBe(false);
  });
});
