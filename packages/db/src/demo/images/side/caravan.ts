import { GLASS, HULL, RED, TRIM } from "../paint.ts";
import { path, rect } from "../svg.ts";
import { awningRail, decalBands, entryDoor, roofHatch, rvWindow } from "./rv-parts.ts";
import { axles } from "./axles.ts";
import type { SideModel } from "./side-model.ts";
import { drawbar, gasBottle, legs, wheelWell } from "./trailer-parts.ts";

export const caravanSide: SideModel = {
  length: 1100,
  height: 506,
  ...axles([430, 570], { r: 62, style: "trailer" }),
  focus: [300, -300],
  under: (_p, towing) =>
    rect(70, -118, 800, 14, 2, TRIM) +
    drawbar(860, 1100, 1010, towing) +
    gasBottle(905, -210, 100) +
    gasBottle(945, -210, 100) +
    rect(914, -222, 16, 14, 4, "#5a6067") +
    rect(954, -222, 16, 14, 4, "#5a6067") +
    legs([72, 812], towing) +
    wheelWell(352, 648),
  body: (p) =>
    path(
      `M60,-112 L40,-132 L38,-438 Q40,-472 76,-472 L790,-472 Q852,-470 868,-420 L874,-150 Q874,-114 842,-112 L648,-112 L648,-140 Q648,-158 630,-158 L370,-158 Q352,-158 352,-140 L352,-112 Z`,
      "url(#bd)",
      HULL,
    ) +
    roofHatch(470, -472) +
    awningRail(220, -464) +
    decalBands(40, -238, 834, 22, p) +
    path(`M600,-238 Q740,-300 870,-380 L872,-346 Q760,-284 660,-238 Z`, p.stripe) +
    entryDoor(240, -424, 100, 298, p) +
    rect(258, -404, 64, 84, 8, GLASS) +
    rect(318, -272, 10, 30, 3, TRIM) +
    rect(234, -126, 112, 10, 3, TRIM) +
    rvWindow(80, -400, 130, 92, 14) +
    rvWindow(380, -406, 180, 104, 14) +
    rvWindow(600, -406, 220, 112, 16) +
    rect(110, -194, 90, 30, 5, "none", `stroke="${p.line}" stroke-width="2.5"`) +
    rect(690, -194, 110, 30, 5, "none", `stroke="${p.line}" stroke-width="2.5"`) +
    rect(38, -190, 12, 44, 4, RED) +
    rect(864, -440, 10, 22, 3, "#f2b233"),
};
