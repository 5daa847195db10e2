import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio } from "./brand-colours.ts";
import { FOCUS_RING_BANDS_CONTRAST, focusRing } from "./focus-ring.ts";

/** Any six-digit hex colour. */
const colour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map((rgb) => `#${rgb.map((v) => v.toString(16).padStart(2, "0")).join("")}`);

describe("focusRing", () => {
  it("keeps an accent already far from black or white, with that band inside it", () => {
    // Coastline RV's yellow alone is 1.85:1 on white: with black inside it, the ring shows.
    expect(focusRing("#f4b400")).toEqual({ outer: "#f4b400", inner: "#000000" });
    // Throttle's accent is its header's and footer's colour: the white band shows there.
    expect(focusRing("#111827")).toEqual({ outer: "#111827", inner: "#ffffff" });
  });

  it("darkens or lightens a mid-tone accent until the bands stand 9:1 apart", () => {
    const blue = focusRing("#1d4ed8");
    expect(blue.inner).toBe("#ffffff");
    expect(blue.outer).not.toBe("#1d4ed8");
    expect(contrastRatio(blue.outer, blue.inner)).toBeGreaterThanOrEqual(FOCUS_RING_BANDS_CONTRAST);
    const grey = focusRing("#7b7b7b");
    expect(contrastRatio(grey.outer, grey.inner)).toBeGreaterThanOrEqual(FOCUS_RING_BANDS_CONTRAST);
  });

  it("keeps 3:1 against any colour around it, whatever the accent (WCAG 1.4.11)", () => {
    fc.assert(
      fc.property(colour, colour, (accent, around) => {
        const ring = focusRing(accent);
        const best = Math.max(contrastRatio(ring.outer, around), contrastRatio(ring.inner, around));
        expect(best).toBeGreaterThanOrEqual(3);
      }),
      { numRuns: 2_000 },
    );
  });
});
