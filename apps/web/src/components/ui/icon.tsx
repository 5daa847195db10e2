import type { LucideIcon } from "lucide-react";

/**
 * lucide's drawing attributes that every icon shares (the SVG namespace, no fill, the current
 * colour's stroke, round caps and joins), left out of the markup: the `.lucide` rule in
 * globals.css sets them once, and each icon's tag is about 130 bytes shorter on every page.
 * lucide spreads a caller's props last, so these undefined values replace its own (its box and
 * stroke width it computes from props of its own, and keeps).
 */
const DRAWN_BY_CSS = {
  xmlns: undefined,
  fill: undefined,
  stroke: undefined,
  strokeLinecap: undefined,
  strokeLinejoin: undefined,
} as const;

/** A decorative lucide icon, hidden from assistive technology; its class sets its size. */
export function Icon({ icon: Glyph, className }: { icon: LucideIcon; className: string }) {
  return <Glyph {...DRAWN_BY_CSS} aria-hidden="true" className={className} />;
}
