import { describe, expect, it } from "vitest";
import { inSentence } from "./in-sentence.ts";

describe("inSentence", () => {
  it("lowers a noun and keeps an abbreviation's capitals", () => {
    expect(["Car", "Cars", "Motorcycle", "Camper", "Trucks"].map(inSentence)).toEqual([
      "car",
      "cars",
      "motorcycle",
      "camper",
      "trucks",
    ]);
    expect(["RV", "RVs", "SUV", "4WD"].map(inSentence)).toEqual(["RV", "RVs", "SUV", "4WD"]);
  });
});
