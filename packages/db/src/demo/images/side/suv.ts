import { GLASS, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { archTrim } from "./arches.ts";
import { headlamp, mirror } from "./body-parts.ts";
import { roadVehicleSide } from "./road-vehicle.ts";

export const suvSide = roadVehicleSide({
  length: 920,
  height: 362,
  focus: [780, -180],
  axles: [170, 745],
  wheel: { r: 78, style: "car" },
  arch: { r: 94, yb: -70 },
  hull: [
    `M24,-76 L15,-200 Q14,-236 30,-262 L72,-330 Q84,-348 112,-350 L560,-350 Q592,-348 612,-330 L702,-246 Q820,-232 880,-214 Q905,-204 906,-178 L908,-100 Q906,-72 884,-70`,
    `L40,-70 Z`,
  ],
  details: (p, arches) =>
    path(`M64,-262 L104,-330 L556,-330 Q578,-328 594,-314 L676,-250 Z`, GLASS) +
    path(`M196,-332 L226,-332 L214,-252 L186,-252 Z`, p.body) +
    path(`M440,-332 L456,-332 L452,-250 L436,-250 Z`, p.body) +
    rect(140, -362, 400, 10, 4, TRIM) +
    line(`M24,-240 Q450,-258 880,-212`, p.hi, 3, `opacity=".6"`) +
    line(`M24,-232 Q450,-250 884,-204`, p.line, 2.5, `opacity=".5"`) +
    archTrim(arches, 14) +
    path(`M262,-70 L652,-70 L652,-96 L262,-96 Z`, TRIM) +
    line(`M446,-250 L442,-98`, p.line, 2.5) +
    line(`M686,-246 Q702,-170 672,-124`, p.line, 2.5) +
    line(`M222,-252 Q226,-150 258,-112`, p.line, 2.5) +
    rect(400, -238, 34, 8, 4, p.line) +
    rect(640, -240, 34, 8, 4, p.line) +
    headlamp(`M852,-222 Q893,-210 904,-188 L880,-182 Q858,-198 840,-216 Z`) +
    path(`M16,-240 Q20,-262 40,-264 L62,-262 L60,-220 L16,-206 Z`, RED) +
    mirror(`M676,-262 Q706,-278 722,-258 L718,-246 L684,-246 Z`, p) +
    path(`M880,-120 L908,-120 L907,-76 L880,-72 Z`, TRIM),
});
