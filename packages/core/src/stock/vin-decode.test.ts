import { describe, expect, it } from "vitest";
import { engineText, normaliseVin, vinOfScannedTexts } from "./vin-decode.ts";

describe("VIN decoding's pure parts", () => {
  it("reads a typed or scanned VIN in capitals without spaces, and refuses anything else", () => {
    expect(normaliseVin(" 1hgcm82633a004352 ")).toBe("1HGCM82633A004352");
    expect(normaliseVin("1HGCM 82633-A004352")).toBe("1HGCM82633A004352");
    expect(normaliseVin("1HGCM82633A00435")).toBeNull();
    expect(normaliseVin("1HGCM82633A00435O")).toBeNull();
  });

  it("words the engine from what vPIC gives", () => {
    expect(engineText({ displacement: "2", cylinders: "4" })).toBe("2.0 L, 4 cylinders");
    expect(engineText({ cylinders: "6", model: "J30A4" })).toBe("6 cylinders (J30A4)");
    expect(engineText({ model: "2ZR-FXE" })).toBe("(2ZR-FXE)");
    expect(engineText({})).toBeNull();
  });
});

describe("a scanned label's VIN", () => {
  it("is the first text that is a VIN, an import label's leading I dropped", () => {
    expect(vinOfScannedTexts(["P/N 12345", "1HGCM82633A004352"])).toBe("1HGCM82633A004352");
    expect(vinOfScannedTexts(["I1HGCM82633A004352"])).toBe("1HGCM82633A004352");
    expect(vinOfScannedTexts(["jtdbr32e - 540 123456"])).toBe("JTDBR32E540123456");
    expect(vinOfScannedTexts(["265/65R17 112S", ""])).toBeNull();
    expect(vinOfScannedTexts([])).toBeNull();
  });
});
