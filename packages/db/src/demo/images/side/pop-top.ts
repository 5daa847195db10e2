import { GLASS, HULL, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { entryDoor, rvWindow } from "./rv-parts.ts";
import { axles } from "./axles.ts";
import type { SideModel } from "./side-model.ts";
import { drawbar, gasBottle, legs, wheelWell } from "./trailer-parts.ts";

export const popTopSide: SideModel = {
  length: 960,
  height: 460,
  ...axles([400], { r: 62, style: "trailer" }),
  focus: [300, -300],
  under: (_p, towing) =>
    rect(70, -118, 680, 14, 2, TRIM) +
    drawbar(740, 960, 880, towing) +
    legs([72], towing) +
    gasBottle(770, -200, 94) +
    wheelWell(320, 480),
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
    entryDoor(196, -352, 92, 226, p) +
    rect(212, -334, 60, 70, 8, GLASS) +
    rect(276, -212, 8, 26, 3, TRIM) +
    rvWindow(66, -340, 104, 80, 12) +
    rvWindow(330, -346, 150, 90, 12) +
    rvWindow(530, -346, 190, 100, 14) +
    rect(38, -190, 12, 40, 4, RED),
};
