import { describe, expect, it } from "vitest";
import { formulaCellReason, formulaStart } from "./formula-cells.ts";

describe("formulaStart", () => {
  it.each([
    ['=HYPERLINK("http://x")', "="],
    ["@SUM(A1)", "@"],
    ["+cmd|' /C calc'!A0", "+"],
    ["-2+3+cmd|' /C calc'!A0", "-"],
    ["\t=1", "a tab"],
  ])("%j starts like a formula", (value, start) => {
    expect(formulaStart(value)).toBe(start);
  });

  it.each(["Toyota", "- Bluetooth", "+ towbar", "-5", "+10", "12,990", "", "-", "a=b"])(
    "%j is text",
    (value) => {
      expect(formulaStart(value)).toBeNull();
    },
  );
});

describe("formulaCellReason", () => {
  it("names the field, including a list item", () => {
    expect(formulaCellReason({ make: "Mazda", colour: "=1+1" })).toMatch(/^colour starts with "="/);
    expect(formulaCellReason({ images: ["https://x/a.jpg", "@x"] })).toMatch(/^images starts/);
    expect(formulaCellReason({ make: "Mazda", km: -1, description: "- one\n- two" })).toBeNull();
  });
});
