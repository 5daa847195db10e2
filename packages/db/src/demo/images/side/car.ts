import { GLASS, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { headlamp, mirror } from "./body-parts.ts";
import { roadVehicleSide } from "./road-vehicle.ts";

export const carSide = roadVehicleSide({
  length: 900,
  height: 300,
  focus: [760, -150],
  axles: [165, 725],
  wheel: { r: 68, style: "car" },
  arch: { r: 84, yb: -52 },
  hull: [
    `M30,-56 L18,-120 Q16,-160 50,-168 L230,-180 Q300,-268 362,-292 Q382,-300 420,-300 L560,-298 Q590,-296 610,-280 L690,-205 Q800,-192 860,-172 Q890,-160 892,-130 L894,-80 Q892,-54 870,-52`,
    `L50,-52 Z`,
  ],
  details: (p) =>
    path(`M262,-190 Q300,-246 346,-274 L334,-196 Z`, GLASS, `opacity=".85"`) +
    path(`M350,-196 Q362,-262 392,-282 Q404,-289 424,-289 L472,-289 L466,-198 Z`, GLASS) +
    path(`M488,-289 L556,-288 Q580,-286 596,-272 L664,-207 L484,-199 Z`, GLASS) +
    line(`M40,-158 Q450,-182 862,-166`, p.hi, 3, `opacity=".7"`) +
    line(`M40,-150 Q450,-172 866,-158`, p.line, 2.5, `opacity=".5"`) +
    line(`M476,-198 L470,-64`, p.line, 2.5) +
    line(`M678,-204 Q674,-160 664,-126`, p.line, 2.5) +
    line(`M340,-196 L332,-66`, p.line, 2.5) +
    rect(425, -174, 34, 8, 4, p.line) +
    rect(618, -178, 34, 8, 4, p.line) +
    mirror(`M660,-212 Q690,-230 708,-214 L704,-200 L668,-200 Z`, p) +
    headlamp(`M842,-170 Q880,-160 890,-138 L868,-132 Q846,-146 832,-166 Z`) +
    path(`M18,-150 Q20,-165 45,-168 L72,-167 L70,-147 L20,-136 Z`, RED) +
    path(`M250,-52 L640,-52 L640,-68 L250,-68 Z`, "#000", `opacity=".22"`) +
    path(`M862,-86 L894,-86 L893,-62 L862,-58 Z`, TRIM) +
    path(`M22,-90 L60,-90 L60,-70 L28,-66 Z`, TRIM),
});
