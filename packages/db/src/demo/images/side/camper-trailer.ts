import { HULL, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { arch } from "./arches.ts";
import { axles } from "./axles.ts";
import type { SideModel } from "./side-model.ts";
import { drawbar } from "./trailer-parts.ts";

const { wheels, arches } = axles([300], { r: 80, style: "offroad" }, { r: 98, yb: -142 });

export const camperTrailerSide: SideModel = {
  length: 860,
  height: 430,
  wheels,
  arches,
  focus: [440, -230],
  under: (_p, towing) =>
    rect(50, -150, 560, 14, 2, TRIM) +
    drawbar(590, 860, 770, towing) +
    rect(640, -250, 40, 96, 6, "#2f5e3a", `stroke="#1d3b25" stroke-width="3"`) +
    rect(686, -250, 40, 96, 6, "#2f5e3a", `stroke="#1d3b25" stroke-width="3"`),
  body: (p) =>
    path(
      `M50,-340 Q48,-410 92,-418 L540,-418 Q584,-410 584,-340 Z`,
      "url(#cv)",
      `stroke="#8f8567" stroke-width="3"`,
    ) +
    line(`M70,-372 Q320,-386 566,-372`, "#8f8567", 3, `opacity=".7"`) +
    rect(150, -424, 16, 90, 4, "#2b2d31") +
    rect(440, -424, 16, 90, 4, "#2b2d31") +
    path(
      `M40,-142 L40,-330 Q40,-342 52,-342 L582,-342 Q594,-342 594,-330 L594,-142 ${arch(arches[0]!)} Z`,
      "url(#bd)",
      HULL,
    ) +
    path(`M594,-334 L646,-300 L646,-150 L594,-118 Z`, "url(#chr)") +
    rect(60, -318, 140, 126, 8, "none", `stroke="${p.line}" stroke-width="3"`) +
    rect(420, -318, 150, 126, 8, "none", `stroke="${p.line}" stroke-width="3"`) +
    rect(108, -262, 44, 10, 4, TRIM) +
    rect(473, -262, 44, 10, 4, TRIM) +
    line(`M40,-172 L230,-172 M370,-172 L594,-172`, p.line, 2, `opacity=".5"`) +
    line(`M${300 - 100},-142 A100,100 0 0 1 ${300 + 100},-142`, TRIM, 16) +
    rect(36, -320, 10, 36, 3, RED),
};
