import { describe, expect, it } from "vitest";
import { MAX_ROW_ID, parseRowId } from "./row-id.ts";

describe("parseRowId", () => {
  it("reads a row id up to the largest a serial column holds", () => {
    expect(parseRowId("12")).toBe(12);
    expect(parseRowId(String(MAX_ROW_ID))).toBe(2_147_483_647);
  });

  it("reads nothing else: past the largest, zero, signs, decimals, suffixes, leading zeros, non-text", () => {
    for (const text of [
      "9999999999",
      "2147483648",
      "0",
      "-1",
      "+1",
      "1.5",
      "1e3",
      "12.json",
      "012",
      " 1",
      "",
      null,
      12,
    ]) {
      expect(parseRowId(text), String(text)).toBeNull();
    }
  });
});
