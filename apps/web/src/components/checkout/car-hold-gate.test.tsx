import { describe, expect, it } from "vitest";
import { parseHoldAnswer } from "./car-hold-gate.tsx";
import { holdDuration } from "./reservation-summary.tsx";

describe("parseHoldAnswer", () => {
  it("reads a hold and when it ends", () => {
    expect(parseHoldAnswer({ is_held: true, held_until: "2026-01-01T10:30:00.000Z" })).toEqual({
      isHeld: true,
      until: new Date("2026-01-01T10:30:00.000Z"),
    });
    expect(parseHoldAnswer({ is_held: true, held_until: "soon" })).toEqual({
      isHeld: true,
      until: null,
    });
  });

  it("counts anything else as no hold: the server still refuses a held car", () => {
    for (const body of [null, "x", {}, { is_held: "yes" }, { is_held: false }]) {
      expect(parseHoldAnswer(body)).toEqual({ isHeld: false });
    }
  });
});

describe("holdDuration", () => {
  it("says the site's hold in words", () => {
    expect(holdDuration(30)).toBe("30 minutes");
    expect(holdDuration(60)).toBe("1 hour");
    expect(holdDuration(90)).toBe("1 hour 30 minutes");
    expect(holdDuration(24 * 60)).toBe("24 hours");
  });
});
