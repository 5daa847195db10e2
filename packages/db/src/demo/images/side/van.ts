import { GLASS, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { headlamp } from "./body-parts.ts";
import { roadVehicleSide } from "./road-vehicle.ts";

export const vanSide = roadVehicleSide({
  length: 1000,
  height: 420,
  focus: [840, -220],
  axles: [180, 790],
  wheel: { r: 72, style: "car" },
  arch: { r: 88, yb: -74 },
  hull: [
    `M22,-78 L16,-398 Q18,-420 46,-420 L700,-420 Q736,-418 752,-396 L852,-252 Q935,-234 966,-216 Q986,-204 986,-174 L987,-102 Q985,-76 962,-74`,
    `L42,-76 Z`,
  ],
  details: (p) =>
    path(`M662,-392 L722,-392 Q738,-390 746,-376 L832,-262 L662,-262 Z`, GLASS) +
    rect(430, -390, 192, 104, 12, GLASS) +
    rect(52, -390, 340, 104, 12, GLASS) +
    line(`M410,-404 L410,-92 M642,-404 L642,-92`, p.line, 2.5) +
    line(`M380,-272 L652,-272`, TRIM, 5) +
    line(`M652,-398 L652,-96`, p.line, 2.5) +
    line(`M842,-252 Q852,-190 826,-150`, p.line, 2.5) +
    line(`M20,-250 Q500,-258 960,-222`, p.line, 2, `opacity=".4"`) +
    rect(596, -252, 30, 8, 4, p.line) +
    rect(700, -248, 30, 8, 4, p.line) +
    headlamp(`M900,-232 Q950,-222 972,-208 L968,-190 Q930,-196 896,-214 Z`) +
    rect(14, -262, 16, 110, 6, RED) +
    path(`M940,-150 L987,-150 L987,-96 L940,-92 Z`, TRIM) +
    path(`M18,-120 L80,-120 L80,-80 L24,-80 Z`, TRIM) +
    path(`M752,-306 Q784,-320 800,-298 L796,-284 L760,-284 Z`, TRIM),
});
