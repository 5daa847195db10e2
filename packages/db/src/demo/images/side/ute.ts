import { GLASS, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { archTrim } from "./arches.ts";
import { headlamp, mirror } from "./body-parts.ts";
import { roadVehicleSide } from "./road-vehicle.ts";

export const uteSide = roadVehicleSide({
  length: 1000,
  height: 360,
  focus: [840, -190],
  axles: [190, 800],
  wheel: { r: 78, style: "offroad" },
  arch: { r: 96, yb: -80 },
  hull: [
    `M24,-84 L18,-232 L392,-232 L400,-346 Q404,-360 428,-360 L640,-360 Q666,-358 682,-342 L762,-258 Q880,-246 950,-226 Q978,-216 980,-186 L982,-108 Q980,-82 958,-80`,
    `L44,-82 Z`,
  ],
  behind: () => line(`M300,-232 L340,-322 L398,-322`, TRIM, 14),
  details: (p, arches) =>
    path(`M420,-254 L424,-340 L636,-340 Q652,-338 664,-326 L734,-256 Z`, GLASS) +
    path(`M556,-342 L570,-342 L566,-254 L552,-254 Z`, p.body) +
    line(`M18,-228 L392,-228`, p.hi, 4) +
    line(`M394,-232 L394,-92`, p.line, 3) +
    line(`M560,-254 L556,-92`, p.line, 2.5) +
    line(`M744,-256 Q760,-180 730,-140`, p.line, 2.5) +
    line(`M24,-206 Q500,-214 950,-204`, p.line, 2, `opacity=".45"`) +
    rect(516, -240, 32, 8, 4, p.line) +
    rect(702, -242, 32, 8, 4, p.line) +
    rect(16, -216, 16, 64, 5, RED) +
    archTrim(arches, 12) +
    headlamp(`M900,-244 Q955,-234 976,-214 L972,-196 Q936,-204 895,-226 Z`) +
    path(`M952,-180 L982,-180 L982,-104 L952,-100 Z`, TRIM) +
    mirror(`M742,-270 Q770,-286 786,-266 L782,-252 L750,-252 Z`, p) +
    rect(296, -96, 408, 12, 4, TRIM),
});
