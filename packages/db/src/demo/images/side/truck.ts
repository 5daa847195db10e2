import { GLASS, HULL, LAMP, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { arch } from "./arches.ts";
import { axles } from "./axles.ts";
import type { SideModel } from "./side-model.ts";

const rear = axles([250], { r: 84, style: "truck" });
const front = axles([930], { r: 84, style: "truck" }, { r: 100, yb: -120 });

export const truckSide: SideModel = {
  length: 1100,
  height: 540,
  wheels: [...rear.wheels, ...front.wheels],
  arches: front.arches,
  focus: [950, -300],
  under: () =>
    rect(30, -152, 1040, 30, 4, "#1f2124") +
    rect(560, -178, 150, 60, 20, "url(#chr)") +
    rect(150, -140, 210, 16, 4, "#1f2124"),
  body: (p) => {
    const ribs = Array.from({ length: 7 }, (_, i) => 20 + (i + 1) * 96)
      .map((x) => `M${x},-532 L${x},-138`)
      .join(" ");
    return (
      rect(20, -540, 770, 410, 8, "url(#bx)") +
      line(ribs, "#000", 2, `opacity=".1"`) +
      rect(20, -236, 770, 34, 0, p.body) +
      rect(20, -540, 770, 16, 6, "#c9cdd1") +
      rect(20, -146, 770, 16, 4, "#b9bec3") +
      path(
        `M800,-124 L800,-470 Q802,-488 822,-488 L1010,-488 Q1042,-486 1052,-460 L1086,-300 L1092,-148 Q1092,-122 1070,-120 ${arch(front.arches[0]!)} L812,-124 Z`,
        "url(#bd)",
        HULL,
      ) +
      path(`M832,-458 L1010,-458 Q1030,-455 1037,-434 L1062,-330 L832,-330 Z`, GLASS) +
      line(`M826,-470 L826,-150`, p.line, 3) +
      line(`M1064,-320 L1070,-150`, p.line, 2.5) +
      rect(850, -316, 36, 9, 4, p.line) +
      rect(1060, -236, 34, 44, 8, LAMP, `stroke="#6b7178" stroke-width="2"`) +
      rect(1040, -152, 60, 38, 8, TRIM) +
      rect(880, -162, 70, 12, 3, TRIM) +
      line(`M1052,-420 L1092,-420 L1092,-340`, TRIM, 6) +
      rect(1082, -430, 22, 76, 6, TRIM) +
      rect(14, -230, 10, 70, 3, RED)
    );
  },
};
