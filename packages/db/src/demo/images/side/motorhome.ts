import { GLASS, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { headlamp } from "./body-parts.ts";
import { awningRail, decalBands, entryDoor, roofHatch, rvWindow } from "./rv-parts.ts";
import { roadVehicleSide } from "./road-vehicle.ts";

export const motorhomeSide = roadVehicleSide({
  length: 1150,
  height: 540,
  focus: [1000, -300],
  axles: [330, 950],
  wheel: { r: 76, style: "car" },
  arch: { r: 90, yb: -92 },
  hull: [
    `M30,-100 L18,-130 L16,-480 Q18,-520 60,-520 L960,-520 Q1012,-518 1016,-488 L1020,-425 Q1018,-392 985,-388 L905,-382 L1010,-256 Q1090,-240 1120,-222 Q1140,-210 1140,-180 L1142,-112 Q1140,-92 1116,-92`,
    `L40,-96 Z`,
  ],
  behind: () => roofHatch(500, -520),
  details: (p) =>
    rect(880, -496, 100, 48, 12, GLASS) +
    path(`M860,-372 L900,-372 L992,-266 L860,-266 Z`, GLASS) +
    line(`M836,-386 L836,-100`, p.line, 3) +
    line(`M836,-386 L985,-390`, p.line, 2.5) +
    awningRail(200, -512) +
    decalBands(16, -250, 820, 24, p) +
    path(`M560,-250 Q700,-320 834,-400 L836,-366 Q720,-300 620,-250 Z`, p.stripe) +
    entryDoor(560, -450, 94, 330, p) +
    rect(578, -430, 58, 80, 8, GLASS) +
    rvWindow(70, -444, 150, 100, 14) +
    rvWindow(296, -450, 210, 110, 14) +
    rvWindow(690, -450, 120, 100, 14) +
    line(`M30,-510 L30,-120 M56,-510 L56,-120`, "#9aa0a6", 5) +
    line(
      Array.from({ length: 9 }, (_, i) => `M30,${-480 + i * 40} L56,${-480 + i * 40}`).join(" "),
      "#9aa0a6",
      4,
    ) +
    rect(16, -200, 12, 60, 4, RED) +
    headlamp(`M1080,-236 Q1120,-226 1136,-210 L1132,-192 Q1100,-200 1074,-220 Z`) +
    path(`M1096,-150 L1142,-150 L1142,-96 L1096,-92 Z`, TRIM) +
    path(`M898,-312 Q930,-326 946,-304 L942,-290 L906,-290 Z`, TRIM) +
    rect(860, -258, 30, 8, 4, p.line),
});
