import { describe, expect, it } from "vitest";
import { nextRollupDelay, ROLLUP_CHECK_MS } from "./analytics-rollup.ts";

const MINUTE = 60_000;
const at = (time: string) => Date.parse(`2026-11-20T${time}Z`);

describe("nextRollupDelay", () => {
  it("runs a minute past each hour, so today's rollup reaches its last whole hour", () => {
    expect(nextRollupDelay(at("10:30:00"), ROLLUP_CHECK_MS)).toBe(31 * MINUTE);
    expect(nextRollupDelay(at("10:00:30"), ROLLUP_CHECK_MS)).toBe(30_000);
    expect(nextRollupDelay(at("10:01:00"), ROLLUP_CHECK_MS)).toBe(60 * MINUTE);
    expect(nextRollupDelay(at("10:59:59"), ROLLUP_CHECK_MS)).toBe(MINUTE + 1_000);
  });
});
