import { describe, expect, it } from "vitest";
import { isRowId, MAX_ROW_ID, parseRowId, rowIdField, rowIdOf } from "./row-id.ts";

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

describe("isRowId and rowIdOf", () => {
  it("take a whole number from 1 to the largest row id, as a number or as parseRowId's text", () => {
    expect(isRowId(1)).toBe(true);
    expect(isRowId(MAX_ROW_ID)).toBe(true);
    for (const value of [0, -1, 1.5, MAX_ROW_ID + 1, Number.NaN, Infinity, "12", null]) {
      expect(isRowId(value), String(value)).toBe(false);
    }
    expect(rowIdOf(12)).toBe(12);
    expect(rowIdOf("12")).toBe(12);
    expect(rowIdOf(MAX_ROW_ID + 1)).toBeNull();
    expect(rowIdOf("2147483648")).toBeNull();
    expect(rowIdOf(undefined)).toBeNull();
  });

  it("rowIdField parses with the same rule and says the caller's words otherwise", () => {
    const field = rowIdField("Choose a site.");
    expect(field.parse("7")).toBe(7);
    expect(field.parse(7)).toBe(7);
    const refused = field.safeParse("2147483648");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Choose a site.");
  });
});
