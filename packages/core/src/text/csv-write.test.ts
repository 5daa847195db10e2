import { describe, expect, it } from "vitest";
import { csvCell, csvLine } from "./csv-write.ts";

describe("csvCell", () => {
  it("puts a quote before text a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell("+61 400 000 000")).toBe("'+61 400 000 000");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    // A leading tab reads as a space, which the formula rule still sees past.
    expect(csvCell("\t=1")).toBe("' =1");
    expect(csvCell("\r=1")).toBe(`"'\n=1"`);
    expect(csvCell("  =1+1")).toBe("'  =1+1");
  });

  it("leaves other text as it is, formula characters inside included", () => {
    expect(csvCell("Jane")).toBe("Jane");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("jane@example.com")).toBe("jane@example.com");
    expect(csvCell("")).toBe("");
  });

  it("quotes commas, quotes, line breaks and edge spaces, doubling quotes", () => {
    expect(csvCell("Smith, Jane")).toBe('"Smith, Jane"');
    expect(csvCell('He said "hi"')).toBe('"He said ""hi"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(" padded")).toBe('" padded"');
  });

  it("leaves control characters out, keeping line breaks", () => {
    expect(csvCell("Tow\u0000 pack\u000C\u0085")).toBe("Tow pack");
    expect(csvCell("a\tb")).toBe("a b");
    expect(csvCell("one\r\ntwo\rthree")).toBe('"one\ntwo\nthree"');
    expect(csvCell("Škoda 🚗")).toBe("Škoda 🚗");
  });

  it("writes numbers, booleans, dates and nothing as they are", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2026-11-01T10:00:00Z"))).toBe("2026-11-01T10:00:00.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("csvLine", () => {
  it("joins cells with commas and ends with CRLF", () => {
    expect(csvLine(["a", "=b", "c,d", null, 3])).toBe(`a,'=b,"c,d",,3\r\n`);
  });
});
