import { mix } from "../colour.ts";
import { GLASS, HULL, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import type { SideModel } from "./side-model.ts";
import { drawbar, legs } from "./trailer-parts.ts";

export const popTopSide: SideModel = {
  length: 960,
  height: 460,
  wheels: [{ x: 400, r: 62, style: "trailer" }],
  arches: [],
  focus: [300, -300],
  under: (_p, towing) =>
    rect(70, -118, 680, 14, 2, TRIM) +
    drawbar(740, 960, 880, towing) +
    legs([72], towing) +
    rect(770, -200, 34, 94, 14, "#e3e6e9", `stroke="#9aa0a6" stroke-width="2"`) +
    path(
      `M320,-112 L320,-140 Q320,-158 338,-158 L462,-158 Q480,-158 480,-140 L480,-112 Z`,
      "#0c0d0f",
    ),
  body: (p) =>
    rect(52, -440, 694, 62, 0, "url(#cv)") +
    line(`M52,-410 L746,-410`, "#000", 2, `opacity=".12"`) +
    rect(120, -430, 150, 40, 8, "#3d4248", `opacity=".85"`) +
    rect(430, -430, 200, 40, 8, "#3d4248", `opacity=".85"`) +
    path(
      `M44,-438 Q44,-458 70,-460 L700,-460 Q744,-458 752,-436 L752,-430 L44,-430 Z`,
      "url(#bd)",
    ) +
    path(
      `M58,-112 L38,-132 L38,-362 Q40,-384 66,-384 L700,-384 Q744,-382 754,-352 L758,-150 Q758,-114 728,-112 L480,-112 L480,-140 Q480,-158 462,-158 L338,-158 Q320,-158 320,-140 L320,-112 Z`,
      "url(#bd)",
      HULL,
    ) +
    rect(38, -222, 720, 18, 0, p.stripe) +
    path(`M520,-222 Q640,-270 756,-320 L757,-292 Q650,-250 580,-222 Z`, p.stripe) +
    rect(
      196,
      -352,
      92,
      226,
      10,
      mix(p.body, "#ffffff", 0.15),
      `stroke="${p.line}" stroke-width="3"`,
    ) +
    rect(212, -334, 60, 70, 8, GLASS) +
    rect(276, -212, 8, 26, 3, TRIM) +
    rect(66, -340, 104, 80, 12, GLASS, `stroke="#1f2226" stroke-width="6"`) +
    rect(330, -346, 150, 90, 12, GLASS, `stroke="#1f2226" stroke-width="6"`) +
    rect(530, -346, 190, 100, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
    rect(38, -190, 12, 40, 4, RED),
};
