import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DARK_TEXT,
  LIGHT_TEXT,
  brandTheme,
  contrastRatio,
  readableForeground,
  relativeLuminance,
} from "./brand-colours.ts";

const theme = {
  primary: "#1d4ed8",
  primaryForeground: "#ffffff",
  accent: "#f59e0b",
  header: "#ffffff",
  headerForeground: "#0f172a",
};

/** Any six-digit hex colour. */
const colour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`);

describe("contrast", () => {
  it("measures WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#fff", "#000")).toBeCloseTo(21, 5);
    expect(relativeLuminance("#ffffff")).toBe(1);
  });

  it("refuses what is not a hex colour", () => {
    expect(() => contrastRatio("green", "#fff")).toThrow(RangeError);
  });
});

describe("readableForeground", () => {
  it("keeps the dealer's foreground when it reads", () => {
    expect(readableForeground("#0f5132", "#ffffff")).toBe("#ffffff");
  });

  it("picks dark or light text when it does not", () => {
    expect(readableForeground("#ffffff", "#fef08a")).toBe(DARK_TEXT);
    expect(readableForeground("#0f5132", "#14532d")).toBe(LIGHT_TEXT);
    expect(readableForeground("#f59e0b", "#ffffff")).toBe(DARK_TEXT);
  });

  it("falls back to black or white on a mid-tone neither text colour reads on", () => {
    expect(contrastRatio("#7b7b7b", DARK_TEXT)).toBeLessThan(4.5);
    expect(contrastRatio("#7b7b7b", LIGHT_TEXT)).toBeLessThan(4.5);
    expect(readableForeground("#7b7b7b", "#ffffff")).toBe("#000000");
  });

  it("always reaches AA on any background, whatever the dealer asked for", () => {
    fc.assert(
      fc.property(colour, colour, (background, preferred) => {
        const foreground = readableForeground(background, preferred);
        expect(contrastRatio(background, foreground)).toBeGreaterThanOrEqual(4.5);
        if (contrastRatio(background, preferred) >= 4.5) expect(foreground).toBe(preferred);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe("brandTheme", () => {
  it("leaves readable pairs alone", () => {
    expect(brandTheme(theme)).toMatchObject({ ...theme, hasLogoPlate: false });
  });

  it("gives a hover shade that never lowers the primary's contrast", () => {
    for (const [primary, primaryForeground] of [
      ["#c2410c", "#ffffff"],
      ["#1d4ed8", "#ffffff"],
      ["#facc15", "#0f172a"],
      ["#777777", "#ffffff"],
    ] as const) {
      const t = brandTheme({ ...theme, primary, primaryForeground });
      expect(contrastRatio(t.primaryHover, t.primaryForeground)).toBeGreaterThan(
        contrastRatio(primary, t.primaryForeground),
      );
    }
  });

  it("keeps every pair of the theme at AA for any settings, the hover shade too", () => {
    fc.assert(
      fc.property(
        fc.record({
          primary: colour,
          primaryForeground: colour,
          accent: colour,
          header: colour,
          headerForeground: colour,
        }),
        (colours) => {
          const t = brandTheme(colours);
          expect(contrastRatio(t.primary, t.primaryForeground)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(t.primaryHover, t.primaryForeground)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(t.accent, t.accentForeground)).toBeGreaterThanOrEqual(4.5);
          expect(contrastRatio(t.header, t.headerForeground)).toBeGreaterThanOrEqual(4.5);
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("replaces each failing foreground and gives the accent one", () => {
    const fixed = brandTheme({
      ...theme,
      primaryForeground: "#93c5fd",
      headerForeground: "#eeeeee",
    });
    expect(contrastRatio(fixed.primary, fixed.primaryForeground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed.header, fixed.headerForeground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed.accent, fixed.accentForeground)).toBeGreaterThanOrEqual(4.5);
    expect(fixed.primary).toBe(theme.primary);
  });

  it("puts a logo lost on its header on a light plate", () => {
    const rvHeader = { ...theme, header: "#0f5132", headerForeground: "#ffffff" };
    expect(brandTheme(rvHeader, "#0f5132").hasLogoPlate).toBe(true);
    expect(brandTheme(rvHeader, "#ffffff").hasLogoPlate).toBe(false);
    expect(brandTheme(theme, "#0f5132").hasLogoPlate).toBe(false);
    expect(brandTheme(rvHeader).hasLogoPlate).toBe(false);
  });
});
