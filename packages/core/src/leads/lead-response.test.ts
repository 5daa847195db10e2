import { describe, expect, it } from "vitest";
import {
  decideOverdue,
  formatDuration,
  median,
  overdueBefore,
  responseTimeMs,
  type LeadTiming,
} from "./lead-response.ts";

const made = new Date("2026-03-02T09:00:00Z");
const minutes = (n: number) => new Date(made.getTime() + n * 60_000);
const lead = (extra: Partial<LeadTiming> = {}): LeadTiming => ({
  status: "new",
  isFormCompleted: true,
  createdAt: made,
  firstContactedAt: null,
  ...extra,
});

describe("decideOverdue", () => {
  it("is not overdue exactly at the target, and overdue a moment after", () => {
    expect(decideOverdue(lead(), 120, minutes(120))).toEqual({
      isOverdue: false,
      reason: "within-target",
    });
    expect(decideOverdue(lead(), 120, new Date(minutes(120).getTime() + 1))).toEqual({
      isOverdue: true,
      overdueByMs: 1,
    });
  });

  it("follows the site's target, not a fixed one", () => {
    expect(decideOverdue(lead(), 30, minutes(31))).toEqual({
      isOverdue: true,
      overdueByMs: 60_000,
    });
    expect(decideOverdue(lead(), 60, minutes(31)).isOverdue).toBe(false);
  });

  it("is never overdue once the shopper was contacted, or once the lead is closed", () => {
    expect(decideOverdue(lead({ firstContactedAt: minutes(500) }), 120, minutes(600))).toEqual({
      isOverdue: false,
      reason: "answered",
    });
    expect(decideOverdue(lead({ status: "lost" }), 120, minutes(600))).toEqual({
      isOverdue: false,
      reason: "closed",
    });
    expect(decideOverdue(lead({ status: "sold" }), 120, minutes(600)).isOverdue).toBe(false);
  });

  it("is still overdue when only the status moved on: a status change is not contact", () => {
    for (const status of ["contacted", "appointment"]) {
      expect(decideOverdue(lead({ status }), 120, minutes(121))).toEqual({
        isOverdue: true,
        overdueByMs: 60_000,
      });
    }
  });

  it("leaves a multi-step form part-way alone", () => {
    expect(decideOverdue(lead({ isFormCompleted: false }), 120, minutes(600))).toEqual({
      isOverdue: false,
      reason: "incomplete",
    });
  });

  it("overdueBefore is the creation time that is exactly at the target now", () => {
    expect(overdueBefore(120, minutes(120))).toEqual(made);
  });
});

describe("responseTimeMs", () => {
  it("is the wait until the first answer, and null while there is none", () => {
    expect(responseTimeMs(lead({ firstContactedAt: minutes(45) }))).toBe(45 * 60_000);
    expect(responseTimeMs(lead())).toBeNull();
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the middle two, whatever the order", () => {
    expect(median([])).toBeNull();
    expect(median([7])).toBe(7);
    expect(median([9, 1, 5])).toBe(5);
    expect(median([10, 2, 4, 8])).toBe(6);
  });
});

describe("formatDuration", () => {
  it("reads in minutes, hours and days", () => {
    expect(formatDuration(44 * 60_000)).toBe("44 min");
    expect(formatDuration(120 * 60_000)).toBe("2 h");
    expect(formatDuration(125 * 60_000)).toBe("2 h 5 min");
    expect(formatDuration(28 * 60 * 60_000)).toBe("1 d 4 h");
    expect(formatDuration(48 * 60 * 60_000)).toBe("2 d");
  });
});
