import { mix } from "../colour.ts";
import { GLASS, HULL, LAMP, RED, TRIM } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { arch } from "./arches.ts";
import type { Arch, SideModel } from "./side-model.ts";

export const motorhomeSide: SideModel = (() => {
  const arches: Arch[] = [
    { cx: 950, cy: -76, r: 90, yb: -92 },
    { cx: 330, cy: -76, r: 90, yb: -92 },
  ];
  return {
    length: 1150,
    height: 540,
    wheels: [
      { x: 330, r: 76, style: "car" },
      { x: 950, r: 76, style: "car" },
    ],
    arches,
    focus: [1000, -300],
    under: () => "",
    body: (p) =>
      path(
        `M500,-520 L510,-548 Q514,-554 526,-554 L634,-554 Q646,-554 650,-548 L660,-520 Z`,
        "#e6e8ea",
        `stroke="#a3a9af" stroke-width="2"`,
      ) +
      path(
        `M30,-100 L18,-130 L16,-480 Q18,-520 60,-520 L960,-520 Q1012,-518 1016,-488 L1020,-425 Q1018,-392 985,-388 L905,-382 L1010,-256 Q1090,-240 1120,-222 Q1140,-210 1140,-180 L1142,-112 Q1140,-92 1116,-92 ${arch(arches[0]!)} ${arch(arches[1]!)} L40,-96 Z`,
        "url(#bd)",
        HULL,
      ) +
      rect(880, -496, 100, 48, 12, GLASS) +
      path(`M860,-372 L900,-372 L992,-266 L860,-266 Z`, GLASS) +
      line(`M836,-386 L836,-100`, p.line, 3) +
      line(`M836,-386 L985,-390`, p.line, 2.5) +
      rect(200, -512, 600, 18, 8, "#3a3f47") +
      rect(16, -250, 820, 24, 0, p.stripe) +
      rect(16, -216, 820, 8, 0, p.stripe, `opacity=".7"`) +
      path(`M560,-250 Q700,-320 834,-400 L836,-366 Q720,-300 620,-250 Z`, p.stripe) +
      rect(
        560,
        -450,
        94,
        330,
        10,
        mix(p.body, "#ffffff", 0.15),
        `stroke="${p.line}" stroke-width="3"`,
      ) +
      rect(578, -430, 58, 80, 8, GLASS) +
      rect(70, -444, 150, 100, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(296, -450, 210, 110, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      rect(690, -450, 120, 100, 14, GLASS, `stroke="#1f2226" stroke-width="6"`) +
      line(`M30,-510 L30,-120 M56,-510 L56,-120`, "#9aa0a6", 5) +
      line(
        Array.from({ length: 9 }, (_, i) => `M30,${-480 + i * 40} L56,${-480 + i * 40}`).join(" "),
        "#9aa0a6",
        4,
      ) +
      rect(16, -200, 12, 60, 4, RED) +
      path(
        `M1080,-236 Q1120,-226 1136,-210 L1132,-192 Q1100,-200 1074,-220 Z`,
        LAMP,
        `stroke="#6b7178" stroke-width="2"`,
      ) +
      path(`M1096,-150 L1142,-150 L1142,-96 L1096,-92 Z`, TRIM) +
      path(`M898,-312 Q930,-326 946,-304 L942,-290 L906,-290 Z`, TRIM) +
      rect(860, -258, 30, 8, 4, p.line),
  };
})();
