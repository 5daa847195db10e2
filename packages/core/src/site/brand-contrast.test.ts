import { describe, expect, it } from "vitest";
import { contrastRatio, TEXT_CONTRAST, unreadablePairs } from "./brand-colours.ts";
import { settingsInputSchema } from "./site-input.ts";

const readable = {
  primary: "#1d4ed8",
  primaryForeground: "#ffffff",
  accent: "#f59e0b",
  header: "#ffffff",
  headerForeground: "#0f172a",
};

describe("unreadablePairs", () => {
  it("finds nothing when both text pairs read", () => {
    expect(unreadablePairs(readable)).toEqual([]);
  });

  it("names the button pair and its ratio when button text is lost on its colour", () => {
    const [pair, ...rest] = unreadablePairs({ ...readable, primaryForeground: "#93c5fd" });
    expect(rest).toEqual([]);
    expect(pair?.field).toBe("primaryForeground");
    expect(pair?.message).toBe(
      `The button text colour on the button colour (#93c5fd on #1d4ed8) has a contrast of ${pair?.ratio}:1; it needs at least 4.5:1 to be readable (WCAG AA).`,
    );
    expect(pair?.ratio).toBeLessThan(TEXT_CONTRAST);
  });

  it("names the header pair when header text is lost on the header", () => {
    const pairs = unreadablePairs({ ...readable, header: "#111827", headerForeground: "#374151" });
    expect(pairs.map((p) => p.field)).toEqual(["headerForeground"]);
    expect(pairs[0]?.message).toMatch(
      /^The header text colour on the header colour \(#374151 on #111827\)/,
    );
  });

  it("reports both pairs at once", () => {
    const pairs = unreadablePairs({
      ...readable,
      primaryForeground: "#1d4ed8",
      headerForeground: "#ffffff",
    });
    expect(pairs.map((p) => p.field)).toEqual(["primaryForeground", "headerForeground"]);
    expect(pairs[0]?.ratio).toBe(1);
  });

  it("rounds the ratio down, so a pair just under the bar never reads as 4.5:1", () => {
    // #777777 on white is 4.48:1 (just under); #767676 is 4.54:1 (just over).
    expect(unreadablePairs({ ...readable, primary: "#767676" })).toEqual([]);
    const [pair] = unreadablePairs({ ...readable, primary: "#777777" });
    expect(pair?.ratio).toBe(Math.floor(contrastRatio("#777777", "#ffffff") * 100) / 100);
    expect(pair?.message).toContain("4.47:1");
  });

  it("takes the bar as a parameter", () => {
    expect(unreadablePairs({ ...readable, primary: "#777777" }, 3)).toEqual([]);
  });
});

describe("the settings schema refuses unreadable colours", () => {
  const colourErrors = (settings: unknown) => {
    const parsed = settingsInputSchema.safeParse(settings);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("accepts readable colours and no colours at all (the defaults read)", () => {
    expect(colourErrors({ branding: { colours: readable } })).toEqual([]);
    expect(colourErrors({})).toEqual([]);
  });

  it("refuses a pair at its foreground's path, the defaults filling the other side", () => {
    // A light button colour with the default white text.
    const errors = colourErrors({ branding: { colours: { primary: "#fde68a" } } });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[0]).toBe("branding.colours.primaryForeground");
    expect(errors[0]?.[1]).toMatch(
      /^The button text colour on the button colour \(#ffffff on #fde68a\) .* needs at least 4.5:1/,
    );
  });

  it("reports the colours alongside another bad setting", () => {
    const errors = colourErrors({
      branding: { colours: { header: "#000000", headerForeground: "#111111" } },
      analytics: { googleAnalyticsId: "UA-1" },
    });
    expect(errors.map(([path]) => path).sort()).toEqual([
      "analytics.googleAnalyticsId",
      "branding.colours.headerForeground",
    ]);
  });

  it("leaves a colour that is not a colour to the colour's own message", () => {
    expect(colourErrors({ branding: { colours: { primary: "blue" } } })).toEqual([
      ["branding.colours.primary", "Use a 6-digit hex colour such as #1d4ed8."],
    ]);
  });
});
