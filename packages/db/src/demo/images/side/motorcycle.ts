import { LAMP, RED } from "../paint.ts";
import { line, path, rect } from "../svg.ts";
import { axles } from "./axles.ts";
import type { SideModel } from "./side-model.ts";

export const motorcycleSide: SideModel = {
  length: 900,
  height: 500,
  ...axles([160, 750], { r: 108, style: "moto" }),
  focus: [470, -250],
  under: () => "",
  body: (p) =>
    path(`M150,-100 L404,-184 L414,-160 L164,-86 Z`, "#2b2d31") +
    line(`M540,-170 Q560,-110 480,-96 L300,-120`, "url(#chr)", 14) +
    path(
      `M80,-226 L262,-188 Q278,-184 276,-166 L270,-154 L92,-186 Q74,-194 80,-226 Z`,
      "url(#chr)",
      `stroke="#6f767d" stroke-width="2"`,
    ) +
    line(`M650,-396 L400,-300 L380,-180 M400,-300 L180,-300 L300,-190`, "#25272b", 16) +
    path(`M388,-272 L560,-284 L596,-204 L566,-122 L432,-112 L380,-170 Z`, "#3a3d43") +
    line(
      Array.from(
        { length: 5 },
        (_, i) => `M${404 + i * 6},${-256 + i * 18} L${560 + i * 4},${-266 + i * 18}`,
      ).join(" "),
      "#8a9096",
      4,
    ) +
    `<circle cx="478" cy="-160" r="34" fill="url(#chr)"/>` +
    line(`M754,-108 L654,-392`, "url(#chr)", 20) +
    line(`M754,-108 L700,-262`, "#2b2d31", 24) +
    path(
      `M652,-172 Q690,-236 780,-226 Q822,-218 846,-180 L832,-172 Q806,-206 760,-210 Q700,-212 668,-164 Z`,
      p.body,
    ) +
    line(`M45,-150 A122,122 0 0 1 181,-228`, p.body, 12) +
    path(`M96,-322 L176,-318 L186,-290 L124,-278 Z`, "url(#bd)") +
    rect(88, -324, 20, 12, 3, RED) +
    path(`M176,-320 Q240,-338 300,-326 Q350,-320 398,-334 L404,-304 L186,-290 Z`, "#1b1c1f") +
    path(`M250,-300 L398,-302 L408,-246 L300,-236 Z`, "url(#bd)") +
    path(
      `M386,-306 Q420,-392 540,-392 Q618,-386 642,-338 L622,-300 Q500,-284 386,-306 Z`,
      "url(#bd)",
      `stroke="${p.line}" stroke-width="2"`,
    ) +
    path(
      `M440,-350 Q520,-372 600,-352`,
      "none",
      `stroke="${p.hi}" stroke-width="6" stroke-linecap="round" opacity=".8"`,
    ) +
    line(`M640,-404 L604,-444 M604,-444 L576,-446`, "#1b1c1f", 12) +
    line(`M620,-426 L596,-490`, "#6f767d", 4) +
    `<ellipse cx="594" cy="-498" rx="18" ry="11" fill="#1b1c1f"/>` +
    `<circle cx="700" cy="-350" r="36" fill="url(#chr)"/><circle cx="706" cy="-350" r="26" fill="${LAMP}"/>` +
    `<circle cx="660" cy="-420" r="16" fill="#1b1c1f"/>` +
    rect(380, -148, 44, 10, 4, "#1b1c1f"),
};
