import { mix } from "../colour.ts";
import { GLASS, HULL, RED, TRIM } from "../paint.ts";
import { path, rect } from "../svg.ts";
import type { SideModel } from "./side-model.ts";
import { drawbar, legs } from "./trailer-parts.ts";

export const caravanSide: SideModel = {
  length: 1100,
  height: 506,
  wheels: [
    { x: 430, r: 62, style: "trailer" },
    { x: 570, r: 62, style: "trailer" },
  ],
  arches: [],
  focus: [300, -300],
  under: (_p, towing) =>
    rect(70, -118, 800, 14, 2, TRIM) +
    drawbar(860, 1100, 1010, towing) +
    rect(905, -210, 34, 100, 14, "#e3e6e9", `stroke="#9aa0a6" stroke-width="2"`) +
    rect(945, -210, 34, 100, 14, "#e3e6e9", `stroke="#9aa0a6" stroke-width="2"`) +
    rect(914, -222, 16, 14, 4, "#5a6067") +
    rect(954, -222, 16, 14, 4, "#5a6067") +
    legs([72, 812], towing) +
    path(
      `M352,-112 L352,-140 Q352,-158 370,-158 L630,-158 Q648,-158 648,-140 L648,-112 Z`,
      "#0c0d0f",
    ),
  body: (p) =>
    path(
      `M60,-112 L40,-132 L38,-438 Q40,-472 76,-472 L790,-472 Q852,-470 868,-420 L874,-150 Q874,-114 842,-112 L648,-112 L648,-140 Q648,-158 630,-158 L370,-158 Q352,-158 352,-140 L352,-112 Z`,
      "url(#bd)",
      HULL,
    ) +
    path(
      `M470,-472 L480,-500 Q484,-506 496,-506 L604,-506 Q616,-506 620,-500 L630,-472 Z`,
      "#e6e8ea",
      `stroke="#a3a9af" stroke-width="2"`,
    ) +
    rect(220, -464, 600, 18, 8, "#3a3f47") +
    rect(40, -238, 834, 22, 0, p.stripe) +
    rect(40, -206, 834, 8, 0, p.stripe, `opacity=".7"`) +
    path(`M600,-238 Q740,-300 870,-380 L872,-346 Q760,-284 660,-238 Z`, p.stripe) +
    rect(
      240,
      -424,
      100,
      298,
      10,
      mix(p.body, "#ffffff", 0.15),
      `stroke="${p.line}" stroke-width="3"`,
    ) +
    rect(258, -404, 64, 84, 8, GLASS) +
    rect(318, -272, 10, 30, 3, TRIM) +
    rect(234, -126, 112, 10, 3, TRIM) +
    rect(80, -400, 130, 92, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
    rect(380, -406, 180, 104, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
    rect(600, -406, 220, 112, 16, GLASS, `stroke="#1f2226" stroke-width="6"`) +
    rect(110, -194, 90, 30, 5, "none", `stroke="${p.line}" stroke-width="2.5"`) +
    rect(690, -194, 110, 30, 5, "none", `stroke="${p.line}" stroke-width="2.5"`) +
    rect(38, -190, 12, 44, 4, RED) +
    rect(864, -440, 10, 22, 3, "#f2b233"),
};
