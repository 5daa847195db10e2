import { GRAPHIC_CONTRAST, contrastRatio, shade } from "./brand-colours.ts";

/**
 * A focus indicator is a graphical object: 3:1 against whatever it sits on (WCAG 1.4.11). Two
 * bands 9:1 apart always manage it: for any colour X lying between them, X's contrast with the
 * one band times its contrast with the other is their own 9:1, so one of the two reaches 3:1;
 * for any X outside them, the farther band is more than 9:1 from it.
 */
export const FOCUS_RING_BANDS_CONTRAST = GRAPHIC_CONTRAST * GRAPHIC_CONTRAST;

/** The two bands of a focus ring: `outer` in the site's accent, `inner` black or white. */
type FocusRing = { outer: string; inner: string };

const STEPS = 20;

/**
 * The focus ring of a site whose accent is `accent`: black or white inside, whichever is
 * further from the accent, and the accent outside, moved away from that band only as far as it
 * takes to stand 9:1 apart. So the ring keeps 3:1 on any header, footer, button or photo,
 * whatever colours the dealer sets; nothing about it needs checking when they are set.
 */
export function focusRing(accent: string): FocusRing {
  const isBlackInside = contrastRatio(accent, "#000000") >= contrastRatio(accent, "#ffffff");
  const inner = isBlackInside ? "#000000" : "#ffffff";
  let outer = accent;
  // At the last step the accent is white or black, 21:1 from the inner band.
  for (let step = 1; contrastRatio(outer, inner) < FOCUS_RING_BANDS_CONTRAST; step++) {
    outer = shade(accent, isBlackInside ? "white" : "black", Math.min(step / STEPS, 1));
  }
  return { outer, inner };
}
