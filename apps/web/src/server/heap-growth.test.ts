import { describe, expect, it } from "vitest";
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from "./heap-growth.ts";

describe("heapGrowthFlag", () => {
  it("limits the old generation's growth when the command line says nothing of it", () => {
    expect(heapGrowthFlag([])).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(["--max-old-space-size=2048"])).toBe(
      `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
    );
  });

  it("leaves a value given on the command line alone", () => {
    expect(heapGrowthFlag(["--heap-growing-percent=100"])).toBeNull();
    expect(heapGrowthFlag(["--heap_growing_percent=30"])).toBeNull();
    expect(heapGrowthFlag(["--heap-growing-percent", "30"])).toBeNull();
  });
});
