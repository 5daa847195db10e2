import { describe, expect, it } from "vitest";
import { ACCENT_FOLD_FROM, ACCENT_FOLD_TO, foldAccents } from "./fold-accents.ts";

describe("foldAccents", () => {
  it("folds accents and case, so Škoda and Skoda are one word", () => {
    expect(foldAccents("Škoda")).toBe("skoda");
    expect(foldAccents("SKODA")).toBe("skoda");
    expect(foldAccents("Citroën C4")).toBe("citroen c4");
  });
  it("the database's translate pair folds each letter as foldAccents does", () => {
    expect([...ACCENT_FOLD_FROM]).toHaveLength([...ACCENT_FOLD_TO].length);
    [...ACCENT_FOLD_FROM].forEach((letter, i) => {
      expect(foldAccents(letter)).toBe([...ACCENT_FOLD_TO][i]);
    });
  });
});
